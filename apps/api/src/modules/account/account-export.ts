import type { AccountExport, User } from '@fractional/contract';
import type { Writable } from 'node:stream';
import type { Database } from '../../db/client.js';
import { withReadSnapshot } from '../../db/transaction.js';
import type { AuthState } from '../../lib/access.js';
import { exportPasskeys, listLiveSessions, listSignInDevices, toSession } from '../auth/index.js';
import { findOwnBillingDetails } from '../billing/index.js';
import { toStoredFile } from '../files/index.js';
import { findMailPreferences } from '../mail-preferences/index.js';
import { exportInvitations } from '../invitations/index.js';
import { activityPages, conversationPages, messagePagesWrittenBy } from '../messaging/index.js';
import { toProject } from '../projects/index.js';
import { exportMemberships } from '../squads/index.js';
import { exportReviewsReceived, exportReviewsWritten } from '../reviews/index.js';
import { requireUser } from '../users/index.js';
import { listAllFilesOfUser, listAllProjectsOfUser } from './account.repository.js';

/** Sessions listed in an export: far more than anyone signs in from. */
const EXPORT_SESSIONS_MAX = 10_000;
/** Rows read (and written out) at a time from the lists that grow without bound. */
const EXPORT_PAGE_SIZE = 500;

type Key = keyof AccountExport;

/** What a section reads with: the snapshot, the caller, and the user (read once, for three sections). */
interface ExportContext {
  tx: Database;
  userId: number;
  sessionId: string;
  user: () => Promise<User>;
}

/** One key of the document: a value read at once, or a list read and written a page at a time. */
type Section =
  | { key: Key; value: (ctx: ExportContext) => Promise<unknown> }
  | { key: Key; pages: (ctx: ExportContext) => AsyncIterable<unknown[]> };

/**
 * The document of `GET /auth/me/export` (docs/api.md#account-and-sign-in), in its key order. What
 * working together stores (timesheets, invoices, reviews) joins here as sections, with its key in
 * `AccountExportSchema`; nothing may ever write a hash or a token.
 */
const SECTIONS: readonly Section[] = [
  { key: 'exportedAt', value: async () => new Date().toISOString() },
  { key: 'user', value: ({ user }) => user() },
  { key: 'profile', value: async ({ user }) => (await user()).profiles[0] ?? null },
  { key: 'businessDetail', value: async ({ user }) => (await user()).businessDetail },
  { key: 'billingDetails', value: ({ tx, userId }) => findOwnBillingDetails(tx, userId) },
  { key: 'projects', value: async ({ tx, userId }) => (await listAllProjectsOfUser(tx, userId)).map(toProject) },
  { key: 'files', value: async ({ tx, userId }) => (await listAllFilesOfUser(tx, userId)).map(toStoredFile) },
  {
    key: 'sessions',
    value: async ({ tx, userId, sessionId }) =>
      (await listLiveSessions(tx, userId, { offset: 0, limit: EXPORT_SESSIONS_MAX })).map((row) =>
        toSession(row, sessionId),
      ),
  },
  { key: 'invitations', value: ({ tx, userId }) => exportInvitations(tx, userId) },
  { key: 'squadMemberships', value: ({ tx, userId }) => exportMemberships(tx, userId) },
  { key: 'conversations', pages: ({ tx, userId }) => conversationPages(tx, userId, EXPORT_PAGE_SIZE) },
  { key: 'messages', pages: ({ tx, userId }) => messagePagesWrittenBy(tx, userId, EXPORT_PAGE_SIZE) },
  { key: 'activity', pages: ({ tx, userId }) => activityPages(tx, userId, EXPORT_PAGE_SIZE) },
  { key: 'reviewsWritten', value: ({ tx, userId }) => exportReviewsWritten(tx, userId) },
  { key: 'reviewsReceived', value: ({ tx, userId }) => exportReviewsReceived(tx, userId) },
  { key: 'mailPreferences', value: ({ tx, userId }) => findMailPreferences(tx, userId) },
  { key: 'passkeys', value: ({ tx, userId }) => exportPasskeys(tx, userId) },
  { key: 'signInDevices', value: ({ tx, userId }) => listSignInDevices(tx, userId) },
];

/** The document as JSON text, a section (or a page of a list) at a time. */
async function* exportChunks(tx: Database, auth: AuthState): AsyncGenerator<string> {
  let user: Promise<User> | undefined;
  const ctx: ExportContext = {
    tx,
    userId: auth.userId,
    sessionId: auth.sessionId,
    user: () => (user ??= requireUser(tx, auth.userId)),
  };
  for (const [index, section] of SECTIONS.entries()) {
    const head = `${index === 0 ? '{' : ','}${JSON.stringify(section.key)}:`;
    if ('value' in section) {
      yield head + JSON.stringify(await section.value(ctx));
      continue;
    }
    yield `${head}[`;
    let isFirst = true;
    for await (const page of section.pages(ctx)) {
      yield (isFirst ? '' : ',') + page.map((item) => JSON.stringify(item)).join(',');
      isFirst = false;
    }
    yield ']';
  }
  yield '}';
}

/** Resolves when `out` takes more; rejects when the reader went away (the snapshot then ends at once). */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error('the export was closed before its end'));
    out.on('drain', onDrain);
    out.on('close', onClose);
  });
}

/**
 * `GET /auth/me/export`: writes everything stored about the caller to `out` as one JSON document,
 * read in one read-only snapshot and a page at a time, so memory stays bounded however much the user
 * wrote. Ends `out`, or destroys it when reading fails (the answer is then cut short, never half-valid).
 */
export async function writeAccountExport(db: Database, auth: AuthState, out: Writable): Promise<void> {
  try {
    await withReadSnapshot(db, async (tx) => {
      for await (const chunk of exportChunks(tx, auth)) {
        if (out.destroyed) throw new Error('the export was closed before its end');
        if (!out.write(chunk)) await drained(out);
      }
    });
    out.end();
  } catch (error) {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}
