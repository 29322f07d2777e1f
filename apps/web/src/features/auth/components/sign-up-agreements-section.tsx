import type { ReactNode } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { useRuntimeConfig } from '../../../config/runtime-config';
import { useSignUpField } from '../hooks/use-sign-up-field';
import { FormSection, Wide } from '../../../components/ui/form-section';

interface SignUpAgreementsSectionProps {
  /** Clients agree to the client terms, contractors to the membership terms. */
  terms: 'clientTerms' | 'memberTerms';
}

/** A document opened in a new window (or plain text until the links are known). */
function DocumentLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new window)</span>
    </a>
  );
}

export function SignUpAgreementsSection({ terms }: SignUpAgreementsSectionProps) {
  const { data: config } = useRuntimeConfig();
  const acceptedPolicies = useSignUpField('acceptedPolicies');
  const agreedToTerms = useSignUpField('agreedToTerms');
  return (
    <FormSection title="Agreements">
      <Wide>
        <Checkbox
          {...acceptedPolicies}
          label={
            <>
              I agree to the{' '}
              <DocumentLink href={config?.links.principles}>Digital-First Work Principles and Policies</DocumentLink>
            </>
          }
          required
        />
      </Wide>
      <Wide>
        <Checkbox
          {...agreedToTerms}
          label={
            <>
              I agree to the <DocumentLink href={config?.links[terms]}>Terms and Conditions</DocumentLink>
            </>
          }
          required
        />
      </Wide>
    </FormSection>
  );
}
