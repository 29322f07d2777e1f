import { useRuntimeConfig } from '../../../config/runtime-config';
import styles from './demo-accounts.module.css';

const ROLE_LABELS = { client: 'Client', contractor: 'Expert', admin: 'Admin' } as const;

/**
 * Only when the server runs the demo marketplace (`npm run demo`, docs/demo.md): its accounts, each a
 * button that fills the sign-in form. Nothing renders otherwise, and nothing is prerendered.
 */
export function DemoAccounts({ onPick }: { onPick: (email: string, password: string) => void }) {
  const { data: config } = useRuntimeConfig();
  const demo = config?.demo;
  if (!demo || demo.accounts.length === 0) return null;
  return (
    <aside className={styles.panel} aria-labelledby="demo-accounts-heading">
      <h2 id="demo-accounts-heading" className={styles.heading}>
        Demo marketplace — sign in as…
      </h2>
      <p className={styles.note}>
        Sample people, nothing real. Every account&rsquo;s password is <code>{demo.password}</code>.
      </p>
      <ul className={styles.list}>
        {demo.accounts.map((account) => (
          <li key={account.email}>
            <button type="button" className={styles.account} onClick={() => onPick(account.email, demo.password)}>
              <span className={styles.role}>{ROLE_LABELS[account.role]}</span>
              <span className={styles.name}>{account.name}</span>
              <span className={styles.email}>{account.email}</span>
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
