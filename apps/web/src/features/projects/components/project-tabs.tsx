import { ProjectStatuses } from '@fractional/contract';
import { useRef, type KeyboardEvent } from 'react';
import type { StatusTab } from '../hooks/use-project-list-view';
import styles from './project-tabs.module.css';

/** The tab bar of docs/product.md#client-area, in its order: All, Active, Completed, Not Started. */
const TABS: ReadonlyArray<{ value: StatusTab; label: string }> = [
  { value: 'all', label: 'All' },
  ...(['active', 'completed', 'not_started'] as const).map((value) => ({
    value,
    label: ProjectStatuses.labels[value],
  })),
];

export interface ProjectTabsProps {
  value: StatusTab;
  onChange: (value: StatusTab) => void;
  /** Prefix of the tabs' ids (see tabIdOf). */
  idPrefix: string;
  /** The id of the panel the tabs filter. */
  panelId: string;
}

/** The id of a tab, so the panel can name the selected one. */
export const tabIdOf = (idPrefix: string, value: StatusTab) => `${idPrefix}-${value}`;

/** A tab list (WAI-ARIA tabs: arrow keys, Home and End move and select) filtering projects by status. */
export function ProjectTabs({ value, onChange, idPrefix, panelId }: ProjectTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((tab) => tab.value === value);
    const last = TABS.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const targetIndex = next[event.key];
    const target = targetIndex === undefined ? undefined : TABS[targetIndex];
    if (targetIndex === undefined || !target) return;
    event.preventDefault();
    onChange(target.value);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[targetIndex]?.focus();
  };

  return (
    <div ref={listRef} role="tablist" aria-label="Project status" className={styles.tabs} onKeyDown={onKeyDown}>
      {TABS.map((tab) => {
        const isSelected = tab.value === value;
        return (
          <button
            key={tab.value}
            id={tabIdOf(idPrefix, tab.value)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
