import { Field } from './field';
import styles from './textarea.module.css';

export interface TextareaProps {
  id?: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** Shows the counter "{n} characters remaining". */
  maxLength?: number;
  rows?: number;
  placeholder?: string;
  className?: string;
}

/** A labelled multi-line input; grows by dragging its corner, never sideways. */
export function Textarea(props: TextareaProps) {
  const { name, label, value, onChange, onBlur, error, hint, required, disabled, maxLength, rows = 4 } = props;
  return (
    <Field
      id={props.id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      maxLength={maxLength}
      length={value.length}
      className={props.className}
    >
      {(control) => (
        <textarea
          {...control}
          className={styles.textarea}
          name={name}
          rows={rows}
          value={value}
          disabled={disabled}
          placeholder={props.placeholder}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}
