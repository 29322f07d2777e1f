import { UserSchema } from '@fractional/contract';
import { z } from 'zod';
import { clientProfileDefaults, contractorProfileDefaults } from '../../components/profile-form/profile-form-defaults';
import type { ClientSignUpInput, ContractorSignUpInput } from './sign-up-schema';

/** Navigation state a sign-up page may receive: a typed e-mail (and password) or a Google user. */
export const SignUpStateSchema = z
  .object({ email: z.string().optional(), password: z.string().optional(), user: UserSchema.optional() })
  .catch({});
export type SignUpState = z.infer<typeof SignUpStateSchema>;

function accountDefaults({ email, password, user }: SignUpState) {
  return { email: user?.email ?? email ?? '', password: user ? '' : (password ?? '') };
}

const agreementDefaults = { acceptedPolicies: false, agreedToTerms: false };

export function contractorSignUpDefaults(state: SignUpState): ContractorSignUpInput {
  return { ...accountDefaults(state), ...contractorProfileDefaults(state.user ?? null), ...agreementDefaults };
}

export function clientSignUpDefaults(state: SignUpState): ClientSignUpInput {
  return { ...accountDefaults(state), ...clientProfileDefaults(state.user ?? null), ...agreementDefaults };
}
