import { getCountries, getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
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
