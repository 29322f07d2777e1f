import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useGoBack } from '../../../app/use-go-back';
import { paths } from '../../../config/paths';
import { formIssueMessage } from '../../../lib/form-messages';
import { useSignUpSubmit, useSocialUser } from '../hooks/use-sign-up-submit';
import { clientSignUpDefaults, type SignUpState } from '../sign-up-defaults';
import { clientSignUpSchema, type ClientSignUpInput, type ClientSignUpValues } from '../sign-up-schema';
import { SignUpAccountSection } from './sign-up-account-section';
import { SignUpAgreementsSection } from './sign-up-agreements-section';
import { SignUpBusinessSection } from './sign-up-business-section';
import { SignUpFractionalSection } from './sign-up-fractional-section';
import { SignUpFrame } from './sign-up-frame';
import { SignUpPersonalSection } from './sign-up-personal-section';
import { SignUpSkillsSection } from './sign-up-skills-section';
import { SignUpWorkSection } from './sign-up-work-section';

interface ClientSignUpFormProps {
  /** Navigation state: a typed e-mail (and password) or the Google user finishing sign-up. */
  state: SignUpState;
}

/** SPEC.md §2 client sign-up ("Client Sign-up"): the person, then their business; on success to the client home. */
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
      <SignUpFrame {...submit} heading="Client Sign-up" hint="Fields marked with * are required." onCancel={goBack}>
        <SignUpAccountSection isSocial={isSocial} />
        <SignUpPersonalSection />
        <SignUpWorkSection isClient />
        <SignUpSkillsSection />
        <SignUpFractionalSection />
        <SignUpBusinessSection />
        <SignUpAgreementsSection terms="clientTerms" />
      </SignUpFrame>
    </FormProvider>
  );
}
