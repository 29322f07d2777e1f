import { Field } from './field';
import styles from './radio-group.module.css';

export interface RadioGroupProps<T extends string> {
  id?: string;
  name: string;
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T | null;
  onChange: (value: T) => void;
  onBlur?: () => void;
  error?: string | null;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  columns?: 1 | 2;
}

/**
 * Native radios in a fieldset (role radiogroup): Tab enters the group once, arrow keys move and
 * choose, exactly as browsers do it.
 */
export function RadioGroup<T extends string>(props: RadioGroupProps<T>) {
  const { name, label, options, value, onChange, onBlur, error, hint, required, disabled, columns = 1 } = props;
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
        <div className={columns === 2 ? `${styles.options} ${styles.two}` : styles.options}>
          {options.map((option, index) => {
            const optionId = `${control.id}-${index}`;
            return (
              <label key={option.value} htmlFor={optionId} className={styles.option}>
                <input
                  id={optionId}
                  className={styles.radio}
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={value === option.value}
                  disabled={disabled}
                  onChange={() => onChange(option.value)}
                  onBlur={onBlur}
                />
                <span>{option.label}</span>
              </label>
            );
          })}
        </div>
      )}
    </Field>
  );
}
