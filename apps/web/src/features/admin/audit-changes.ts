import type { AuditEntry } from '@fractional/contract';
import { paths } from '../../config/paths';

/** "emailVerified" → "Email verified". */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One changed value of an audit entry: what it was and what it became, written for people. */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const NO_VALUE = '—';

/** A stored value as text: strings as they are, nothing as "—", anything else as compact JSON. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** What a requested, not yet confirmed value reads as (an e-mail change waits for its owner's link). */
export const PENDING_SUFFIX = ' (awaiting confirmation)';

/**
 * A request records the value asked for as `pendingX` beside the old `X` (`{email}` → `{pendingEmail}`):
 * read it as X changing to the requested value, awaiting confirmation, not as X removed.
 */
function withPendingValues(was: Record<string, unknown>, is: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...is };
  for (const [key, value] of Object.entries(is)) {
    const field = /^pending([A-Z].*)$/.exec(key)?.[1];
    if (!field) continue;
    const base = field.charAt(0).toLowerCase() + field.slice(1);
    if (!(base in was) || base in is) continue;
    delete merged[key];
    merged[base] =
      value === null || value === undefined || value === '' ? value : `${auditValueText(value)}${PENDING_SUFFIX}`;
  }
  return merged;
}

/**
 * What an admin action changed: for two objects, each field whose value differs (in the order the
 * fields first appear; a pending request as the field it asks to change); otherwise the whole value
 * before and after. Equal values give no change.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (isRecord(before) || isRecord(after)) {
    const was = isRecord(before) ? before : {};
    const is = withPendingValues(was, isRecord(after) ? after : {});
    const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
    return fields
      .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(is[field]))
      .map((field) => ({ field, before: auditValueText(was[field]), after: auditValueText(is[field]) }));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ field: 'value', before: auditValueText(before), after: auditValueText(after) }];
}

/**
 * Where an audit entry's target is seen in the console: a project (or an invitation's or a review's
 * project) opens its page, a user or an expert the list searched for them. Null when nothing is left to show.
 */
export function auditTargetPath(entry: Pick<AuditEntry, 'target' | 'before' | 'after'>): string | null {
  const { type, id, label } = entry.target;
  if (type === 'project') return paths.admin.project(id);
  if (type === 'invitation' || type === 'review') {
    const projectId = entry.after?.projectId ?? entry.before?.projectId;
    return typeof projectId === 'number' ? paths.admin.project(projectId) : null;
  }
  // The e-mail the target had then: an expert's label is "Name <e-mail>".
  const email = label ? (/<([^>]+)>$/.exec(label)?.[1] ?? label) : null;
  if (!email) return null;
  if (type === 'user') return `${paths.admin.users}?q=${encodeURIComponent(email)}`;
  return `${paths.admin.experts}?vetting=all&q=${encodeURIComponent(email)}`;
}
