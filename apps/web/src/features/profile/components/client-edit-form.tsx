import type { User } from '@fractional/contract';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { paths } from '../../../config/paths';
import { useProfileEditForm } from '../hooks/use-profile-edit-form';
import { clientProfileDefaults } from '../../../components/profile-form/profile-form-defaults';
import { clientProfileSchema } from '../../../components/profile-form/profile-form-schema';
import { AccountFields } from './account-fields';
import { BusinessSection } from '../../../components/profile-form/business-section';
import { FormFrame } from '../../../components/ui/form-frame';
import { FractionalSection } from '../../../components/profile-form/fractional-section';
import { PersonalSection } from '../../../components/profile-form/personal-section';
import { SkillsSection } from '../../../components/profile-form/skills-section';
import { WorkSection } from '../../../components/profile-form/work-section';

/**
 * Client edit profile (docs/product.md#client-area) ("Update your profile"): personal info, work experience, skills,
 * Fractional experience and the business; e-mail and password disabled.
 */
export function ClientEditForm({ user }: { user: User }) {
  const [defaults] = useState(() => clientProfileDefaults(user));
  const { form, frame } = useProfileEditForm({
    schema: clientProfileSchema,
    defaults,
    areaRoot: paths.client.home,
    isChangeRequired: false,
  });
  return (
    <FormProvider {...form}>
      <FormFrame {...frame} heading="Update your profile" hint="Fields marked with * are required.">
        <PersonalSection account={<AccountFields user={user} isRequired={false} />} />
        <WorkSection isClient />
        <SkillsSection />
        <FractionalSection isClient />
        <BusinessSection />
      </FormFrame>
    </FormProvider>
  );
}
