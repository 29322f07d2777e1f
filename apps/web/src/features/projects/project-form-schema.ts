import {
  Currencies,
  DEFAULT_CURRENCY,
  BudgetAllocated,
  BusinessGoals,
  PROJECT_HOURS_DEFAULT,
  ProjectCreateSchema,
  ProjectStages,
  ProjectVisibilities,
  Timelines,
  type Project,
  type ProjectCreate,
} from '@fractional/contract';
import { z } from 'zod';
import { numberFromText } from '../../lib/number-text';

/**
 * The create-project form: what the widgets hold, turned into the `POST /projects` body and checked
 * by the contract's ProjectCreateSchema (one set of rules for the form and the API). The form's
 * field names are the body's, so a server error lands under its field as it is.
 */
const formValues = z.object({
  name: z.string(),
  overview: z.string(),
  projectStage: z.enum(ProjectStages.values).nullable(),
  isBudgetAllocated: z.enum(BudgetAllocated.values).nullable(),
  /** The project's currency: the budget, rates, spend and invoices are in it (docs/money.md#currencies). */
  currency: z.enum(Currencies.values),
  /** The budget as typed (lib/number-text.ts reads it). */
  budget: z.string(),
  /** The top of a budget range as typed; empty for a single amount. */
  budgetMax: z.string(),
  timeline: z.enum(Timelines.values).nullable(),
  businessGoal: z.array(z.enum(BusinessGoals.values)),
  businessGoalOther: z.string(),
  /** Expertise codes from the catalogue. */
  expertiseGap: z.array(z.string()),
  /** Hours a week asked of each expert, as typed. */
  hoursPerWeek: z.string(),
  /** Who can find the brief: only the experts invited, or every verified expert in Open briefs (docs/discovery.md#open-briefs). */
  visibility: z.enum(ProjectVisibilities.values),
});

export const projectFormSchema = formValues.transform(toProjectBody).pipe(ProjectCreateSchema);

export type ProjectFormInput = z.input<typeof projectFormSchema>;
export type ProjectFormField = keyof ProjectFormInput;

export const projectFormDefaults: ProjectFormInput = {
  name: '',
  overview: '',
  projectStage: null,
  isBudgetAllocated: null,
  currency: DEFAULT_CURRENCY,
  budget: '',
  budgetMax: '',
  timeline: null,
  businessGoal: [],
  businessGoalOther: '',
  expertiseGap: [],
  hoursPerWeek: String(PROJECT_HOURS_DEFAULT),
  visibility: 'private',
};

/** A stored brief in the form's widgets: the edit page starts from it. */
export function projectFormValues(project: Project): ProjectFormInput {
  return {
    name: project.name,
    overview: project.overview,
    projectStage: project.projectStage,
    isBudgetAllocated: project.isBudgetAllocated ? 'yes' : 'no',
    currency: project.currency,
    budget: project.budget === null ? '' : String(project.budget),
    budgetMax: project.budgetMax === null ? '' : String(project.budgetMax),
    timeline: project.timeline,
    businessGoal: project.businessGoal
      .split(',')
      .filter((key): key is (typeof BusinessGoals.values)[number] =>
        (BusinessGoals.values as readonly string[]).includes(key),
      ),
    businessGoalOther: project.businessGoalOther ?? '',
    expertiseGap: project.expertiseGap.split(',').filter(Boolean),
    hoursPerWeek: String(project.hoursPerWeek),
    visibility: project.visibility,
  };
}

/**
 * docs/product.md#forms-and-validation: the budget as typed, read as a number (a decimal comma or
 * English grouping allowed); null when empty, NaN when it cannot be read, which the contract refuses
 * and the field reports in its own words ("An amount like 40000 or 40,000.50").
 */
export function parseBudget(text: string): number | null {
  return numberFromText(text, { decimalComma: true }) ?? null;
}

/** The body as the contract reads it; what is still missing (null) is reported by the contract. */
function toProjectBody(values: z.output<typeof formValues>): { [K in keyof ProjectCreate]?: unknown } {
  const isOtherChosen = values.businessGoal.includes('other');
  return {
    name: values.name,
    overview: values.overview,
    projectStage: values.projectStage,
    isBudgetAllocated: values.isBudgetAllocated === null ? null : values.isBudgetAllocated === 'yes',
    currency: values.currency,
    budget: parseBudget(values.budget),
    budgetMax: parseBudget(values.budgetMax),
    timeline: values.timeline,
    businessGoal: values.businessGoal.join(','),
    businessGoalOther: isOtherChosen ? values.businessGoalOther.trim() || null : null,
    expertiseGap: values.expertiseGap.join(','),
    // Empty is null, so the contract reports it as required rather than quietly sending the default.
    hoursPerWeek: numberFromText(values.hoursPerWeek) ?? null,
    visibility: values.visibility,
  };
}
