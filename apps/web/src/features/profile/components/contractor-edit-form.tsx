import type { User } from '@fractional/contract';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { paths } from '../../../config/paths';
import { useProfileEditForm } from '../hooks/use-profile-edit-form';
import { contractorEditDefaults } from '../../../components/profile-form/profile-form-defaults';
import { contractorEditSchema } from '../../../components/profile-form/profile-form-schema';
import { AvailabilitySection } from './availability-section';
import { AccountFields } from './account-fields';
import { FormFrame } from '../../../components/ui/form-frame';
import { PersonalSection } from '../../../components/profile-form/personal-section';
import { FractionalSection } from '../../../components/profile-form/fractional-section';
import { SkillsSection } from '../../../components/profile-form/skills-section';
import { WorkSection } from '../../../components/profile-form/work-section';

/** Contractor edit (docs/product.md#contractor-area) ("Edit your profile"): the contractor sign-up's fields, e-mail and password disabled,
 * then availability and rate (docs/matching.md). */
export function ContractorEditForm({ user }: { user: User }) {
  const [defaults] = useState(() => contractorEditDefaults(user));
  const { form, frame } = useProfileEditForm({
    schema: contractorEditSchema,
    defaults,
    areaRoot: paths.contractor.profile,
    isChangeRequired: true,
  });
  return (
    <FormProvider {...form}>
      <FormFrame {...frame} heading="Edit your profile" hint="Fields marked with * are required.">
        <PersonalSection account={<AccountFields user={user} isRequired />} />
        <WorkSection isClient={false} />
        <SkillsSection />
        <FractionalSection isClient={false} />
        <AvailabilitySection />
      </FormFrame>
    </FormProvider>
  );
}
