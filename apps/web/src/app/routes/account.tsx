import { LoadingOverlay } from '../../components/ui/spinner';
import { useMe } from '../../lib/get-me';
import { ChangeEmailForm } from '../../features/account/components/change-email-form';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { CloseAccount } from '../../features/account/components/close-account';
import { ExportData } from '../../features/account/components/export-data';
import { PasskeysCard } from '../../features/account/components/passkeys-card';
import { SessionsList } from '../../features/account/components/sessions-list';
import { MailPreferencesCard } from '../../features/account/components/mail-preferences-card';
import { TwoFactorCard } from '../../features/account/components/two-factor-card';
import { BillingDetailsCard } from '../../features/billing/components/billing-details-form';
import { usePageTitle } from '../use-page-title';
import styles from './account.module.css';

/** `/client/account` and `/member/contractor/account` (docs/product.md#account-and-security): Account & security. */
export function Component() {
  usePageTitle('Account & security');
  const { data: user } = useMe();
  if (!user) return <LoadingOverlay />;
  // Clients are billed and experts bill (docs/money.md#billing-details); an admin invoices nobody.
  const billingSide = user.role.name === 'client' ? 'client' : user.role.name === 'contractor' ? 'expert' : null;
  return (
    <main id="main" className={styles.page}>
      <header className={styles.header}>
        <h1>Account &amp; security</h1>
        <p className={styles.lead}>
          Your sign-in details, {billingSide ? 'the billing details your invoices name, ' : ''}which e-mails you get,
          where you are signed in, and your data.
        </p>
      </header>
      {billingSide ? <BillingDetailsCard side={billingSide} /> : null}
      <ChangePasswordForm user={user} />
      <TwoFactorCard user={user} />
      <PasskeysCard />
      <MailPreferencesCard />
      <ChangeEmailForm user={user} />
      <SessionsList />
      <ExportData />
      <CloseAccount user={user} />
    </main>
  );
}
