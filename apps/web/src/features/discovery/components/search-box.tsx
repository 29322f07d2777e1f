import { DISCOVERY_QUERY_MAX } from '@fractional/contract';
import { useCallback, useId } from 'react';
import { inputClassName } from '../../../components/ui/field';
import { normalizeWords } from '../filter-rules';
import { useTypedText } from '../hooks/use-typed-text';
import styles from './expert-search.module.css';

/** The words: kept as typed, written to the URL (replacing the entry) once typing pauses, or at once on Enter. */
export function SearchBox({ words, onWords }: { words: string; onWords: (words: string) => void }) {
  const id = useId();
  const box = useTypedText(words, onWords, normalizeWords);
  const commit = useCallback(() => {
    const value = normalizeWords(box.text);
    if (value !== words) onWords(value);
  }, [box.text, words, onWords]);
  return (
    <form
      role="search"
      className={styles.searchForm}
      onSubmit={(event) => {
        event.preventDefault();
        commit();
      }}
    >
      <label htmlFor={id} className={styles.searchLabel}>
        Search experts
      </label>
      <input
        id={id}
        type="search"
        name="q"
        className={inputClassName}
        value={box.text}
        maxLength={DISCOVERY_QUERY_MAX}
        placeholder="e.g. fractional CFO, SaaS pricing"
        onChange={(event) => box.setText(event.target.value)}
      />
    </form>
  );
}
