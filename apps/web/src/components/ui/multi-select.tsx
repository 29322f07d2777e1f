import { ROLES_MAX } from '@fractional/contract';
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { Badge } from './badge';
import { Field, inputClassName } from './field';
import { MultiSelectPanel, type MultiSelectOption } from './multi-select-panel';
import styles from './multi-select.module.css';

export type { MultiSelectOption } from './multi-select-panel';

export interface MultiSelectProps<T extends string | number> {
  id?: string;
  name: string;
  label: string;
  options: ReadonlyArray<MultiSelectOption<T>>;
  value: T[];
  onChange: (value: T[]) => void;
  onBlur?: () => void;
  error?: string | null;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** Default 5: roles, expertise and skills all cap at 5 (docs/product.md#options-and-limits). */
  max?: number;
  placeholder?: string;
}

/**
 * Searchable multi-select (docs/product.md#shared-widgets): a button summarising "N item(s) selected" opens a listbox with a
 * search box; chosen items also show as removable badges. Escape and an outside click close it.
 */
export function MultiSelect<T extends string | number>(props: MultiSelectProps<T>) {
  const { id, name, label, options, value, onChange, onBlur, error, hint, required, disabled } = props;
  const { max = ROLES_MAX, placeholder = 'Select…' } = props;
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const summaryId = useId();
  const selected = new Set(value);
  const chosen = options.filter((option) => selected.has(option.value));

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const toggle = (item: T) => {
    if (selected.has(item)) onChange(value.filter((v) => v !== item));
    else if (value.length < max) onChange([...value, item]);
  };
  const remove = (item: T) => {
    onChange(value.filter((v) => v !== item));
    triggerRef.current?.focus(); // the badge's button is gone: keep focus in the field
  };
  const onFocusLeave = (event: FocusEvent) => {
    if (rootRef.current?.contains(event.relatedTarget)) return;
    setOpen(false);
    onBlur?.();
  };

  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      {/* aria-required is not allowed on a button: the summary reads "required" instead. */}
      {({ 'aria-required': _notForButtons, ...control }, labelId) => (
        <div ref={rootRef} className={styles.root} onBlur={onFocusLeave}>
          <div className={styles.anchor}>
            <button
              {...control}
              ref={triggerRef}
              type="button"
              name={name}
              className={`${inputClassName} ${styles.trigger}`}
              disabled={disabled}
              aria-haspopup="listbox"
              aria-expanded={isOpen}
              aria-controls={isOpen ? panelId : undefined}
              aria-labelledby={`${labelId} ${summaryId}`}
              onClick={() => setOpen((open) => !open)}
              onKeyDown={(event) => {
                if (event.key !== 'ArrowDown' || isOpen) return;
                event.preventDefault();
                setOpen(true);
              }}
            >
              <span id={summaryId} className={value.length === 0 ? styles.placeholder : undefined}>
                {value.length === 0 ? placeholder : `${value.length} item(s) selected`}
                {required && <span className="visually-hidden">, required</span>}
              </span>
              <span className={styles.chevron} aria-hidden="true" />
            </button>
            {isOpen && (
              <div id={panelId}>
                <MultiSelectPanel
                  label={label}
                  options={options}
                  selected={selected}
                  max={max}
                  onToggle={toggle}
                  onEscape={() => {
                    setOpen(false);
                    triggerRef.current?.focus();
                  }}
                />
              </div>
            )}
          </div>
          {chosen.length > 0 && (
            <ul className={styles.badges} aria-label={`Chosen ${label}`}>
              {chosen.map((option) => (
                <li key={String(option.value)}>
                  <Badge tone="brand" onRemove={disabled ? undefined : () => remove(option.value)}>
                    {option.label}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Field>
  );
}
