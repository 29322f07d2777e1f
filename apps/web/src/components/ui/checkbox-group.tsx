import { Field } from './field';
import { CheckboxBox } from './checkbox';
import { TextInput } from './text-input';
import styles from './checkbox-group.module.css';

export interface CheckboxGroupProps<T extends string> {
  id?: string;
  name: string;
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T[];
  onChange: (value: T[]) => void;
  onBlur?: () => void;
  error?: string | null;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** Once this many are chosen, the others are disabled. */
  max?: number;
  /** The option that reveals a text box ("Other"); unchecking it clears the text. */
  otherValue?: T;
  otherText?: string;
  onOtherTextChange?: (text: string) => void;
  otherLabel?: string;
  otherError?: string | null;
  otherMaxLength?: number;
}

/** Native checkboxes in a fieldset, in the options' order, with an optional cap and "Other" text. */
export function CheckboxGroup<T extends string>(props: CheckboxGroupProps<T>) {
  const { name, label, options, value, onChange, onBlur, error, hint, required, disabled, max } = props;
  const { otherValue, otherText = '', onOtherTextChange, otherLabel = 'Please specify', otherError } = props;
  const isFull = max !== undefined && value.length >= max;
  const isOtherChosen = otherValue !== undefined && value.includes(otherValue);

  const toggle = (option: T, checked: boolean) => {
    const chosen = new Set(value);
    if (checked) chosen.add(option);
    else chosen.delete(option);
    // Keep the options' order so the stored list does not depend on click order.
    onChange(options.map((o) => o.value).filter((v) => chosen.has(v)));
    if (!checked && option === otherValue) onOtherTextChange?.('');
  };

  return (
    <Field id={props.id} label={label} hint={hint} error={error} required={required} layout="group">
      {(control) => (
        <div className={styles.group}>
          <ul className={styles.options}>
            {options.map((option, index) => {
              const optionId = `${control.id}-${index}`;
              const checked = value.includes(option.value);
              const isDisabled = disabled || (isFull && !checked);
              return (
                <li key={option.value} className={isDisabled ? `${styles.option} ${styles.disabled}` : styles.option}>
                  <CheckboxBox
                    id={optionId}
                    name={name}
                    value={option.value}
                    checked={checked}
                    disabled={isDisabled}
                    aria-invalid={control['aria-invalid']}
                    onChange={(isChecked) => toggle(option.value, isChecked)}
                    onBlur={onBlur}
                  />
                  <label htmlFor={optionId}>{option.label}</label>
                </li>
              );
            })}
          </ul>
          {isFull ? <p className={styles.note}>You can choose up to {max}. Uncheck one to choose another.</p> : null}
          {isOtherChosen ? (
            <TextInput
              id={`${control.id}-other`}
              name={`${name}Other`}
              label={otherLabel}
              value={otherText}
              onChange={(text) => onOtherTextChange?.(text)}
              error={otherError}
              required
              disabled={disabled}
              maxLength={props.otherMaxLength}
              className={styles.other}
            />
          ) : null}
        </div>
      )}
    </Field>
  );
}
