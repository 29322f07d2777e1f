import { useSearchParams } from 'react-router';
import { useVerifyEmail } from '../../../features/account/api/verify-email';
import { EmailLinkResult } from '../../../features/account/components/email-link-result';
import { MemberFrame } from './member-frame';

/** `/member/verify-email?hash=`: the link mailed at sign-up (docs/product.md#account-and-security); public. */
export function Component() {
  const hash = useSearchParams()[0].get('hash');
  const verify = useVerifyEmail();
  return (
    <MemberFrame title="Verify your email">
      <EmailLinkResult
        heading="Verify your email"
        hash={hash}
        mutation={verify}
        success={<p>Thank you — your email address is verified.</p>}
        invalidHelp="Sign in and choose Resend on the banner to get a new link."
      />
    </MemberFrame>
  );
}
