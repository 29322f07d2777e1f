import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

/** The ARIA wiring a field widget spreads on its control (or, for groups, on each option). */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  id?: string;
  label: ReactNode;
  hint?: string;
  error?: string | null;
  required?: boolean;
  /** With maxLength: shows "{n} characters remaining" for the current length. */
  maxLength?: number;
  length?: number;
  /** stack: label above; inline: control then label (checkbox); group: fieldset + legend. */
  layout?: 'stack' | 'inline' | 'group';
  /** group only: "radiogroup" makes the fieldset carry the radio group's state. */
  groupRole?: 'radiogroup';
  className?: string;
  children: (control: FieldControlProps, labelId: string) => ReactNode;
}

/** The style of a single-line control (input, select, trigger button), for widgets elsewhere. */
export const inputClassName = styles.input ?? '';

/** One markup for every field widget: label (+ required *), hint, control, error and counter. */
export function Field(props: FieldProps) {
  const { label, error, required, maxLength, length = 0, layout = 'stack', groupRole, children } = props;
  // A number field's error is its rule, often its hint word for word: said once, as the error.
  const hint = props.hint === error ? undefined : props.hint;
  const autoId = useId();
  const id = props.id ?? autoId;
  const ids = { label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error`, counter: `${id}-counter` };
  const hasCounter = maxLength !== undefined;
  const describedBy = [error && ids.error, hint && ids.hint, hasCounter && ids.counter].filter(Boolean).join(' ');
  const isGroup = layout === 'group';
  const control: FieldControlProps = { id };
  if (describedBy && !isGroup) control['aria-describedby'] = describedBy;
  if (error) control['aria-invalid'] = true;
  if (required && !isGroup) control['aria-required'] = true;

  const star = required ? (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  ) : null;
  const hintText = hint ? (
    <p id={ids.hint} className={styles.hint}>
      {hint}
    </p>
  ) : null;
  const messages =
    error || hasCounter ? (
      <div className={styles.messages}>
        {error ? (
          <p id={ids.error} className={styles.error}>
            {error}
          </p>
        ) : null}
        {hasCounter ? (
          <p id={ids.counter} className={styles.counter}>
            {Math.max(0, maxLength - length)} characters remaining
          </p>
        ) : null}
      </div>
    ) : null;
  const className = [styles.field, props.className].filter(Boolean).join(' ');

  if (isGroup) {
    const isRadio = groupRole === 'radiogroup';
    return (
      <fieldset
        className={`${className} ${styles.fieldset}`}
        role={groupRole}
        aria-labelledby={ids.label}
        aria-describedby={describedBy || undefined}
        aria-invalid={isRadio && error ? true : undefined}
        aria-required={isRadio && required ? true : undefined}
      >
        <legend id={ids.label} className={styles.label}>
          {label}
          {star}
          {required && !isRadio ? <span className="visually-hidden"> (required)</span> : null}
        </legend>
        {hintText}
        {children(control, ids.label)}
        {messages}
      </fieldset>
    );
  }

  const labelElement =
    layout === 'inline' ? (
      <label id={ids.label} htmlFor={id} className={styles.inlineLabel}>
        {label}
        {star}
      </label>
    ) : (
      <span className={styles.labelRow}>
        <label id={ids.label} htmlFor={id} className={styles.label}>
          {label}
        </label>
        {star}
      </span>
    );
  return (
    <div className={className}>
      {layout === 'inline' ? (
        <div className={styles.inline}>
          {children(control, ids.label)}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {hintText}
          {children(control, ids.label)}
        </>
      )}
      {layout === 'inline' ? hintText : null}
      {messages}
    </div>
  );
}
