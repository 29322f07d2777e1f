import { type Country } from '@fractional/contract';
import { useId, useMemo, useState } from 'react';
import { Field } from './field';
import styles from './phone-input.module.css';
import {
  countryOfPhone,
  countryOfTyped,
  DEFAULT_PHONE_COUNTRY,
  dialCode,
  formatPhone,
  libraryCountries,
  sanitizePhone,
  toE164,
  withCountry,
} from './phone-rules';

export { countryOfPhone, isBlankPhone, phoneError } from './phone-rules';

export interface PhoneInputProps {
  id?: string;
  name: string;
  label: string;
  /** E.164 ("+64211234567"), a bare dial code ("+64") or "". */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** GET /api/v1/ref-countries; when empty (catalogue failed) the phone library's list is used. */
  countries: Country[];
  /**
   * The chosen country (ISO code), to validate with phoneError(value, country). When given, the caller
   * owns it (start it with countryOfPhone(saved) ?? 'NZ'); when omitted the widget keeps it, following
   * numbers set from outside. onCountryChange reports the user's choice either way.
   */
  country?: string;
  onCountryChange?: (country: string) => void;
  error?: string | null;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * Phone input (docs/product.md#forms-and-validation): a country select (default NZ) beside the number; digits and a leading + only.
 * Out of focus the number reads in international format, as on the profile page (formatPhone).
 */
export function PhoneInput(props: PhoneInputProps) {
  const { id, name, label, value, onChange, onBlur, countries, error, hint, required, disabled } = props;
  const { onCountryChange } = props;
  const [ownCountry, setOwnCountry] = useState<string>(() => countryOfPhone(value) ?? DEFAULT_PHONE_COUNTRY);
  const [seenValue, setSeenValue] = useState(value);
  /** What the person is typing (digits as typed) while the box has focus; null otherwise. */
  const [draft, setDraft] = useState<string | null>(null);
  const countryId = useId();
  const choices = useMemo(
    () => (countries.length > 0 ? countries : libraryCountries()).filter((item) => dialCode(item.code) !== ''),
    [countries],
  );

  // A value set from outside (a profile loaded into the form) brings its own country along.
  if (value !== seenValue) {
    setSeenValue(value);
    const fromValue = countryOfPhone(value, ownCountry);
    if (fromValue) setOwnCountry(fromValue);
  }
  const country = props.country ?? ownCountry;

  const emit = (next: string) => {
    setSeenValue(next);
    onChange(next);
  };
  const setCountry = (code: string) => {
    setOwnCountry(code);
    onCountryChange?.(code);
  };
  // Picking a country keeps the national number typed so far, under the new dial code.
  const chooseCountry = (code: string) => {
    setCountry(code);
    emit(withCountry(value, country, code));
  };

  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <div className={styles.row}>
          <div className={styles.country}>
            <span className={styles.countryCode} aria-hidden="true">
              {country}
            </span>
            <span className={styles.dial} aria-hidden="true">
              {dialCode(country)}
            </span>
            <span className={styles.chevron} aria-hidden="true" />
            <select
              id={countryId}
              className={styles.select}
              aria-label={`${label}: country`}
              value={country}
              disabled={disabled}
              onChange={(event) => chooseCountry(event.target.value)}
            >
              {!choices.some((item) => item.code === country) && <option value={country}>{country}</option>}
              {choices.map((item) => (
                <option key={item.code} value={item.code}>
                  {`${item.countryName} (${dialCode(item.code)})`}
                </option>
              ))}
            </select>
          </div>
          <input
            {...control}
            type="tel"
            name={name}
            className={styles.number}
            inputMode="tel"
            autoComplete="tel"
            placeholder={dialCode(country)}
            // Digits as typed while typing; otherwise as the profile page shows it ("+64 21 123 4567").
            value={draft ?? formatPhone(value)}
            disabled={disabled}
            onChange={(event) => {
              const typed = sanitizePhone(event.target.value);
              setDraft(typed);
              // The country follows a typed + prefix ("+44 7911 123456" picks the United Kingdom).
              const typedCountry = countryOfTyped(typed, country);
              if (typedCountry !== country) setCountry(typedCountry);
              // A valid national entry ("021 123 4567") is the E.164 number at once: the form is valid
              // (Save enabled) without leaving the box first.
              emit(toE164(typed, typedCountry));
            }}
            onFocus={(event) => {
              setDraft(value);
              // Tabbing in selects the whole entry, and typing would wipe the dial code: caret to the end.
              const input = event.currentTarget;
              const length = input.value.length;
              if (length > 0 && input.selectionStart === 0 && input.selectionEnd === length) {
                input.setSelectionRange(length, length);
              }
            }}
            onBlur={() => {
              setDraft(null);
              onBlur?.();
            }}
          />
        </div>
      )}
    </Field>
  );
}
