import {
  CAPACITY_HOURS_MAX,
  CV_FILES_MAX,
  ErrorKeys,
  HOURLY_RATE_MAX,
  PROJECT_HOURS_MAX,
  PROJECT_HOURS_MIN,
} from '@fractional/contract';
import { formatNumber } from './format-number';

/** The texts docs/product.md#forms-and-validation shows under fields. */
export const FormMessages = {
  required: 'This field is required.',
  email: 'Please enter a valid email address.',
  minLength: (n: number) => `Minimum length is ${n} characters.`,
  maxLength: (n: number) => `Maximum length is ${n} characters.`,
  minValue: (label: string, n: number) => `${label} must be at least ${formatNumber(n, { decimals: 3 })}.`,
  maxValue: (label: string, n: number) => `${label} must be at most ${formatNumber(n, { decimals: 3 })}.`,
  passwordsMismatch: 'Passwords do not match',
  invalidPhone: 'Invalid phone number. Please enter a valid format.',
  phoneCountryMismatch: 'The phone number does not match the selected country.',
  mustAccept: 'This field is required.',
} as const;

interface IssueLike {
  code: string;
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  expected?: string;
  message?: string;
  path?: readonly PropertyKey[];
}

/** The labels of the forms' fields, by control (or body) name, for the sentences that name their field. */
const FIELD_LABELS: Record<string, string> = {
  email: 'E-mail',
  password: 'Password',
  oldPassword: 'Current password',
  reenterPassword: 'Re-entered password',
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  mobileNumber: 'Mobile number',
  phoneCountry: 'Country',
  timeZone: 'Timezone',
  timezone: 'Timezone',
  description: 'Description',
  jobLevel: 'Job level',
  yearsOfExperience: 'Years of experience',
  roles: 'Job roles',
  jobRole: 'Job roles',
  expertise: 'Expertise',
  website: 'Website',
  skills: 'Skills',
  leadSource: 'How you heard about us',
  fractionalExperience: 'Fractional experience',
  organizationName: 'Organisation name',
  orgName: 'Organisation name',
  headQuarters: 'Headquarters',
  industry: 'Industry',
  industries: 'Industries served',
  segment: 'Segment',
  teamSize: 'Team size',
  capacityHoursPerWeek: 'Capacity',
  hourlyRateMin: 'Hourly rate from',
  hourlyRateMax: 'Hourly rate up to',
  hourlyRate: 'Hourly rate',
  name: 'Project name',
  overview: 'Overview',
  projectStage: 'Project stage',
  isBudgetAllocated: 'Budget allocated',
  budget: 'Budget',
  budgetMax: 'Budget up to',
  timeline: 'Timeline',
  businessGoal: 'Business goals',
  businessGoalOther: 'Other business goal',
  expertiseGap: 'Expertise gaps',
  hoursPerWeek: 'Hours per week',
  message: 'Message',
  legalName: 'Legal name',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  addressLine3: 'Address line 3',
  addressLine4: 'Address line 4',
  addressLines: 'Address',
  country: 'Country',
  taxId: 'Tax ID',
  paymentTermsDays: 'Payment terms',
  taxRatePct: 'Tax rate',
  taxNote: 'Tax note',
  paymentInstructions: 'Payment instructions',
};

const AMOUNT = 'An amount like 40000 or 40,000.50.';
const WHOLE_RATE = `A whole number from 0 to ${formatNumber(HOURLY_RATE_MAX)}, in the rate's currency.`;

/**
 * docs/product.md#forms-and-validation, "Numbers": what a number field says when what was typed is
 * not a number it takes (unreadable, negative, a fraction where it wants a whole number, out of range).
 */
export const NUMBER_FIELD_MESSAGES: Record<string, string> = {
  hoursPerWeek: `A whole number from ${PROJECT_HOURS_MIN} to ${PROJECT_HOURS_MAX}.`,
  capacityHoursPerWeek: `A whole number from 0 to ${CAPACITY_HOURS_MAX}.`,
  hourlyRateMin: WHOLE_RATE,
  hourlyRateMax: WHOLE_RATE,
  budget: AMOUNT,
  budgetMax: AMOUNT,
};
const NUMBER_ISSUES = new Set(['invalid_type', 'too_small', 'too_big', 'not_multiple_of']);

/** A form field's label by its name ("mobileNumber" → "Mobile number"); the name itself when no form names it. */
export function formFieldLabel(name: string): string {
  return FIELD_LABELS[name] ?? name;
}

/** The label of the field an issue is about ("This field" when the form does not name it). */
function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const name = fieldName(path);
  return (name && FIELD_LABELS[name]) ?? 'This field';
}

function fieldName(path: readonly PropertyKey[] | undefined): string | undefined {
  return [...(path ?? [])].reverse().find((segment): segment is string => typeof segment === 'string');
}

/**
 * A zod error map for forms (pass to zodResolver as `{ error: formIssueMessage }`): the contract's
 * rules, worded as docs/product.md#forms-and-validation words them. Every issue gets a sentence, in
 * the product's voice and naming its field where the sentence is not about a missing value; never
 * zod's own text ("Too small: expected number to be >=1"). A schema's own message (`refine`) wins.
 */
export function formIssueMessage(issue: IssueLike): string {
  const isEmpty = issue.input === undefined || issue.input === null || issue.input === '' || issue.input === false;
  const label = fieldLabel(issue.path);
  const numberMessage = NUMBER_FIELD_MESSAGES[fieldName(issue.path) ?? ''];
  if (numberMessage && !isEmpty && NUMBER_ISSUES.has(issue.code)) return numberMessage;
  switch (issue.code) {
    case 'invalid_type':
      if (isEmpty) return FormMessages.required;
      if (issue.expected === 'int') return `${label} must be a whole number.`;
      return issue.expected === 'number' ? `${label} must be a number.` : `${label} is not valid.`;
    case 'invalid_value':
      return isEmpty || (Array.isArray(issue.input) && issue.input.length === 0)
        ? FormMessages.required
        : `Please choose ${label.toLowerCase()} from the list.`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 || isEmpty
          ? FormMessages.required
          : FormMessages.minLength(Number(issue.minimum));
      }
      if (issue.origin === 'array') return FormMessages.required;
      return FormMessages.minValue(label, Number(issue.minimum));
    case 'too_big':
      if (issue.origin === 'number') return FormMessages.maxValue(label, Number(issue.maximum));
      if (issue.origin === 'array') return `Please choose at most ${String(issue.maximum)}.`;
      return issue.origin === 'string' ? FormMessages.maxLength(Number(issue.maximum)) : `${label} is too large.`;
    case 'invalid_format':
      return issue.format === 'email' ? FormMessages.email : `${label} is not in a format we can read.`;
    case 'not_multiple_of':
      return `${label} may have at most 2 decimal places.`;
    default:
      return `${label} is not valid.`;
  }
}

/** A deactivated account's sign-in error, naming whom to contact (`supportEmail` of GET /config). */
export function deactivatedMessage(supportEmail: string | null | undefined): string {
  return `This account was deactivated. Contact ${supportEmail || 'support'} to restore it.`;
}

/**
 * What the banner and footer say after an invalid submit (docs/product.md#forms-and-validation): the
 * `incomplete` text only when every problem is a missing value; one other problem in its own words
 * ("The minimum rate must not be above the maximum rate."); else how many fields need correcting.
 * `errors`: the form's field errors (react-hook-form's `formState.errors`).
 */
export function invalidSubmitMessage(
  errors: Record<string, { message?: unknown } | undefined>,
  incomplete: string,
): string {
  const messages = Object.values(errors).flatMap((error) =>
    error ? [typeof error.message === 'string' ? friendlyServerMessage(error.message) : ''] : [],
  );
  const wrong = messages.filter((message) => message !== FormMessages.required);
  if (wrong.length === 0) return incomplete;
  const missing = messages.length - wrong.length;
  if (wrong.length === 1 && missing === 0 && wrong[0]) return wrong[0];
  const fields = wrong.length === 1 ? '1 field' : `${wrong.length} fields`;
  return missing > 0
    ? `Please complete the required fields and correct ${fields} marked below.`
    : `Please correct the ${fields} marked below.`;
}

const FRIENDLY: Record<string, string> = {
  [ErrorKeys.emailNotExists]: 'Account does not exist.',
  [ErrorKeys.emailAlreadyExists]: 'This email already exists in our system.',
  [ErrorKeys.incorrectPassword]: 'Incorrect username or password.',
  [ErrorKeys.notFound]: 'Incorrect username or password.',
  [ErrorKeys.invalidPhone]: FormMessages.invalidPhone,
  [ErrorKeys.needLoginViaGoogle]: 'This account signs in with Google. Please use the Google button.',
  [ErrorKeys.userInactive]: deactivatedMessage(null),
  [ErrorKeys.invalidHash]: 'This reset link is invalid or has expired. Please ask for a new one.',
  [ErrorKeys.invalidIdToken]: 'Google could not confirm your sign-in. Please try again.',
  [ErrorKeys.otherRequiresText]: FormMessages.required,
  [ErrorKeys.unknownReference]: 'One of your choices is no longer available. Please choose again.',
  [ErrorKeys.emailNotVerified]: 'Please verify your e-mail address with Google first.',
  [ErrorKeys.googleDisabled]: 'Google sign-in is not available right now. Please use your e-mail address.',
  [ErrorKeys.tooManyFiles]: `You can upload up to ${CV_FILES_MAX} files.`,
  [ErrorKeys.invalidCountry]: 'Please choose a country from the list.',
  [ErrorKeys.invalidUrl]: 'Please enter a web address, such as https://www.linkedin.com/in/your-name.',
  [ErrorKeys.invalidTimezone]: 'Please choose a timezone from the list.',
  [ErrorKeys.minAboveMax]: 'The minimum rate must not be above the maximum rate.',
  [ErrorKeys.maxBelowMin]: 'The top of the range must be at least the budget.',
  [ErrorKeys.samePassword]: 'Choose a new password: this one is your current password.',
  [ErrorKeys.contractorOnly]: 'Only experts can set this.',
  [ErrorKeys.tooManyDecimals]: 'Too many decimals for this amount.',
  [ErrorKeys.currencyLocked]: 'The currency cannot change once an expert has joined the squad.',
  'middleName should not be empty': 'Middle name is required.',
  'mobileNumber should not be empty': 'Mobile number is required.',
  'timezone should not be empty': 'Timezone is required.',
  'timeZone should not be empty': 'Timezone is required.',
  'description must be longer than or equal to 2 characters':
    'Description must be longer than or equal to 2 characters.',
  'website must be longer than or equal to 2 characters': 'Website must be longer than or equal to 2 characters.',
};

/**
 * What a field shows for its error (a key, the form's own text, or a contract or server sentence such
 * as `must not contain duplicates` or `orgName should not be empty`): in the words a user reads, the
 * field named by its label where the sentence needs it.
 */
export function fieldErrorText(field: string, message: string): string {
  const text = friendlyServerMessage(message);
  const list = /^must be a comma-joined list of at most (\d+)/.exec(text);
  if (list) return `Please choose at most ${list[1]}, each once.`;
  if (text === 'must not contain duplicates') return 'Please choose each item once.';
  const sentence = /^(?:[a-zA-Z.]+ )?((?:must|should) .*?)\.?$/.exec(text);
  return sentence ? `${FIELD_LABELS[field] ?? 'This field'} ${sentence[1]}.` : text;
}

/** docs/product.md#error-messages: a server key or message in the words a user reads; unknown messages pass through. */
export function friendlyServerMessage(keyOrMessage: string): string {
  return FRIENDLY[keyOrMessage] ?? keyOrMessage;
}
