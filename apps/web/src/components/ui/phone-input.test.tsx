import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormMessages } from '../../lib/form-messages';
import { PhoneInput, isBlankPhone, phoneError } from './phone-input';
import { countryOfTyped } from './phone-rules';

const COUNTRIES = [
  { code: 'AU', countryName: 'Australia' },
  { code: 'NZ', countryName: 'New Zealand' },
  { code: 'GB', countryName: 'United Kingdom' },
];

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  const [country, setCountry] = useState<string | undefined>(undefined);
  return (
    <>
      <PhoneInput
        name="mobileNumber"
        label="Mobile number"
        countries={COUNTRIES}
        value={value}
        onChange={setValue}
        onCountryChange={setCountry}
      />
      <output data-testid="value">{value}</output>
      <output data-testid="country">{country}</output>
    </>
  );
}

const number = () => screen.getByRole('textbox', { name: /Mobile number/ });
const countrySelect = () => screen.getByRole('combobox', { name: 'Mobile number: country' });

describe('PhoneInput', () => {
  it('starts on New Zealand and shows its dial code +64', () => {
    render(<Harness />);
    expect(countrySelect()).toHaveValue('NZ');
    expect(screen.getByRole('option', { name: 'New Zealand (+64)', selected: true })).toBeInTheDocument();
    expect(screen.getByText('+64')).toBeVisible();
    expect(number()).toHaveAttribute('placeholder', '+64');
  });

  it('sets the value to the dial code when a country is chosen', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.selectOptions(countrySelect(), 'Australia (+61)');
    expect(number()).toHaveValue('+61');
    expect(screen.getByTestId('value')).toHaveTextContent('+61');
    expect(screen.getByTestId('country')).toHaveTextContent('AU');
  });

  it('drops letters and symbols, keeping digits and one leading plus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(number(), '+6a4b2-1 1x2+3');
    expect(number()).toHaveValue('+6421123');
    await user.clear(number());
    await user.click(number());
    await user.paste('+64 (21) 123-4567');
    expect(number()).toHaveValue('+64211234567');
  });

  it('takes a valid national number as E.164 while it is typed, and shows it as the profile does once left', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(number(), '021 123 4567');
    expect(number()).toHaveValue('0211234567');
    expect(screen.getByTestId('value')).toHaveTextContent('+64211234567');
    await user.tab();
    expect(screen.getByTestId('value')).toHaveTextContent('+64211234567');
    expect(number()).toHaveValue('+64 21 123 4567');
    await user.click(number());
    expect(number()).toHaveValue('+64211234567');
  });

  it('takes the country of a number set from outside', () => {
    render(<Harness initial="+61412345678" />);
    expect(countrySelect()).toHaveValue('AU');
  });

  it('follows a number loaded later (a profile reset into the form)', () => {
    const props = { name: 'mobileNumber', label: 'Mobile number', countries: COUNTRIES, onChange: () => {} };
    const { rerender } = render(<PhoneInput {...props} value="" />);
    expect(countrySelect()).toHaveValue('NZ');
    rerender(<PhoneInput {...props} value="+61412345678" />);
    expect(countrySelect()).toHaveValue('AU');
  });

  it('follows the country of a typed + prefix, so a valid foreign number is no mismatch', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(number(), '+44 7911 123456');
    expect(countrySelect()).toHaveValue('GB');
    expect(screen.getByTestId('country')).toHaveTextContent('GB');
    expect(screen.getByTestId('value')).toHaveTextContent('+447911123456');
    expect(phoneError('+447911123456', 'GB')).toBeNull();
  });

  it('keeps the national number when another country is picked', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(number(), '021 123 4567');
    await user.selectOptions(countrySelect(), 'Australia (+61)');
    expect(screen.getByTestId('value')).toHaveTextContent('+61211234567');
    expect(number()).toHaveValue('+61 2 1123 4567');
    await user.selectOptions(countrySelect(), 'New Zealand (+64)');
    expect(screen.getByTestId('value')).toHaveTextContent('+64211234567');
  });
});

describe('countryOfTyped', () => {
  it('names the country of the dial code typed, keeping the current one when it shares the code', () => {
    expect(countryOfTyped('+447911123456', 'NZ')).toBe('GB');
    expect(countryOfTyped('+447911123456', 'JE')).toBe('JE');
    expect(countryOfTyped('+1415', 'NZ')).toBe('US');
    expect(countryOfTyped('+1416', 'CA')).toBe('CA');
    expect(countryOfTyped('+6', 'NZ')).toBe('NZ');
    expect(countryOfTyped('0211234567', 'AU')).toBe('AU');
  });
});

describe('phoneError', () => {
  it('is null for an empty value or a bare dial code (the field is optional)', () => {
    expect(phoneError('', 'NZ')).toBeNull();
    expect(phoneError('+64', 'NZ')).toBeNull();
    expect(isBlankPhone('+64', 'NZ')).toBe(true);
  });

  it('rejects a number that is not valid', () => {
    expect(phoneError('+6421', 'NZ')).toBe(FormMessages.invalidPhone);
    expect(phoneError('+64abc', 'NZ')).toBe(FormMessages.invalidPhone);
  });

  it('reports a valid number of another country than the chosen one', () => {
    expect(phoneError('+61412345678', 'NZ')).toBe(FormMessages.phoneCountryMismatch);
  });

  it('accepts a valid number of the chosen country', () => {
    expect(phoneError('+64211234567', 'NZ')).toBeNull();
    expect(phoneError('+61412345678', 'AU')).toBeNull();
    // The bundled metadata files this GB mobile under Guernsey: a shared dial code is no mismatch.
    expect(phoneError('+447911123456', 'GB')).toBeNull();
  });
});
