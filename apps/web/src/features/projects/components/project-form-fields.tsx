import {
  BUSINESS_GOAL_OTHER_MAX,
  BUSINESS_GOALS_MAX,
  BudgetAllocated,
  BusinessGoals,
  EXPERTISE_MAX,
  OVERVIEW_MAX,
  PROJECT_HOURS_MAX,
  PROJECT_HOURS_MIN,
  Currencies,
  PROJECT_NAME_MAX,
  ProjectStages,
  ProjectVisibilities,
  Timelines,
} from '@fractional/contract';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { FormSection, Wide } from '../../../components/ui/form-section';
import { MultiSelect } from '../../../components/ui/multi-select';
import { RadioGroup } from '../../../components/ui/radio-group';
import { Select } from '../../../components/ui/select';
import { TextInput } from '../../../components/ui/text-input';
import { Textarea } from '../../../components/ui/textarea';
import { useExpertises } from '../../../lib/catalogues';
import { useProjectField } from '../hooks/use-project-field';

/** Create project in docs/product.md#client-area, first section: name, overview (500 at most, counted) and stage. */
export function ProjectInfoSection() {
  const name = useProjectField('name');
  const overview = useProjectField('overview');
  const stage = useProjectField('projectStage');
  return (
    <FormSection title="Project info">
      <Wide>
        <TextInput {...name} label="Project name" required maxLength={PROJECT_NAME_MAX} />
      </Wide>
      <Wide>
        <Textarea
          {...overview}
          label="Project overview"
          hint="What should the project achieve, and for whom?"
          required
          maxLength={OVERVIEW_MAX}
          rows={5}
        />
      </Wide>
      <Wide>
        <RadioGroup {...stage} label="Project stage" options={ProjectStages.options} required columns={2} />
      </Wide>
    </FormSection>
  );
}

/** Second section: budget (allocated? its currency and range), timeline, business need (3 at most), expertise (5) and
 * the hours a week asked of each expert (docs/matching.md). */
export function ProjectParametersSection() {
  const allocated = useProjectField('isBudgetAllocated');
  // A changed minimum re-checks the maximum against it (once that was touched), and the other way round.
  const currency = useProjectField('currency');
  const currencyCode = String(currency.value);
  const budget = useProjectField('budget', ['budgetMax']);
  const budgetMax = useProjectField('budgetMax', ['budget']);
  const timeline = useProjectField('timeline');
  // Ticking "Other" asks for its description (once the form was sent), unticking it takes that back.
  const goals = useProjectField('businessGoal', ['businessGoalOther']);
  const otherGoal = useProjectField('businessGoalOther');
  const expertise = useProjectField('expertiseGap');
  const hours = useProjectField('hoursPerWeek');
  const { data: catalogue = [], isLoading } = useExpertises();
  const expertiseOptions = catalogue.map((item) => ({ value: item.expertiseCode, label: item.expertise }));

  return (
    <FormSection title="Project parameters">
      <RadioGroup
        {...allocated}
        label="Is the budget allocated?"
        options={BudgetAllocated.options}
        required
        columns={2}
      />
      <Select
        {...currency}
        label="Currency"
        placeholder="Select a currency"
        hint="The budget, the squad's rates, spend and invoices are in it; it is fixed once an expert joins."
        options={Currencies.options}
        required
      />
      <TextInput
        {...budget}
        label={`Budget (${currencyCode})`}
        hint="Optional. An amount, or the lowest of a range; an estimate is fine."
        mode="decimal"
      />
      <TextInput
        {...budgetMax}
        label={`Budget up to (${currencyCode})`}
        hint="Optional. The top of the range, if the budget is one."
        mode="decimal"
      />
      <Wide>
        <Select {...timeline} label="Timeline" placeholder="Select a timeline" options={Timelines.options} required />
      </Wide>
      <Wide>
        <CheckboxGroup
          {...goals}
          label="Business need"
          hint={`Choose up to ${BUSINESS_GOALS_MAX}.`}
          options={BusinessGoals.options}
          required
          max={BUSINESS_GOALS_MAX}
          otherValue="other"
          otherText={otherGoal.value}
          onOtherTextChange={otherGoal.onChange}
          otherLabel="Describe your other need"
          otherError={otherGoal.error}
          otherMaxLength={BUSINESS_GOAL_OTHER_MAX}
        />
      </Wide>
      <Wide>
        <MultiSelect
          {...expertise}
          label="Expertise needed"
          hint={`Choose up to ${EXPERTISE_MAX} areas of expertise your team is missing.`}
          options={expertiseOptions}
          required
          max={EXPERTISE_MAX}
          placeholder={isLoading ? 'Loading…' : 'Select expertise'}
        />
      </Wide>
      <TextInput
        {...hours}
        label="Hours per week from each expert"
        hint={`A whole number from ${PROJECT_HOURS_MIN} to ${PROJECT_HOURS_MAX}.`}
        mode="number"
        required
      />
    </FormSection>
  );
}

/** Third section (docs/discovery.md#open-briefs): private (only the experts invited see it) or open to every verified expert. */
export function ProjectVisibilitySection() {
  const visibility = useProjectField('visibility');
  return (
    <FormSection title="Visibility">
      <Wide>
        <RadioGroup
          {...visibility}
          label="Who can find this brief"
          hint="An open brief shows in experts’ Open briefs without your name or contact details; experts who fit can ask to join, and you choose whom to invite."
          options={ProjectVisibilities.options}
          required
        />
      </Wide>
    </FormSection>
  );
}
