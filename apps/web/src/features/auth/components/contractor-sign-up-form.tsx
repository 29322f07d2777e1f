import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useGoBack } from '../../../lib/use-go-back';
import { paths } from '../../../config/paths';
import { formIssueMessage } from '../../../lib/form-messages';
import { FormFrame } from '../../../components/ui/form-frame';
import { PersonalSection } from '../../../components/profile-form/personal-section';
import { FractionalSection } from '../../../components/profile-form/fractional-section';
import { SkillsSection } from '../../../components/profile-form/skills-section';
import { WorkSection } from '../../../components/profile-form/work-section';
import { useSignUpSubmit, useSocialUser } from '../hooks/use-sign-up-submit';
import { contractorSignUpDefaults, type SignUpState } from '../sign-up-defaults';
import { contractorSignUpSchema, type ContractorSignUpInput, type ContractorSignUpValues } from '../sign-up-schema';
import { SignUpAccountSection } from './sign-up-account-section';
import { SignUpAgreementsSection } from './sign-up-agreements-section';

interface ContractorSignUpFormProps {
  /** Navigation state: a typed e-mail (and password) or the Google user finishing sign-up. */
  state: SignUpState;
}

/** Contractor sign-up (docs/product.md#sign-in-and-sign-up) ("Enter account details"); on success to the contractor profile. */
export function ContractorSignUpForm({ state }: ContractorSignUpFormProps) {
  const socialUser = useSocialUser(state.user);
  const isSocial = state.user !== undefined;
  const schema = useMemo(() => contractorSignUpSchema(isSocial), [isSocial]);
  const form = useForm<ContractorSignUpInput, unknown, ContractorSignUpValues>({
    resolver: zodResolver(schema, { error: formIssueMessage }),
    defaultValues: contractorSignUpDefaults(state),
    mode: 'onTouched',
  });
  const submit = useSignUpSubmit({ form, role: 'contractor', socialUser });
  const goBack = useGoBack(paths.member.root);

  return (
    <FormProvider {...form}>
      <FormFrame
        {...submit}
        heading="Enter account details"
        submitLabel="Sign up now"
        hint="Fields marked with * are required. Optional fields can be updated later."
        onCancel={goBack}
      >
        <SignUpAccountSection isSocial={isSocial} />
        <PersonalSection />
        <WorkSection isClient={false} />
        <SkillsSection />
        <FractionalSection isClient={false} />
        <SignUpAgreementsSection terms="memberTerms" />
      </FormFrame>
    </FormProvider>
  );
}
