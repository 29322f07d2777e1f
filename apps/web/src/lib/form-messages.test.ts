import { LoginSchema, RegisterSchema } from '@fractional/contract';
import { describe, expect, it } from 'vitest';
import { FormMessages, formIssueMessage, friendlyServerMessage, invalidSubmitMessage } from './form-messages';

const messagesOf = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('formIssueMessage', () => {
  it('words the contract rules as the forms show them', () => {
    const result = LoginSchema.safeParse({ email: 'not-an-email', password: '' }, { error: formIssueMessage });
    expect(messagesOf(result)).toEqual({ email: FormMessages.email, password: FormMessages.required });
  });

  it('says required for missing values and names the limits', () => {
    const result = RegisterSchema.pick({ firstName: true, password: true, description: true }).safeParse(
      { password: 'short', description: 'x'.repeat(201) },
      { error: formIssueMessage },
    );
    expect(messagesOf(result)).toEqual({
      firstName: 'This field is required.',
      password: 'Minimum length is 8 characters.',
      description: 'Maximum length is 200 characters.',
    });
  });
});

describe('friendlyServerMessage', () => {
  it.each([
    ['emailNotExists', 'Account does not exist.'],
    ['emailAlreadyExists', 'This email already exists in our system.'],
    ['incorrectPassword', 'Incorrect username or password.'],
    ['notFound', 'Incorrect username or password.'],
    ['middleName should not be empty', 'Middle name is required.'],
    ['mobileNumber should not be empty', 'Mobile number is required.'],
    ['timezone should not be empty', 'Timezone is required.'],
    [
      'description must be longer than or equal to 2 characters',
      'Description must be longer than or equal to 2 characters.',
    ],
    ['currencyLocked', 'The currency cannot change once an expert has joined the squad.'],
    ['website must be longer than or equal to 2 characters', 'Website must be longer than or equal to 2 characters.'],
    ['Something new from the server', 'Something new from the server'],
  ])('shows %s as %s', (serverText, shown) => {
    expect(friendlyServerMessage(serverText)).toBe(shown);
  });
});

describe('invalidSubmitMessage', () => {
  const incomplete = 'Please complete all the required fields.';
  const required = { message: FormMessages.required };

  it('asks to complete the form only when every problem is a missing value', () => {
    expect(invalidSubmitMessage({ firstName: required, lastName: required }, incomplete)).toBe(incomplete);
  });

  it('says the one other problem in its own words', () => {
    expect(invalidSubmitMessage({ hourlyRateMin: { message: 'minAboveMax' } }, incomplete)).toBe(
      'The minimum rate must not be above the maximum rate.',
    );
  });

  it('counts the fields to correct, besides the missing ones', () => {
    const errors = { hourlyRateMin: { message: 'minAboveMax' }, website: { message: 'invalidUrl' } };
    expect(invalidSubmitMessage(errors, incomplete)).toBe('Please correct the 2 fields marked below.');
    expect(invalidSubmitMessage({ ...errors, firstName: required }, incomplete)).toBe(
      'Please complete the required fields and correct 2 fields marked below.',
    );
  });
});
