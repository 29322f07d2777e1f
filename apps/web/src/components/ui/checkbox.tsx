import type { ReactNode } from 'react';
import { Field } from './field';
import styles from './checkbox.module.css';

export interface CheckboxProps {
  id?: string;
  name: string;
  /** May hold links, e.g. "I agree to the <a>Terms and conditions</a>". */
  label: ReactNode;
  value: boolean;
  onChange: (value: boolean) => void;
  onBlur?: () => void;
  error?: string | null;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A native checkbox (Space toggles it) with its label beside it and the error below. */
export function Checkbox(props: CheckboxProps) {
  const { name, label, value, onChange, onBlur, error, hint, required, disabled } = props;
  return (
    <Field id={props.id} label={label} hint={hint} error={error} required={required} layout="inline">
      {(control) => (
        <CheckboxBox
          {...control}
          name={name}
          checked={value}
          disabled={disabled}
          onChange={(checked) => onChange(checked)}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}

interface CheckboxBoxProps {
  id: string;
  name: string;
  value?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/** The styled native input, shared with CheckboxGroup. */
export function CheckboxBox({ onChange, ...rest }: CheckboxBoxProps) {
  return (
    <input {...rest} type="checkbox" className={styles.box} onChange={(event) => onChange(event.target.checked)} />
  );
}
