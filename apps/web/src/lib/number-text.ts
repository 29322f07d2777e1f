/**
 * Numbers as typed in a form (docs/product.md#forms-and-validation, "Numbers"): the text is kept as
 * typed and read here; what cannot be read is NaN, which the field's rule reports in its own words.
 *
 * - digits with an optional dot and decimals: `40000`, `40000.5`, `.5`;
 * - English thousands grouping: a comma followed by exactly three digits, `40,000` or `1,234,567.89`;
 * - where decimals are allowed (`decimalComma`), one comma followed by one or two digits is the
 *   decimal separator: `1,5` is 1.5, `7,25` is 7.25;
 * - a leading minus is read, so a range rule can say the value is too small;
 * - anything else (letters, currency signs, `1e1`, `1.500,50`, `1,5000`, two signs) is refused, never
 *   guessed at: `£40k–£60k` is NaN, not 4060.
 */
export interface NumberTextOptions {
  /** Decimals are allowed: a comma with one or two digits after it is a decimal comma. */
  decimalComma?: boolean;
}

const PLAIN = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;
const GROUPED = /^-?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
const DECIMAL_COMMA = /^-?\d+,\d{1,2}$/;

/** The number `text` means: undefined when nothing was typed, NaN when it cannot be read. */
export function numberFromText(text: string, options: NumberTextOptions = {}): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (PLAIN.test(trimmed)) return Number(trimmed);
  if (GROUPED.test(trimmed)) return Number(trimmed.replace(/,/g, ''));
  if (options.decimalComma && DECIMAL_COMMA.test(trimmed)) return Number(trimmed.replace(',', '.'));
  return Number.NaN;
}
