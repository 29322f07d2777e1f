import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useGoBack } from '../../../lib/use-go-back';
import { paths } from '../../../config/paths';
import { formIssueMessage } from '../../../lib/form-messages';
import { BusinessSection } from '../../../components/profile-form/business-section';
import { FormFrame } from '../../../components/ui/form-frame';
import { FractionalSection } from '../../../components/profile-form/fractional-section';
import { PersonalSection } from '../../../components/profile-form/personal-section';
import { SkillsSection } from '../../../components/profile-form/skills-section';
import { WorkSection } from '../../../components/profile-form/work-section';
import { useSignUpSubmit, useSocialUser } from '../hooks/use-sign-up-submit';
import { clientSignUpDefaults, type SignUpState } from '../sign-up-defaults';
import { clientSignUpSchema, type ClientSignUpInput, type ClientSignUpValues } from '../sign-up-schema';
import { SignUpAccountSection } from './sign-up-account-section';
import { SignUpAgreementsSection } from './sign-up-agreements-section';

interface ClientSignUpFormProps {
  /** Navigation state: a typed e-mail (and password) or the Google user finishing sign-up. */
  state: SignUpState;
}

/** Client sign-up (docs/product.md#sign-in-and-sign-up) ("Client Sign-up"): the person, then their business; on success to the client home. */
export function ClientSignUpForm({ state }: ClientSignUpFormProps) {
  const socialUser = useSocialUser(state.user);
  const isSocial = state.user !== undefined;
  const schema = useMemo(() => clientSignUpSchema(isSocial), [isSocial]);
  const form = useForm<ClientSignUpInput, unknown, ClientSignUpValues>({
    resolver: zodResolver(schema, { error: formIssueMessage }),
    defaultValues: clientSignUpDefaults(state),
    mode: 'onTouched',
  });
  const submit = useSignUpSubmit({ form, role: 'client', socialUser });
  const goBack = useGoBack(paths.member.root);

  return (
    <FormProvider {...form}>
      <FormFrame
        {...submit}
        heading="Client Sign-up"
        hint="Fields marked with * are required."
        submitLabel="Sign up now"
        onCancel={goBack}
      >
        <SignUpAccountSection isSocial={isSocial} />
        <PersonalSection />
        <WorkSection isClient />
        <SkillsSection />
        <FractionalSection isClient />
        <BusinessSection />
        <SignUpAgreementsSection terms="clientTerms" />
      </FormFrame>
    </FormProvider>
  );
}
