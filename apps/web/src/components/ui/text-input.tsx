import { useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import { DECIMALS } from '@fractional/contract';
import { Field, inputClassName } from './field';
import { groupThousands } from '../../lib/format-number';
import { hasForbiddenCharacters, inputModeFor, sanitizeValue, type TextInputMode } from './text-input-rules';

export type { TextInputMode } from './text-input-rules';

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
  /** docs/product.md#forms-and-validation: number = digits only; decimal = digits and one dot, grouped on blur; alphanumeric. */
  mode?: TextInputMode;
  /** Decimal mode: digits allowed after the dot. */
  decimals?: number;
  /** Shows the counter "{n} characters remaining". */
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
  className?: string;
}

/** A labelled single-line input. The value never holds grouping commas: they are only shown. */
export function TextInput(props: TextInputProps) {
  const { name, label, value, onChange, onBlur, error, hint, required, disabled, maxLength } = props;
  const { type = 'text', mode = 'text', decimals = DECIMALS, placeholder, autoComplete } = props;
  const [isFocused, setFocused] = useState(false);
  const isDecimal = mode === 'decimal';
  const shown = isDecimal && !isFocused ? groupThousands(value) : value;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key, ctrlKey, metaKey, altKey, currentTarget } = event;
    if (key.length !== 1 || ctrlKey || metaKey || altKey) return; // navigation, editing, shortcuts
    const selected = currentTarget.value.slice(currentTarget.selectionStart ?? 0, currentTarget.selectionEnd ?? 0);
    const isSecondDot = key === '.' && isDecimal && value.includes('.') && !selected.includes('.');
    if (key === ',' || isSecondDot || hasForbiddenCharacters(key, mode)) event.preventDefault();
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
          onChange={(event) => onChange(sanitizeValue(event.target.value, mode, decimals))}
          onKeyDown={mode === 'text' ? undefined : onKeyDown}
          onPaste={mode === 'text' ? undefined : (event) => refuseForbidden(event.clipboardData.getData('text'), event)}
          onDrop={mode === 'text' ? undefined : (event) => refuseForbidden(event.dataTransfer.getData('text'), event)}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            if (isDecimal && value.endsWith('.')) onChange(value.slice(0, -1));
            onBlur?.();
          }}
        />
      )}
    </Field>
  );
}
