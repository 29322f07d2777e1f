import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useGoBack } from '../../../app/use-go-back';
import { paths } from '../../../config/paths';
import { formIssueMessage } from '../../../lib/form-messages';
import { useSignUpSubmit, useSocialUser } from '../hooks/use-sign-up-submit';
import { contractorSignUpDefaults, type SignUpState } from '../sign-up-defaults';
import { contractorSignUpSchema, type ContractorSignUpInput, type ContractorSignUpValues } from '../sign-up-schema';
import { SignUpAccountSection } from './sign-up-account-section';
import { SignUpAgreementsSection } from './sign-up-agreements-section';
import { SignUpFrame } from './sign-up-frame';
import { SignUpPersonalSection } from './sign-up-personal-section';
import { SignUpSkillsSection } from './sign-up-skills-section';
import { SignUpWorkSection } from './sign-up-work-section';

interface ContractorSignUpFormProps {
  /** Navigation state: a typed e-mail (and password) or the Google user finishing sign-up. */
  state: SignUpState;
}

/** SPEC.md §2 contractor sign-up ("Enter account details"); on success to the contractor profile. */
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
      <SignUpFrame
        {...submit}
        heading="Enter account details"
        hint="Fields marked with * are required. Optional fields can be updated later."
        onCancel={goBack}
      >
        <SignUpAccountSection isSocial={isSocial} />
        <SignUpPersonalSection />
        <SignUpWorkSection isClient={false} />
        <SignUpSkillsSection />
        <SignUpAgreementsSection terms="memberTerms" />
      </SignUpFrame>
    </FormProvider>
  );
}
