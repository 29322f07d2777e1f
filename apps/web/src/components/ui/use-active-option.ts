import { useCallback, useState, type KeyboardEvent } from 'react';

/**
 * The "active" option of a listbox driven through aria-activedescendant (MultiSelect, SkillSearch):
 * ArrowUp/ArrowDown/Home/End move it over `count` options; it stays inside the list as it shrinks.
 */
export function useActiveOption(count: number) {
  const [rawActive, setActive] = useState(-1);
  const active = Math.min(rawActive, count - 1);

  /** Handles a navigation key; returns true (and prevents the default) when it did. */
  const moveByKey = useCallback(
    (event: KeyboardEvent): boolean => {
      if (count === 0) return false;
      let next: number;
      switch (event.key) {
        case 'ArrowDown':
          next = active < 0 ? 0 : Math.min(active + 1, count - 1);
          break;
        case 'ArrowUp':
          next = Math.max(active - 1, 0);
          break;
        case 'Home':
          next = 0;
          break;
        case 'End':
          next = count - 1;
          break;
        default:
          return false;
      }
      event.preventDefault();
      setActive(next);
      return true;
    },
    [active, count],
  );

  return { active, setActive, moveByKey };
}

/** Keeps the active option visible in a scrolling list (jsdom has no scrollIntoView). */
export function scrollOptionIntoView(id: string | undefined): void {
  if (!id) return;
  const element = document.getElementById(id);
  if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' });
}
