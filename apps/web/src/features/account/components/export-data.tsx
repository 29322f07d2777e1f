import { Button } from '../../../components/ui/button';
import { friendlyServerMessage } from '../../../lib/form-messages';
import { useExportAccount } from '../api/export-account';
import { AccountCard, accountCardStyles as styles } from '../../../components/ui/account-card';

/** Download my data: everything stored about the user, saved as a .json file. */
export function ExportData() {
  const exportData = useExportAccount();
  return (
    <AccountCard
      title="Download my data"
      intro="A copy of everything we store about you (account, profile, business, projects, files and sessions) as a JSON file."
    >
      {exportData.error ? (
        <p className={styles.error} role="alert">
          {friendlyServerMessage(exportData.error.message)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" isLoading={exportData.isPending} onClick={() => exportData.mutateAsync()}>
          Download my data
        </Button>
      </div>
    </AccountCard>
  );
}
