import { useSearchParams } from 'react-router';
import { useVerifyEmail } from '../../../features/account/api/verify-email';
import { EmailLinkResult } from '../../../features/account/components/email-link-result';
import { emailOfLinkHash } from '../../../features/account/link-hash';
import { MemberFrame } from './member-frame';

/**
 * `/member/verify-email?hash=`: the link mailed at sign-up (docs/product.md#account-and-security);
 * public. It names the address verified, and a link opened again says the address is verified
 * already rather than calling the link invalid.
 */
export function Component() {
  const hash = useSearchParams()[0].get('hash');
  const verify = useVerifyEmail();
  const email = emailOfLinkHash(hash);
  return (
    <MemberFrame title="Verify your email">
      <EmailLinkResult
        heading="Verify your email"
        hash={hash}
        mutation={verify}
        success={<p>Thank you — {email ? <strong>{email}</strong> : 'your email address'} is verified.</p>}
        alreadyDone={
          <p>
            This address
            {email ? (
              <>
                {' '}
                (<strong>{email}</strong>)
              </>
            ) : null}{' '}
            is already verified. There is nothing more to do.
          </p>
        }
        invalidHelp="Sign in and choose Resend on the banner to get a new link."
      />
    </MemberFrame>
  );
}
