import { useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import { Field, inputClassName } from './field';
import { groupThousands } from '../../lib/format-number';
import { hasForbiddenCharacters, inputModeFor, sanitizeValue, type TextInputMode } from './text-input-rules';

export type { TextInputMode } from './text-input-rules';

const PLAIN_AMOUNT = /^\d+(?:\.\d+)?$/;

export interface TextInputProps {
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
  type?: 'text' | 'email' | 'password' | 'url' | 'tel';
  /**
   * docs/product.md#forms-and-validation: number and decimal keep the text as typed (the form's rule
   * reads it and says what is wrong, lib/number-text.ts) with a numeric keyboard; decimal shows plain
   * amounts grouped by thousands when left; alphanumeric refuses other characters.
   */
  mode?: TextInputMode;
  /** Shows the counter "{n} characters remaining". */
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
  className?: string;
}

/** A labelled single-line input. A number is held as typed: a refused character never makes it another number. */
export function TextInput(props: TextInputProps) {
  const { name, label, value, onChange, onBlur, error, hint, required, disabled, maxLength } = props;
  const { type = 'text', mode = 'text', placeholder, autoComplete } = props;
  const [isFocused, setFocused] = useState(false);
  const isDecimal = mode === 'decimal';
  // Only a plain amount is shown grouped; anything else stays exactly as typed, beside its error.
  const shown = isDecimal && !isFocused && PLAIN_AMOUNT.test(value) ? groupThousands(value) : value;
  const filters = mode === 'alphanumeric';

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key, ctrlKey, metaKey, altKey } = event;
    if (key.length !== 1 || ctrlKey || metaKey || altKey) return; // navigation, editing, shortcuts
    if (hasForbiddenCharacters(key, mode)) event.preventDefault();
  };
  const refuseForbidden = (text: string, event: ClipboardEvent | DragEvent) => {
    if (hasForbiddenCharacters(text, mode)) event.preventDefault();
  };

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
        <input
          {...control}
          className={inputClassName}
          name={name}
          type={type}
          value={shown}
          disabled={disabled}
          placeholder={placeholder}
          autoComplete={autoComplete}
          maxLength={maxLength}
          inputMode={inputModeFor(mode, type)}
          onChange={(event) => onChange(sanitizeValue(event.target.value, mode))}
          onKeyDown={filters ? onKeyDown : undefined}
          onPaste={filters ? (event) => refuseForbidden(event.clipboardData.getData('text'), event) : undefined}
          onDrop={filters ? (event) => refuseForbidden(event.dataTransfer.getData('text'), event) : undefined}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            onBlur?.();
          }}
        />
      )}
    </Field>
  );
}
