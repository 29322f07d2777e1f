import { getCountries, getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
// The metadata the library itself loads (one module): which countries share each dial code, main one first.
import metadata from 'libphonenumber-js/metadata.min.json';
import { FormMessages } from '../../lib/form-messages';

export const DEFAULT_PHONE_COUNTRY = 'NZ';

/** "+64" for NZ; "" for a code the phone library does not know. */
export function dialCode(country: string): string {
  return isSupportedCountry(country) ? `+${getCountryCallingCode(country)}` : '';
}

/** docs/product.md#forms-and-validation: only digits and one leading plus are accepted (typed, pasted or dropped). */
export function sanitizePhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return raw.trimStart().startsWith('+') ? `+${digits}` : digits;
}

/** True for "" and for a bare dial code ("+64"): the optional field was left empty. */
export function isBlankPhone(value: string, country: string = DEFAULT_PHONE_COUNTRY): boolean {
  return value === '' || value === '+' || value === dialCode(country);
}

/**
 * Phone rule (docs/product.md#forms-and-validation): empty → null (the field is optional); a number that does not parse or is not
 * valid → invalidPhone; a valid number under another dial code than the chosen country's →
 * phoneCountryMismatch. Countries sharing a dial code (+44 GB/GG/JE/IM, +1 US/CA/…) are not told
 * apart: the bundled metadata is too coarse for that and would flag real GB numbers as Guernsey.
 */
export function phoneError(value: string, country: string): string | null {
  if (isBlankPhone(value.trim(), country)) return null;
  const parsed = parsePhoneNumberFromString(value, isSupportedCountry(country) ? country : undefined);
  if (!parsed?.isValid()) return FormMessages.invalidPhone;
  return `+${parsed.countryCallingCode}` === dialCode(country) ? null : FormMessages.phoneCountryMismatch;
}

/**
 * The country a typed number names by its `+` prefix ("+44 7911…" → GB): `current` while the prefix
 * is its dial code (+44 for Jersey stays Jersey), else the dial code's main country (+1 → US);
 * `current` for a national entry or a prefix no country has (yet).
 */
export function countryOfTyped(typed: string, current: string): string {
  if (!typed.startsWith('+')) return current;
  const digits = typed.slice(1);
  // Dial codes are prefix-free: the first one the digits start with is the one.
  for (let length = 1; length <= Math.min(3, digits.length); length++) {
    const sharing: readonly string[] | undefined = metadata.country_calling_codes[digits.slice(0, length)];
    if (!sharing) continue;
    if (sharing.includes(current)) return current;
    return sharing[0] ?? current;
  }
  return current;
}

/**
 * The number under another country: its national part kept, the dial code changed ("+64 21 123 4567"
 * to Australia → "+61 21 123 4567"); just the new dial code when there is no national part yet.
 */
export function withCountry(value: string, from: string, to: string): string {
  const parsed = value.startsWith('+') ? parsePhoneNumberFromString(value) : undefined;
  const fromCode = dialCode(from);
  const national =
    parsed?.nationalNumber ??
    (fromCode && value.startsWith(fromCode) ? value.slice(fromCode.length) : value.replace(/^\+/, ''));
  return `${dialCode(to)}${national}`;
}

/** A valid national entry ("021 123 4567" with NZ) in E.164 ("+64211234567"); otherwise unchanged. */
export function toE164(value: string, country: string): string {
  if (value === '' || value.startsWith('+') || !isSupportedCountry(country)) return value;
  const parsed = parsePhoneNumberFromString(value, country);
  return parsed?.isValid() ? parsed.number : value;
}

/** The country of a stored number: `current` when it shares the number's dial code, else the number's own. */
export function countryOfPhone(value: string, current?: string): string | undefined {
  if (!value.startsWith('+')) return undefined;
  const parsed = parsePhoneNumberFromString(value);
  if (!parsed) return undefined;
  if (current && `+${parsed.countryCallingCode}` === dialCode(current)) return current;
  return parsed.country;
}

/** Fallback list when the countries catalogue failed to load (docs/product.md#error-messages: catalogue errors → empty). */
export function libraryCountries(): Array<{ code: string; countryName: string }> {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return getCountries()
    .map((code) => ({ code, countryName: names.of(code) ?? code }))
    .sort((a, b) => a.countryName.localeCompare(b.countryName));
}

/** A stored number as people read it: "+64 21 123 4567"; unchanged when it does not parse. */
export function formatPhone(value: string): string {
  return parsePhoneNumberFromString(value)?.formatInternational() ?? value;
}
