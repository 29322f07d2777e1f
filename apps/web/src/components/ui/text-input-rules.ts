import type { HTMLAttributes } from 'react';

/** Input modes (docs/product.md#forms-and-validation): which characters a TextInput accepts and how decimals show. */
export type TextInputMode = 'text' | 'number' | 'decimal' | 'alphanumeric';

const NOT_ALPHANUMERIC = /[^\p{L}\p{N}]/gu;
const NOT_ALPHANUMERIC_ONE = /[^\p{L}\p{N}]/u;

/**
 * True when a typed or pasted piece of text contains a character the mode refuses. Only alphanumeric
 * refuses characters: number and decimal keep what was typed, since dropping a character turns "2.5"
 * into 25 (docs/product.md#forms-and-validation, "Numbers").
 */
export function hasForbiddenCharacters(text: string, mode: TextInputMode): boolean {
  return mode === 'alphanumeric' && NOT_ALPHANUMERIC_ONE.test(text);
}

/** The value a mode keeps from whatever reached the input (typed, pasted, dropped, autofilled). */
export function sanitizeValue(raw: string, mode: TextInputMode): string {
  return mode === 'alphanumeric' ? raw.replace(NOT_ALPHANUMERIC, '') : raw;
}

/** The keyboard a phone shows for each mode. */
export function inputModeFor(mode: TextInputMode, type: string): HTMLAttributes<HTMLInputElement>['inputMode'] {
  if (mode === 'number') return 'numeric';
  if (mode === 'decimal') return 'decimal';
  if (type === 'email' || type === 'tel' || type === 'url') return type;
  return undefined;
}
