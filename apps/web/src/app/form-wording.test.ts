import {
  ForgotPasswordSchema,
  InvitationAcceptSchema,
  InvitationCreateSchema,
  LoginSchema,
  ResetPasswordSchema,
} from '@fractional/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { clientProfileDefaults, contractorEditDefaults } from '../components/profile-form/profile-form-defaults';
import { clientProfileSchema, contractorEditSchema } from '../components/profile-form/profile-form-schema';
import { ChangeEmailFormSchema, ChangePasswordFormSchema } from '../features/account/account-form-schemas';
import { SignInFormSchema } from '../features/auth/sign-in-schema';
import { clientSignUpDefaults, contractorSignUpDefaults } from '../features/auth/sign-up-defaults';
import { clientSignUpSchema, contractorSignUpSchema } from '../features/auth/sign-up-schema';
import { projectFormDefaults, projectFormSchema } from '../features/projects/project-form-schema';
import { fieldErrorText, formIssueMessage } from '../lib/form-messages';

// docs/product.md#forms-and-validation: every field error a form shows is a sentence in the product's voice.

/** zod's own wording, which must never reach a person. */
const RAW_ZOD =
  /expected|>=|<=|>|<|Invalid input|Invalid option|Invalid string|Invalid element|Invalid key|Too small|Too big|Unrecognized|received/;

const HOSTILE: readonly unknown[] = [
  '',
  '   ',
  'x',
  'x'.repeat(6_000),
  'abc',
  '-1',
  '0',
  '1.5',
  '1e99',
  '99999999999',
  'not a url',
  '+44 7911',
  'zzz',
  0,
  -1,
  1.5,
  1e12,
  Number.NaN,
  null,
  undefined,
  true,
  false,
  [],
  Array.from({ length: 30 }, (_, index) => index + 1),
  ['zzz'],
  [{ id: -1 }],
  {},
];

const FORMS: ReadonlyArray<[string, z.ZodType, Record<string, unknown>]> = [
  ['contractor sign-up', contractorSignUpSchema(false), contractorSignUpDefaults({})],
  ['client sign-up', clientSignUpSchema(false), clientSignUpDefaults({})],
  ['contractor edit', contractorEditSchema, contractorEditDefaults(null)],
  ['client edit', clientProfileSchema, clientProfileDefaults(null)],
  ['create project', projectFormSchema, projectFormDefaults],
  ['change password', ChangePasswordFormSchema, { oldPassword: '', password: '', reenterPassword: '' }],
  ['change e-mail', ChangeEmailFormSchema, { email: '', password: '' }],
  ['sign in', SignInFormSchema, { email: '', password: '' }],
  ['sign up start', LoginSchema, { email: '', password: '' }],
  ['reset request', ForgotPasswordSchema, { email: '' }],
  ['new password', ResetPasswordSchema, { password: '', hash: '' }],
  ['invite', InvitationCreateSchema, { profileId: 1, hoursPerWeek: 10, message: '' }],
  ['accept', InvitationAcceptSchema, { hoursPerWeek: 10, hourlyRate: null }],
];

/** Every message the form would show for `values`, as a field shows it. */
function shownMessages(schema: z.ZodType, values: Record<string, unknown>): string[] {
  const result = schema.safeParse(values, { error: formIssueMessage });
  return (result.error?.issues ?? []).map((issue) => fieldErrorText(String(issue.path[0] ?? ''), issue.message));
}

describe.each(FORMS)('the %s form', (_name, schema, defaults) => {
  it('words every failure of every field as a sentence, never in zod’s words', () => {
    const seen = new Set<string>(shownMessages(schema, defaults));
    for (const field of Object.keys(defaults)) {
      for (const value of HOSTILE) {
        for (const message of shownMessages(schema, { ...defaults, [field]: value })) seen.add(message);
      }
    }
    expect(seen.size).toBeGreaterThan(0);
    for (const message of seen) {
      expect(message, message).not.toMatch(RAW_ZOD);
      // A sentence: a capital first, words with spaces (no bare keys such as `minAboveMax`).
      expect(message, message).toMatch(/^[A-Z][^]* [^]*$/);
    }
  });
});

describe('formIssueMessage', () => {
  it('gives a number field its own rule for a value it does not take', () => {
    const project = { ...projectFormDefaults, hoursPerWeek: '0' };
    expect(shownMessages(projectFormSchema, project)).toContain('A whole number from 1 to 60.');
    const edit = { ...contractorEditDefaults(null), capacityHoursPerWeek: '61' };
    expect(shownMessages(contractorEditSchema, edit)).toContain('A whole number from 0 to 60.');
  });
});
