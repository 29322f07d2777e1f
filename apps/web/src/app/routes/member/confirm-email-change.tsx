import { useSearchParams } from 'react-router';
import { useConfirmEmailChange } from '../../../features/account/api/confirm-email-change';
import { EmailLinkResult } from '../../../features/account/components/email-link-result';
import { emailOfLinkHash } from '../../../features/account/link-hash';
import { MemberFrame } from './member-frame';

/** `/member/confirm-email-change?hash=`: the link mailed to a new address (docs/product.md#account-and-security); public. */
export function Component() {
  const hash = useSearchParams()[0].get('hash');
  const confirm = useConfirmEmailChange();
  const email = emailOfLinkHash(hash);
  return (
    <MemberFrame title="Confirm your new email">
      <EmailLinkResult
        heading="Confirm your new email"
        hash={hash}
        mutation={confirm}
        success={
          <p>
            Your email address is changed
            {email ? (
              <>
                {' '}
                to <strong>{email}</strong>
              </>
            ) : null}
            . Use it to sign in.
          </p>
        }
        invalidHelp="Sign in and ask for the change again on the Account & security page."
      />
    </MemberFrame>
  );
}
