import { AuditActions, AuditTargetTypes, type AuditEntry } from '@fractional/contract';
import { Link } from 'react-router';
import { formatDateTime, personName } from '../admin-display';
import { auditChanges, auditTargetPath, fieldLabel, NO_VALUE } from '../audit-changes';
import table from './admin-table.module.css';
import styles from './audit-table.module.css';

/** The audit log (docs/product.md#admin-console): when, who, what, on what, and each changed value before → after. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <table className={table.table}>
      <caption className="visually-hidden">Audit log, newest first</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">What</th>
          <th scope="col">Target</th>
          <th scope="col">Changes</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const changes = auditChanges(entry.before, entry.after);
          const targetName = entry.target.label ?? `#${entry.target.id}`;
          const targetPath = auditTargetPath(entry);
          return (
            <tr key={entry.id}>
              <th scope="row" className={table.number}>
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </th>
              <td data-label="Who">
                {entry.actor ? (
                  <span className={table.stack}>
                    <span>{personName(entry.actor)}</span>
                    <span className={table.muted}>{entry.actor.email}</span>
                  </span>
                ) : (
                  <span className={table.muted}>System (set-up)</span>
                )}
              </td>
              <td data-label="What">{AuditActions.labels[entry.action]}</td>
              <td data-label="Target">
                <span className={table.stack}>
                  {targetPath ? <Link to={targetPath}>{targetName}</Link> : <span>{targetName}</span>}
                  <span className={table.muted}>
                    {AuditTargetTypes.labels[entry.target.type]} #{entry.target.id}
                  </span>
                </span>
              </td>
              <td data-label="Changes" className={table.wide}>
                {changes.length === 0 ? (
                  <span className={table.muted}>No change recorded</span>
                ) : (
                  <dl className={styles.changes}>
                    {changes.map((change) => (
                      <div key={change.field} className={styles.change}>
                        <dt className={styles.field}>{fieldLabel(change.field)}</dt>
                        <dd className={styles.values}>
                          <span className="visually-hidden">from </span>
                          {change.before === NO_VALUE ? (
                            <span className={styles.empty}>{NO_VALUE}</span>
                          ) : (
                            <del className={styles.before}>{change.before}</del>
                          )}
                          <span aria-hidden="true"> → </span>
                          <span className="visually-hidden"> to </span>
                          <ins className={styles.after}>{change.after}</ins>
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
