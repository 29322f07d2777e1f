import {
  Currencies,
  AvailabilityFieldsSchema,
  BusinessDetailInputSchema,
  ErrorKeys,
  FractionalExperience,
  Industries,
  LeadSources,
  RegisterSchema,
  SkillSchema,
} from '@fractional/contract';
import { z } from 'zod';
import { numberFromText } from '../../lib/number-text';
import { isBlankPhone, phoneError } from '../ui/phone-rules';
import { FormMessages } from '../../lib/form-messages';
import { websiteWithScheme } from '../../lib/profile-display';

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

/** The website: optional; a bare domain ("acme.com") is taken as https://acme.com, then the contract's rule. */
const websiteField = z
  .string()
  .transform((value) => (isBlankText(value) ? undefined : websiteWithScheme(value)))
  .pipe(register.website as unknown as z.ZodType<string | undefined, string | undefined>);

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
    website: websiteField,
    skills: z
      .array(SkillSchema)
      .transform((skills) => toRefs(skills.map((skill) => skill.id)))
      .pipe(register.skills.unwrap()),
  };
}

/** Contractors: how many fractional engagements they have had (optional; matching and clients read it). */
export const contractorFields = {
  fractionalExperience: z.enum(FractionalExperience.values).nullable(),
};

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

const availability = AvailabilityFieldsSchema.shape;

/** A whole number as typed (lib/number-text.ts reads it); empty is null, which `isRequired` turns into "required". */
function wholeNumber<O>(schema: z.ZodType<O, number | null | undefined>, isRequired: boolean) {
  // The contract's schema accepts more (undefined) than this hands it, so the narrower view is safe.
  const rule = schema as unknown as z.ZodType<O, number | null>;
  return z
    .string()
    .transform((text, ctx) => {
      const value = numberFromText(text);
      if (value !== undefined) return value;
      if (!isRequired) return null;
      ctx.addIssue({ code: 'custom', message: FormMessages.required, input: text });
      return z.NEVER;
    })
    .pipe(rule);
}

/** docs/matching.md, contractors only: open to work, weekly capacity, hourly rate range and industries served. */
const availabilityFields = {
  openToWork: z.boolean(),
  capacityHoursPerWeek: wholeNumber(availability.capacityHoursPerWeek.unwrap(), true),
  hourlyRateMin: wholeNumber(availability.hourlyRateMin.unwrap().unwrap().nullable(), false),
  hourlyRateMax: wholeNumber(availability.hourlyRateMax.unwrap().unwrap().nullable(), false),
  rateCurrency: z.enum(Currencies.values),
  industries: z
    .array(z.enum(Industries.values))
    .transform((keys) => (keys.length === 0 ? null : keys.join(',')))
    .pipe(availability.industries as unknown as z.ZodType<string | null, string | null>),
};

/** A bound as the refinement sees it: the parsed number, or the text when its field failed. */
function rateBound(value: unknown): number | null {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : null;
}

/** The rate range: a minimum above the maximum is the server's `minAboveMax`, under the minimum. */
function checkRateRange(values: { hourlyRateMin?: unknown; hourlyRateMax?: unknown }, ctx: z.RefinementCtx) {
  const min = rateBound(values.hourlyRateMin);
  const max = rateBound(values.hourlyRateMax);
  if (min !== null && max !== null && min > max) {
    ctx.addIssue({ code: 'custom', path: ['hourlyRateMin'], message: ErrorKeys.minAboveMax });
  }
}

/** docs/product.md#forms-and-validation: a valid number of another country than the one chosen beside it is an error too. */
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

/** Contractor edit (docs/product.md#forms-and-validation): first and last name, job level and years of experience required. */
export const contractorProfileSchema = z
  .object({ ...personalFields, ...workFields(false), ...contractorFields })
  .superRefine(checkPhoneCountry, always);

/** The contractor edit page: the profile and (docs/matching.md) the availability and rate. */
export const contractorEditSchema = z
  .object({ ...personalFields, ...workFields(false), ...contractorFields, ...availabilityFields })
  .superRefine(checkPhoneCountry, always)
  .superRefine(checkRateRange, always);

/** Client edit (docs/product.md#forms-and-validation): also roles, expertise, lead source, fractional experience and the business. */
export const clientProfileSchema = z
  .object({ ...personalFields, ...workFields(true), ...clientFields })
  .superRefine(checkPhoneCountry, always);

/** What an edit form holds (widget values) and what a valid submit yields. */
export type ContractorProfileInput = z.input<typeof contractorProfileSchema>;
export type ContractorProfileValues = z.output<typeof contractorProfileSchema>;
export type ContractorEditInput = z.input<typeof contractorEditSchema>;
export type ContractorEditValues = z.output<typeof contractorEditSchema>;
export type ClientProfileInput = z.input<typeof clientProfileSchema>;
export type ClientProfileValues = z.output<typeof clientProfileSchema>;
export type ProfileFormValues = ContractorProfileValues | ContractorEditValues | ClientProfileValues;
