import { ROLE_NAMES, type RoleName } from '@fractional/contract';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { WHAT_STAYS } from '../../../features/account/components/close-account';
import { MemberFrame } from './member-frame';
import styles from './account-closed.module.css';

function roleOf(value: string | null): RoleName | null {
  return ROLE_NAMES.find((role) => role === value) ?? null;
}

/**
 * `/member/account-closed?as=<role>`: where closing an account ends (docs/product.md#account-and-security).
 * The session is gone, so the role comes from the link; the page needs nothing else and works on a reload.
 */
export function Component() {
  const role = roleOf(useSearchParams()[0].get('as'));
  return (
    <MemberFrame title="Account closed">
      <section className={styles.pane} aria-labelledby="account-closed-heading">
        <h1 id="account-closed-heading">Your account is closed</h1>
        <div className={styles.notice} role="status">
          <p>
            You are signed out on every device, and your personal data is erased: your names, phone number, timezone,
            description, website, skills and CVs.
          </p>
          {role ? <p>{WHAT_STAYS[role]}</p> : null}
          <p>Your email address is free again: you can sign up with it whenever you like.</p>
        </div>
        <ButtonLink to={paths.member.root} size="lg" fullWidth>
          Go to sign in
        </ButtonLink>
        <ButtonLink to={paths.member.signUp} size="lg" fullWidth variant="secondary">
          Sign up again
        </ButtonLink>
      </section>
    </MemberFrame>
  );
}
