import {
  BusinessDetailInputSchema,
  FractionalExperience,
  Industries,
  LeadSources,
  RegisterSchema,
  SkillSchema,
} from '@fractional/contract';
import { z } from 'zod';
import { isBlankPhone, phoneError } from '../../components/ui/phone-rules';
import { FormMessages } from '../../lib/form-messages';

// The profile forms (sign-up and edit) are the contract's rules with the UI's field names and empty states.
const register = RegisterSchema.shape;
const business = BusinessDetailInputSchema.shape;

/** A text the user may leave empty ("" or spaces = not given); anything typed meets the contract's rule. */
function optionalText<O>(schema: z.ZodType<O, string | null | undefined>, isBlank = isBlankText) {
  // The contract's schema accepts more (null) than this hands it, so the narrower view is safe.
  const rule = schema as unknown as z.ZodType<O, string | undefined>;
  return z
    .string()
    .transform((value) => (isBlank(value) ? undefined : value))
    .pipe(rule);
}

function isBlankText(value: string): boolean {
  return value.trim() === '';
}

/** A choice the form starts without (null): left empty it reads "This field is required.". */
function requiredChoice<S extends z.ZodType>(schema: S) {
  return schema.nullable().transform((value, ctx): z.output<S> => {
    if (value !== null) return value;
    ctx.addIssue({ code: 'custom', message: FormMessages.required, input: value });
    return z.NEVER;
  });
}

const toRefs = (ids: readonly number[]) => ids.map((id) => ({ id }));

/** Chosen reference ids (MultiSelect) as the contract's `[{id}]` list, with its limit. */
function idList(list: typeof register.jobRole, isRequired: boolean) {
  return z
    .array(z.number())
    .min(isRequired ? 1 : 0)
    .transform(toRefs)
    .pipe(list.unwrap());
}

/** The person: names, phone (with the country chosen beside it), timezone and headline. */
export const personalFields = {
  firstName: register.firstName,
  middleName: optionalText(register.middleName),
  lastName: register.lastName,
  mobileNumber: optionalText(register.mobileNumber, (value) => isBlankPhone(value.trim())),
  /** UI only: the country chosen beside the mobile number (never sent). */
  phoneCountry: z.string(),
  timeZone: optionalText(register.timezone),
  description: optionalText(register.description),
};

/** Work experience and skills. Clients must name their roles and expertise; for contractors they are optional. */
export function workFields(isClient: boolean) {
  return {
    jobLevel: requiredChoice(register.jobLevel),
    yearsOfExperience: requiredChoice(register.yearsOfExperience),
    roles: idList(register.jobRole, isClient),
    expertise: idList(register.expertise, isClient),
    website: optionalText(register.website),
    skills: z
      .array(SkillSchema)
      .transform((skills) => toRefs(skills.map((skill) => skill.id)))
      .pipe(register.skills.unwrap()),
  };
}

/** Clients only: fractional experience and the business. */
export const clientFields = {
  leadSource: requiredChoice(z.enum(LeadSources.values)),
  fractionalExperience: requiredChoice(z.enum(FractionalExperience.values)),
  organizationName: business.orgName,
  headQuarters: z.string().min(1).pipe(business.headQuarters),
  industry: z
    .array(z.enum(Industries.values))
    .min(1)
    .transform((keys) => keys.join(','))
    .pipe(business.industry),
  segment: requiredChoice(business.segment),
  teamSize: requiredChoice(business.teamSize),
};

/** SPEC.md §5: a valid number of another country than the one chosen beside it is an error too. */
export function checkPhoneCountry(
  values: { mobileNumber?: unknown; phoneCountry?: unknown },
  ctx: z.RefinementCtx,
): void {
  const { mobileNumber, phoneCountry } = values;
  if (typeof mobileNumber !== 'string' || typeof phoneCountry !== 'string') return;
  if (phoneError(mobileNumber, phoneCountry) !== FormMessages.phoneCountryMismatch) return;
  ctx.addIssue({ code: 'custom', path: ['mobileNumber'], message: FormMessages.phoneCountryMismatch });
}
/** Refinement options: run even when other fields failed, so every error shows after one submit. */
export const always = { when: () => true };

/** SPEC.md §5 contractor edit: first and last name, job level and years of experience required. */
export const contractorProfileSchema = z
  .object({ ...personalFields, ...workFields(false) })
  .superRefine(checkPhoneCountry, always);

/** SPEC.md §5 client edit: also roles, expertise, lead source, fractional experience and the business. */
export const clientProfileSchema = z
  .object({ ...personalFields, ...workFields(true), ...clientFields })
  .superRefine(checkPhoneCountry, always);

/** What an edit form holds (widget values) and what a valid submit yields. */
export type ContractorProfileInput = z.input<typeof contractorProfileSchema>;
export type ContractorProfileValues = z.output<typeof contractorProfileSchema>;
export type ClientProfileInput = z.input<typeof clientProfileSchema>;
export type ClientProfileValues = z.output<typeof clientProfileSchema>;
export type ProfileFormValues = ContractorProfileValues | ClientProfileValues;
