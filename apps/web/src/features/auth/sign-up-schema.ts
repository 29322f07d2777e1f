import { RegisterSchema } from '@fractional/contract';
import { z } from 'zod';
import { FormMessages } from '../../lib/form-messages';
import {
  always,
  checkPhoneCountry,
  clientFields,
  contractorFields,
  personalFields,
  workFields,
} from '../../components/profile-form/profile-form-schema';

// The sign-up forms: an account, the profile fields every profile form shares, and the agreements.
const register = RegisterSchema.shape;

const accepted = z
  .boolean()
  .refine((value) => value, { message: FormMessages.mustAccept })
  .transform(() => true as const);

/** A Google user (navigation state `user`) is signed in already: no e-mail to type, no password. */
function accountFields(isSocial: boolean) {
  return {
    email: isSocial ? z.string() : z.string().min(1).pipe(register.email),
    password: isSocial ? z.string() : register.password,
  };
}

const agreementFields = { acceptedPolicies: accepted, agreedToTerms: accepted };

export function contractorSignUpSchema(isSocial: boolean) {
  return z
    .object({
      ...accountFields(isSocial),
      ...personalFields,
      ...workFields(false),
      ...contractorFields,
      ...agreementFields,
    })
    .superRefine(checkPhoneCountry, always);
}

export function clientSignUpSchema(isSocial: boolean) {
  return z
    .object({
      ...accountFields(isSocial),
      ...personalFields,
      ...workFields(true),
      ...clientFields,
      ...agreementFields,
    })
    .superRefine(checkPhoneCountry, always);
}

type ContractorSchema = ReturnType<typeof contractorSignUpSchema>;
type ClientSchema = ReturnType<typeof clientSignUpSchema>;
/** What the form holds (widget values) and what a valid submit yields. */
export type ContractorSignUpInput = z.input<ContractorSchema>;
export type ContractorSignUpValues = z.output<ContractorSchema>;
export type ClientSignUpInput = z.input<ClientSchema>;
export type ClientSignUpValues = z.output<ClientSchema>;
export type SignUpInput = ContractorSignUpInput | ClientSignUpInput;
export type SignUpValues = ContractorSignUpValues | ClientSignUpValues;
