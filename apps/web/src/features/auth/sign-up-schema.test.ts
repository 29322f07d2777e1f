import { describe, expect, it } from 'vitest';
import { FormMessages, formIssueMessage } from '../../lib/form-messages';
import { clientSignUpDefaults, contractorSignUpDefaults, SignUpStateSchema } from './sign-up-defaults';
import { clientSignUpSchema, contractorSignUpSchema } from './sign-up-schema';
import { buildUser } from './sign-up-test-utils';

/** Field → message of a failed parse, worded as the form shows it. */
function errorsOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

describe('contractorSignUpSchema', () => {
  it('asks for the required fields only', () => {
    const result = contractorSignUpSchema(false).safeParse(contractorSignUpDefaults({}), { error: formIssueMessage });
    expect(errorsOf(result)).toEqual({
      email: FormMessages.required,
      password: FormMessages.required,
      firstName: FormMessages.required,
      lastName: FormMessages.required,
      jobLevel: FormMessages.required,
      yearsOfExperience: FormMessages.required,
      acceptedPolicies: FormMessages.required,
      agreedToTerms: FormMessages.required,
    });
  });

  it('applies the contract limits to what was typed', () => {
    const values = {
      ...contractorSignUpDefaults({ email: 'not-an-email', password: 'short' }),
      description: 'a',
      mobileNumber: '+640',
    };
    const errors = errorsOf(contractorSignUpSchema(false).safeParse(values, { error: formIssueMessage }));
    expect(errors.email).toBe(FormMessages.email);
    expect(errors.password).toBe(FormMessages.minLength(8));
    expect(errors.description).toBe(FormMessages.minLength(2));
    expect(errors.mobileNumber).toBeDefined();
  });

  it('treats a bare dial code as an empty phone number', () => {
    const errors = errorsOf(
      contractorSignUpSchema(false).safeParse(
        { ...contractorSignUpDefaults({}), mobileNumber: '+64' },
        { error: formIssueMessage },
      ),
    );
    expect(errors.mobileNumber).toBeUndefined();
  });

  it('checks the mobile number against the country chosen beside it', () => {
    const parse = (mobileNumber: string, phoneCountry: string) =>
      errorsOf(
        contractorSignUpSchema(false).safeParse(
          { ...contractorSignUpDefaults({}), mobileNumber, phoneCountry },
          { error: formIssueMessage },
        ),
      ).mobileNumber;
    expect(parse('+64211234567', 'NZ')).toBeUndefined();
    expect(parse('+61412345678', 'NZ')).toBe(FormMessages.phoneCountryMismatch);
  });

  it('needs no e-mail or password from a Google user', () => {
    const defaults = contractorSignUpDefaults({ user: buildUser() });
    const errors = errorsOf(contractorSignUpSchema(true).safeParse(defaults, { error: formIssueMessage }));
    expect(errors.email).toBeUndefined();
    expect(errors.password).toBeUndefined();
    expect(defaults).toMatchObject({ email: 'ana@example.com', password: '', firstName: 'Ana', lastName: 'Tui' });
  });
});

describe('clientSignUpSchema', () => {
  it('also asks for roles, expertise, lead source, fractional experience and the business', () => {
    const errors = errorsOf(clientSignUpSchema(false).safeParse(clientSignUpDefaults({}), { error: formIssueMessage }));
    for (const field of [
      'roles',
      'expertise',
      'leadSource',
      'fractionalExperience',
      'organizationName',
      'headQuarters',
      'industry',
      'segment',
      'teamSize',
    ]) {
      expect(errors[field], field).toBe(FormMessages.required);
    }
    expect(errors.skills).toBeUndefined();
    expect(errors.website).toBeUndefined();
  });
});

describe('SignUpStateSchema', () => {
  it('reads a typed e-mail and ignores what is not navigation state', () => {
    expect(SignUpStateSchema.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
    expect(SignUpStateSchema.parse(null)).toEqual({});
    expect(SignUpStateSchema.parse({ user: 'nobody' })).toEqual({});
  });
});
