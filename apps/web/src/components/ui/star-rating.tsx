import type { KeyboardEvent } from 'react';
import { Field } from './field';
import styles from './star-rating.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

export interface StarRatingProps {
  id?: string;
  name: string;
  label: string;
  /** 0 while nothing is chosen. */
  value: number;
  onChange: (value: number) => void;
  error?: string | null;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
}

/** "1 star", "4 stars". */
export function starsText(value: number): string {
  return value === 1 ? '1 star' : `${value} stars`;
}

/**
 * 1–5 stars as native radios in a fieldset (role radiogroup): Tab enters the group once, the arrow keys
 * move and choose as in any radio group, Home and End choose 1 and 5. The stars up to the choice light up.
 */
export function StarRating(props: StarRatingProps) {
  const { name, label, value, onChange, error, hint, required, disabled } = props;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || (event.key !== 'Home' && event.key !== 'End')) return;
    event.preventDefault();
    const star = event.key === 'Home' ? 1 : 5;
    onChange(star);
    event.currentTarget.querySelector<HTMLInputElement>(`input[value="${star}"]`)?.focus();
  };
  return (
    <Field
      id={props.id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      layout="group"
      groupRole="radiogroup"
    >
      {(control) => (
        <div className={styles.stars} onKeyDown={onKeyDown}>
          {STARS.map((star) => (
            <label key={star} className={styles.star} htmlFor={`${control.id}-${star}`}>
              <input
                id={`${control.id}-${star}`}
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                disabled={disabled}
                onChange={() => onChange(star)}
                aria-label={starsText(star)}
              />
              <span aria-hidden="true" className={star <= value ? styles.on : undefined}>
                ★
              </span>
            </label>
          ))}
          <span className={styles.value} aria-hidden="true">
            {value > 0 ? `${value} of 5` : ''}
          </span>
        </div>
      )}
    </Field>
  );
}
