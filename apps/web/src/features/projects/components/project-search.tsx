import { PROJECT_NAME_MAX } from '@fractional/contract';
import { useEffect, useState } from 'react';
import { inputClassName } from '../../../components/ui/field';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import styles from './project-search.module.css';

/** Typing pauses this long before the table asks the server (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 250;

export interface ProjectSearchProps {
  /** The search the table shows now. */
  value: string;
  onSearch: (search: string) => void;
  /** The box's accessible name (the placeholder reads "Search"). */
  label?: string;
  maxLength?: number;
}

/**
 * The search box (placeholder Search): case-insensitive substring of the project name, on the
 * server. Keys only update this box; the table changes once typing pauses.
 */
export function ProjectSearch(props: ProjectSearchProps) {
  const { value, onSearch, label = 'Search projects by name', maxLength = PROJECT_NAME_MAX } = props;
  const [text, setText] = useState(value);
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (search !== value) onSearch(search);
  }, [search, value, onSearch]);

  return (
    <div className={styles.search}>
      <svg className={styles.icon} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="8.5" cy="8.5" r="5.75" fill="none" stroke="currentColor" strokeWidth="1.75" />
        <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      </svg>
      <input
        type="search"
        className={`${inputClassName} ${styles.input}`}
        placeholder="Search"
        aria-label={label}
        maxLength={maxLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
