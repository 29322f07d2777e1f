import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { inputClassName } from './field';
import styles from './multi-select.module.css';
import { scrollOptionIntoView, useActiveOption } from './use-active-option';

export interface MultiSelectOption<T extends string | number> {
  value: T;
  label: string;
}

interface MultiSelectPanelProps<T extends string | number> {
  label: string;
  options: ReadonlyArray<MultiSelectOption<T>>;
  selected: ReadonlySet<T>;
  max: number;
  onToggle: (value: T) => void;
  /** Escape: close the panel and give focus back to the trigger. */
  onEscape: () => void;
}

/**
 * The open dropdown of MultiSelect: a search box (focused on open) over a multi-selectable listbox.
 * ArrowDown from the search box moves focus into the listbox, where arrows move the active option
 * (aria-activedescendant) and Enter/Space toggle it; typing there goes back to the search box.
 */
export function MultiSelectPanel<T extends string | number>(props: MultiSelectPanelProps<T>) {
  const { label, options, selected, max, onToggle, onEscape } = props;
  const baseId = useId();
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Set while a press puts focus into the list: the pressed option becomes the active one on click.
  const isPressing = useRef(false);
  const needle = query.trim().toLowerCase();
  const visible = needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;
  const { active, setActive, moveByKey } = useActiveOption(visible.length);
  const isFull = selected.size >= max;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const activeId = active >= 0 ? optionId(active) : undefined;

  useEffect(() => searchRef.current?.focus(), []);
  useEffect(() => scrollOptionIntoView(activeId), [activeId]);

  const isDisabled = (option: MultiSelectOption<T>) => isFull && !selected.has(option.value);
  const toggle = (option: MultiSelectOption<T> | undefined) => {
    if (option && !isDisabled(option)) onToggle(option.value);
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault(); // never submit the surrounding form
    if (event.key === 'ArrowDown' && visible.length > 0) {
      event.preventDefault();
      setActive(0);
      listRef.current?.focus();
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      toggle(visible[active]);
    } else if (event.key === 'ArrowUp' && active <= 0) {
      event.preventDefault();
      setActive(-1);
      searchRef.current?.focus();
    } else if (!moveByKey(event) && event.key.length === 1 && !event.ctrlKey && !event.metaKey) {
      searchRef.current?.focus(); // the typed character lands in the search box
    }
  };

  return (
    <div
      className={styles.panel}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onEscape();
      }}
    >
      <input
        ref={searchRef}
        type="search"
        className={inputClassName}
        aria-label={`Search ${label}`}
        placeholder="Search…"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onSearchKeyDown}
      />
      {visible.length === 0 ? (
        <p className={styles.empty}>No matches for “{query.trim()}”</p>
      ) : (
        <ul
          ref={listRef}
          role="listbox"
          aria-label={label}
          aria-multiselectable="true"
          aria-activedescendant={activeId}
          tabIndex={0}
          className={styles.list}
          onKeyDown={onListKeyDown}
          onPointerDown={() => {
            isPressing.current = true;
          }}
          onFocus={() => {
            // Keyboard focus starts on the first option. Focus from a press must not: activating the
            // first option scrolled the list back to the top under the pointer, so the press ended on
            // another option and its click was lost (issue 41; docs/product.md#shared-widgets).
            if (!isPressing.current && active < 0) setActive(0);
            isPressing.current = false;
          }}
        >
          {visible.map((option, index) => (
            <li
              key={String(option.value)}
              id={optionId(index)}
              role="option"
              aria-selected={selected.has(option.value)}
              aria-disabled={isDisabled(option) || undefined}
              className={index === active ? `${styles.option} ${styles.active}` : styles.option}
              onClick={() => {
                setActive(index);
                toggle(option);
              }}
            >
              <span className={styles.check} aria-hidden="true" />
              {option.label}
            </li>
          ))}
        </ul>
      )}
      {isFull && <p className={styles.note}>You can choose up to {max}. Remove one to choose another.</p>}
    </div>
  );
}
