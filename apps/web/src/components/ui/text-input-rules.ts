import type { HTMLAttributes } from 'react';

/** Input modes (docs/product.md#forms-and-validation): which characters a TextInput accepts and how decimals show. */
export type TextInputMode = 'text' | 'number' | 'decimal' | 'alphanumeric';

const NOT_DIGIT = /\D/g;
const NOT_ALPHANUMERIC = /[^\p{L}\p{N}]/gu;

/** True when a typed or pasted piece of text contains a character the mode refuses. */
export function hasForbiddenCharacters(text: string, mode: TextInputMode): boolean {
  switch (mode) {
    case 'number':
      return /\D/.test(text);
    case 'decimal':
      return /[^\d.,]/.test(text);
    case 'alphanumeric':
      return /[^\p{L}\p{N}]/u.test(text);
    case 'text':
      return false;
  }
}

/** Digits and one dot, at most `decimals` digits after it; grouping commas are dropped. */
export function sanitizeDecimal(raw: string, decimals: number): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  if (dot < 0) return cleaned;
  const fraction = cleaned.slice(dot + 1).replace(/\./g, '');
  return decimals > 0 ? `${cleaned.slice(0, dot)}.${fraction.slice(0, decimals)}` : cleaned.slice(0, dot);
}

/** The value a mode keeps from whatever reached the input (typed, pasted, dropped, autofilled). */
export function sanitizeValue(raw: string, mode: TextInputMode, decimals: number): string {
  switch (mode) {
    case 'number':
      return raw.replace(NOT_DIGIT, '');
    case 'decimal':
      return sanitizeDecimal(raw, decimals);
    case 'alphanumeric':
      return raw.replace(NOT_ALPHANUMERIC, '');
    case 'text':
      return raw;
  }
}

/** The keyboard a phone shows for each mode. */
export function inputModeFor(mode: TextInputMode, type: string): HTMLAttributes<HTMLInputElement>['inputMode'] {
  if (mode === 'number') return 'numeric';
  if (mode === 'decimal') return 'decimal';
  if (type === 'email' || type === 'tel' || type === 'url') return type;
  return undefined;
}
