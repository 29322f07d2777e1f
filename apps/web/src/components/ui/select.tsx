import { Field, inputClassName } from './field';
import styles from './select.module.css';

export interface SelectProps<T extends string> {
  name: string;
  label: string;
  options: ReadonlyArray<{ readonly value: T; readonly label: string }>;
  /** null (or "") while nothing is chosen. */
  value: T | '' | null;
  onChange: (value: T | null) => void;
  onBlur?: () => void;
  error?: string | null;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder: string;
}

/**
 * A native select over a fixed list (lead source, headquarters country, employee size, timeline…): the
 * platform's keyboard, type-ahead and mobile picker, in the shared Field markup.
 */
export function Select<T extends string>(props: SelectProps<T>) {
  const { name, label, options, value, onChange, onBlur, error, hint, required, disabled, placeholder } = props;
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <div className={styles.wrap}>
          <select
            {...control}
            className={`${inputClassName} ${styles.select}`}
            name={name}
            value={value ?? ''}
            onChange={(event) => onChange(event.target.value === '' ? null : (event.target.value as T))}
            onBlur={onBlur}
            disabled={disabled}
          >
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </Field>
  );
}
