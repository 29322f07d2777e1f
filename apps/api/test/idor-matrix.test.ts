import { randomBytes } from 'node:crypto';
import {
  addWeeks,
  DEFAULT_MAIL_PREFERENCES,
  type ActivityPage,
  type ConversationPage,
  type EventTicket,
} from '@fractional/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { reviews, savedSearches, shortlistEntries, userPasskeys, users } from '../src/db/schema/index.js';
import { expertises } from '../src/db/seed/data/expertises.js';
import { createAdmin } from './admin-fixtures.js';
import { createClient, createProject, uniqueEmail, type Account } from './factories.js';
import { insertCreditNote, insertInvoice, lastMonth } from './invoice-fixtures.js';
import { stateDigest } from './fuzz/state-digest.js';
import { TokenService } from '../src/modules/auth/tokens.js';
import { buildListeningTestApp } from './listening-app.js';
import {
  accept,
  api,
  createFitExpert,
  invite,
  logTodaysHours,
  submitTimesheet,
  thisMonday,
  todaysHours,
  uploadCv,
  type Method,
} from './marketplace-fixtures.js';
import { endMember, listConversations, sendMessage } from './messaging-fixtures.js';
import { createOpenBrief, expressInterest, verifyUser } from './open-brief-fixtures.js';
import { openSse } from './sse-client.js';
import { SoftPasskey } from './soft-passkey.js';

/** An invoice of a seat, written directly (its number unique per seat): what the invoice rows read and change. */
async function invoiceOf(memberId: number, projectId: number): Promise<number> {
  return insertInvoice(t.app.deps.database.db, {
    number: `FR-1999-${String(memberId).padStart(6, '0')}`,
    projectId,
    memberId,
    expertProfileId: 1,
    orgName: 'Client A',
  });
}

/** A credit note of a second (voided) invoice of a seat, written directly: what `GET /credit-notes/{id}` reads. */
async function creditNoteOf(memberId: number, projectId: number): Promise<number> {
  const invoiceId = await insertInvoice(t.app.deps.database.db, {
    number: `FR-1998-${String(memberId).padStart(6, '0')}`,
    projectId,
    memberId,
    expertProfileId: 1,
    orgName: 'Client A',
  });
  return insertCreditNote(t.app.deps.database.db, invoiceId, `CN-1998-${String(memberId).padStart(6, '0')}`);
}

/** A new rate proposed by `member` for their seat, starting on a Monday well ahead. */
async function rateChangeOf(member: { token: string }, projectId: number, memberId: number): Promise<number> {
  const response = await api(t.app, 'POST', `/projects/${projectId}/squad/${memberId}/rate-changes`, member.token, {
    hourlyRate: 120,
    effectiveFrom: '2099-01-05',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

/** A review written directly, published (and announced) at once: what the moderation row hides. */
async function publishedReviewOf(memberId: number, projectId: number, profileId: number, author: Account) {
  const [row] = await t.app.deps.database.db
    .insert(reviews)
    .values({
      projectId,
      memberId,
      about: 'expert',
      authorUserId: author.user.id,
      subjectProfileId: profileId,
      rating: 2,
      wouldWorkAgain: false,
      publishedAt: sql`now()`,
      // Announced already: the reviews.announce schedule writes nothing while a refusal is checked.
      announcedAt: sql`now()`,
    })
    .returning({ id: reviews.id });
  return row!.id;
}

/**
 * The IDOR matrix: every endpoint × every actor, each with the one status code it must get. Nobody reads
 * or changes what is not theirs: a refused call (4xx) must also leave every stored row as it was.
 *
 * Actors: `clientA` owns the project under test; `clientB` is another client with a project of their
 * own; `member` accepted an invitation to clientA's project (a squad member); `former` accepted one
 * too and then left the squad (a former member); `invited` holds an open invitation to it; `outsider`
 * is an expert in the squad of clientB's project only; `admin` runs the matcher console (docs/api.md#matcher-console:
 * any project's matches and invitations, any card and CV, never a squad change, no conversation;
 * `/admin/*` for nobody else); `anonymous` has no token.
 *
 * To add an endpoint, add a row: `path` (and `body`) read the `Scene` the row gets, `expected` names
 * the status for every actor. Rows run the refused actors first, then the allowed ones. A row that
 * writes starts on a fresh scene and gives each allowed write a fresh one; the rows that only read
 * share one. A refusal must also show none of the scene's message bodies.
 */
type Actor = 'clientA' | 'clientB' | 'member' | 'former' | 'invited' | 'outsider' | 'admin' | 'anonymous';
const ACTORS: readonly Actor[] = [
  'clientA',
  'clientB',
  'member',
  'former',
  'invited',
  'outsider',
  'admin',
  'anonymous',
];
type Accounts = Record<Exclude<Actor, 'anonymous'>, Account>;

interface Scene {
  /** clientA's project: `member` in its squad, `former` out of it, `invited` with an open invitation. */
  projectId: number;
  seatId: number;
  acceptedInvitationId: number;
  formerInvitationId: number;
  openInvitationId: number;
  /** clientB's project, with `outsider` in its squad. */
  otherProjectId: number;
  /** An uploaded CV of `member` (readable by clientA after acceptance) and of `invited` (not yet). */
  memberCvId: number;
  invitedCvId: number;
  /** An expert matchable for clientA's project, never invited: what a fresh invitation names. */
  freeExpertId: number;
  freeExpertUserId: number;
  /** The direct conversation of the open invitation (clientA and `invited`), with a message of clientA. */
  directConversationId: number;
  directMessageId: number;
  /** The squad conversation of clientA's project (clientA, `member`; `former` left), with a message. */
  squadConversationId: number;
  squadMessageId: number;
  /** A message of clientB's direct conversation with `outsider`: a cursor of another conversation. */
  foreignMessageId: number;
  /** The former member's seat, with this week's draft timesheet; `member`'s week, submitted. */
  formerSeatId: number;
  draftTimesheetId: number;
  submittedTimesheetId: number;
  /** An outcome of clientA's project, and last week's check-in on it (written by clientA, not rated). */
  outcomeId: number;
  checkInId: number;
  /** An invoice of `member`'s seat on clientA's project. */
  invoiceId: number;
  /** A credit note of another invoice of that seat. */
  creditNoteId: number;
  /** A new rate for `member`'s seat, proposed by `member` (clientA answers it). */
  rateChangeId: number;
  /** A published review by clientB about `outsider`'s seat on clientB's project (what an admin may hide). */
  publishedReviewId: number;
  /** A ticket of the free expert's session that has opened their event stream already. */
  usedTicket: string;
  /** clientA's one-click unsubscribe token for invoice mail (docs/mail.md): whoever holds it may use it. */
  unsubscribeToken: string;
  /** `invited`'s profile on clientA's project's shortlist, and a saved search of clientA. */
  shortlistedId: number;
  savedSearchId: number;
  /** clientA's open brief (docs/discovery.md#open-briefs-and-interest), and the free expert's pending interest in it. */
  openBriefId: number;
  interestId: number;
  /** A passkey of clientA (docs/security.md#passkeys), written directly. */
  passkeyId: string;
  /** The bodies of those messages: no refusal may show one. */
  secrets: string[];
  /** Each actor's conversations, and the projects of the activity they see: what their lists must show. */
  conversationsOf: Record<keyof Accounts, number[]>;
  activityProjectsOf: Record<keyof Accounts, number[]>;
}

interface Row {
  endpoint: string;
  method: Method;
  path: (scene: Scene) => string;
  body?: (scene: Scene) => object;
  expected: Record<Actor, number>;
  /** An allowed call writes only the caller's own rows, which no other actor's call reads: one scene serves all. */
  sharesScene?: true;
}

// One line per endpoint, so the matrix reads as a table.
// prettier-ignore
const ROWS: Row[] = [
  {
    endpoint: 'create an invitation',
    method: 'POST',
    path: (s) => `/projects/${s.projectId}/invitations`,
    body: (s) => ({ profileId: s.freeExpertId }),
    expected: { clientA: 201, clientB: 404, member: 404, former: 404, invited: 404, outsider: 404, admin: 201, anonymous: 401 },
  },
  {
    endpoint: "list a project's invitations",
    method: 'GET',
    path: (s) => `/projects/${s.projectId}/invitations`,
    expected: { clientA: 200, clientB: 404, member: 404, former: 404, invited: 404, outsider: 404, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'read an open invitation',
    method: 'GET',
    path: (s) => `/invitations/${s.openInvitationId}`,
    expected: { clientA: 200, clientB: 404, member: 404, former: 404, invited: 200, outsider: 404, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'read an accepted invitation',
    method: 'GET',
    path: (s) => `/invitations/${s.acceptedInvitationId}`,
    expected: { clientA: 200, clientB: 404, member: 200, former: 404, invited: 404, outsider: 404, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'accept an invitation',
    method: 'POST',
    path: (s) => `/invitations/${s.openInvitationId}/accept`,
    body: () => ({ hoursPerWeek: 1, hourlyRate: 100 }),
    expected: { clientA: 403, clientB: 404, member: 404, former: 404, invited: 200, outsider: 404, admin: 403, anonymous: 401 },
  },
  {
    endpoint: 'decline an invitation',
    method: 'POST',
    path: (s) => `/invitations/${s.openInvitationId}/decline`,
    body: () => ({ reason: 'No' }),
    expected: { clientA: 403, clientB: 404, member: 404, former: 404, invited: 200, outsider: 404, admin: 403, anonymous: 401 },
  },
  {
    endpoint: 'withdraw an invitation',
    method: 'POST',
    path: (s) => `/invitations/${s.openInvitationId}/withdraw`,
    expected: { clientA: 200, clientB: 404, member: 404, former: 404, invited: 403, outsider: 404, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'list the squad',
    method: 'GET',
    path: (s) => `/projects/${s.projectId}/squad`,
    expected: { clientA: 200, clientB: 404, member: 200, former: 200, invited: 404, outsider: 404, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'end a membership',
    method: 'POST',
    path: (s) => `/projects/${s.projectId}/squad/${s.seatId}/end`,
    expected: { clientA: 200, clientB: 404, member: 200, former: 403, invited: 404, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    // The scene's seat has an open proposal already: who may propose gets 409, not 201.
    endpoint: 'propose a new rate',
    method: 'POST',
    path: (s) => `/projects/${s.projectId}/squad/${s.seatId}/rate-changes`,
    body: () => ({ hourlyRate: 130, effectiveFrom: '2099-01-12' }),
    expected: { clientA: 409, clientB: 404, member: 409, former: 403, invited: 404, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    endpoint: "propose a new rate through another project's path",
    method: 'POST',
    path: (s) => `/projects/${s.otherProjectId}/squad/${s.seatId}/rate-changes`,
    body: () => ({ hourlyRate: 130, effectiveFrom: '2099-01-12' }),
    expected: { clientA: 404, clientB: 404, member: 404, former: 404, invited: 404, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    endpoint: 'accept a proposed rate',
    method: 'POST',
    path: (s) => `/rate-changes/${s.rateChangeId}/accept`,
    expected: { clientA: 200, clientB: 404, member: 403, former: 404, invited: 404, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    endpoint: 'decline a proposed rate',
    method: 'POST',
    path: (s) => `/rate-changes/${s.rateChangeId}/decline`,
    expected: { clientA: 200, clientB: 404, member: 403, former: 404, invited: 404, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    endpoint: "end a membership through another project's path",
    method: 'POST',
    path: (s) => `/projects/${s.otherProjectId}/squad/${s.seatId}/end`,
    expected: { clientA: 404, clientB: 404, member: 404, former: 404, invited: 404, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    endpoint: 'complete the project',
    method: 'PATCH',
    path: (s) => `/projects/${s.projectId}`,
    body: () => ({ status: 'completed' }),
    expected: { clientA: 200, clientB: 404, member: 404, former: 404, invited: 404, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    endpoint: 'edit the brief',
    method: 'PATCH',
    path: (s) => `/projects/${s.projectId}`,
    body: () => ({ overview: 'A sharper overview for the squad.', hoursPerWeek: 6 }),
    expected: { clientA: 200, clientB: 404, member: 404, former: 404, invited: 404, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    endpoint: 'read the project',
    method: 'GET',
    path: (s) => `/projects/${s.projectId}`,
    expected: { clientA: 200, clientB: 404, member: 404, former: 404, invited: 404, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    endpoint: 'read the brief as the squad',
    method: 'GET',
    path: (s) => `/projects/${s.projectId}/brief`,
    expected: { clientA: 403, clientB: 404, member: 200, former: 200, invited: 404, outsider: 404, admin: 403, anonymous: 401 },
  },
  {
    endpoint: "list the project's matches (with engagement)",
    method: 'GET',
    path: (s) => `/projects/${s.projectId}/matches`,
    expected: { clientA: 200, clientB: 404, member: 403, former: 403, invited: 403, outsider: 403, admin: 200, anonymous: 401 },
  },
  {
    endpoint: "read an engaged expert's card",
    method: 'GET',
    path: (s) => `/profiles/${s.freeExpertId}/card`,
    expected: { clientA: 200, clientB: 404, member: 403, former: 403, invited: 403, outsider: 403, admin: 200, anonymous: 401 },
  },
  {
    endpoint: "download an accepted member's CV",
    method: 'GET',
    path: (s) => `/files/${s.memberCvId}`,
    expected: { clientA: 200, clientB: 404, member: 200, former: 404, invited: 404, outsider: 404, admin: 200, anonymous: 401 },
  },
  {
    endpoint: "download an invited (not accepted) expert's CV",
    method: 'GET',
    path: (s) => `/files/${s.invitedCvId}`,
    expected: { clientA: 404, clientB: 404, member: 404, former: 404, invited: 200, outsider: 404, admin: 200, anonymous: 401 },
  },
  // Outcomes and check-ins (docs/engagements.md): the owner and the squad (former members read), an admin reads.
  {
    endpoint: "list the project's outcomes",
    method: 'GET',
    path: (s) => `/projects/${s.projectId}/outcomes`,
    expected: { clientA: 200, clientB: 404, member: 200, former: 200, invited: 404, outsider: 404, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'add an outcome',
    method: 'POST',
    path: (s) => `/projects/${s.projectId}/outcomes`,
    body: () => ({ title: 'Launch' }),
    expected: { clientA: 201, clientB: 404, member: 403, former: 403, invited: 404, outsider: 404, admin: 403, anonymous: 401 },
  },
  {
    endpoint: 'edit an outcome',
    method: 'PATCH',
    path: (s) => `/outcomes/${s.outcomeId}`,
    body: () => ({ target: 'Live in two markets' }),
    expected: { clientA: 200, clientB: 404, member: 403, former: 403, invited: 404, outsider: 404, admin: 403, anonymous: 401 },
  },
  {
    endpoint: 'remove an outcome',
    method: 'DELETE',
    path: (s) => `/outcomes/${s.outcomeId}`,
    expected: { clientA: 204, clientB: 404, member: 403, former: 403, invited: 404, outsider: 404, admin: 403, anonymous: 401 },
  },
  {
    endpoint: "write the week's check-in",
    method: 'PUT',
    path: (s) => `/projects/${s.projectId}/check-ins/${thisMonday()}`,
    body: () => ({ summary: 'On track' }),
    expected: { clientA: 201, clientB: 404, member: 201, former: 403, invited: 404, outsider: 404, admin: 403, anonymous: 401 },
  },
  {
    endpoint: "list the project's check-ins",
    method: 'GET',
    path: (s) => `/projects/${s.projectId}/check-ins`,
    expected: { clientA: 200, clientB: 404, member: 200, former: 200, invited: 404, outsider: 404, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'rate a check-in',
    method: 'POST',
    path: (s) => `/check-ins/${s.checkInId}/rating`,
    body: () => ({ rating: 4, comment: 'Good week' }),
    expected: { clientA: 200, clientB: 404, member: 403, former: 403, invited: 404, outsider: 404, admin: 403, anonymous: 401 },
  },
  {
    endpoint: "the project's productivity breakdown",
    method: 'GET',
    path: (s) => `/projects/${s.projectId}/productivity`,
    expected: { clientA: 200, clientB: 404, member: 200, former: 200, invited: 404, outsider: 404, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'the dashboard',
    method: 'GET',
    path: () => '/dashboard',
    expected: { clientA: 200, clientB: 200, member: 403, former: 403, invited: 403, outsider: 403, admin: 403, anonymous: 401 },
  },
  {
    endpoint: "the caller's own invitations",
    method: 'GET',
    path: () => '/invitations',
    expected: { clientA: 200, clientB: 200, member: 200, former: 200, invited: 200, outsider: 200, admin: 200, anonymous: 401 },
  },
  // Open briefs and interest (issue 44): experts read and answer open briefs; only the owner reads and answers interest.
  {
    endpoint: 'list open briefs',
    method: 'GET',
    path: () => '/opportunities/open',
    expected: { clientA: 403, clientB: 403, member: 200, former: 200, invited: 200, outsider: 200, admin: 403, anonymous: 401 },
  },
  {
    endpoint: 'express interest in an open brief',
    method: 'POST',
    path: (s) => `/projects/${s.openBriefId}/interest`,
    body: () => ({ message: 'I can help', hoursPerWeek: 2, hourlyRate: 100 }),
    expected: { clientA: 403, clientB: 403, member: 201, former: 201, invited: 201, outsider: 201, admin: 403, anonymous: 401 },
    sharesScene: true,
  },
  {
    endpoint: "list a project's interest",
    method: 'GET',
    path: (s) => `/projects/${s.openBriefId}/interest`,
    expected: { clientA: 200, clientB: 404, member: 404, former: 404, invited: 404, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    endpoint: 'invite from an interest',
    method: 'POST',
    path: (s) => `/interest/${s.interestId}/invite`,
    expected: { clientA: 201, clientB: 404, member: 404, former: 404, invited: 404, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    endpoint: 'decline an interest',
    method: 'POST',
    path: (s) => `/interest/${s.interestId}/decline`,
    body: () => ({ reason: 'No' }),
    expected: { clientA: 200, clientB: 404, member: 404, former: 404, invited: 404, outsider: 404, admin: 404, anonymous: 401 },
  },
  // The matcher console (issue 20): admins only, exactly 403 for every client and expert.
  {
    endpoint: 'the admin projects queue',
    method: 'GET',
    path: () => '/admin/projects?waiting=true',
    expected: { clientA: 403, clientB: 403, member: 403, former: 403, invited: 403, outsider: 403, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'one project in the admin queue',
    method: 'GET',
    path: (s) => `/admin/projects/${s.projectId}`,
    expected: { clientA: 403, clientB: 403, member: 403, former: 403, invited: 403, outsider: 403, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'the experts to vet',
    method: 'GET',
    path: () => '/admin/experts?vetting=pending',
    expected: { clientA: 403, clientB: 403, member: 403, former: 403, invited: 403, outsider: 403, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'a vetting decision',
    method: 'POST',
    path: (s) => `/admin/experts/${s.freeExpertId}/vetting`,
    body: () => ({ vetting: 'approved', note: 'Checked' }),
    expected: { clientA: 403, clientB: 403, member: 403, former: 403, invited: 403, outsider: 403, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'the users',
    method: 'GET',
    path: () => '/admin/users?role=contractor',
    expected: { clientA: 403, clientB: 403, member: 403, former: 403, invited: 403, outsider: 403, admin: 200, anonymous: 401 },
  },
  {
    endpoint: "mailing a user a reset link (before they are deactivated below)",
    method: 'POST',
    path: (s) => `/admin/users/${s.freeExpertUserId}/password-reset`,
    expected: { clientA: 403, clientB: 403, member: 403, former: 403, invited: 403, outsider: 403, admin: 204, anonymous: 401 },
  },
  {
    endpoint: 'deactivating a user',
    method: 'PATCH',
    path: (s) => `/admin/users/${s.freeExpertUserId}`,
    body: () => ({ status: 'inactive' }),
    expected: { clientA: 403, clientB: 403, member: 403, former: 403, invited: 403, outsider: 403, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'creating a user',
    method: 'POST',
    path: () => '/admin/users',
    body: () => ({ email: uniqueEmail('made'), firstName: 'Made', lastName: 'ByAdmin', role: 'contractor' }),
    expected: { clientA: 403, clientB: 403, member: 403, former: 403, invited: 403, outsider: 403, admin: 201, anonymous: 401 },
  },
  {
    endpoint: "changing a user's e-mail",
    method: 'PATCH',
    path: (s) => `/admin/users/${s.freeExpertUserId}`,
    body: () => ({ email: uniqueEmail('moved') }),
    expected: { clientA: 403, clientB: 403, member: 403, former: 403, invited: 403, outsider: 403, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'the audit log, filtered',
    method: 'GET',
    path: () => '/admin/audit?action=user.deactivated&from=2020-01-01&to=2099-12-31',
    expected: { clientA: 403, clientB: 403, member: 403, former: 403, invited: 403, outsider: 403, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'the audit log',
    method: 'GET',
    path: () => '/admin/audit',
    expected: { clientA: 403, clientB: 403, member: 403, former: 403, invited: 403, outsider: 403, admin: 200, anonymous: 401 },
  },
  // Exchange rates (docs/money.md#exchange-rates): anyone reads them, only an admin replaces them.
  {
    endpoint: 'the exchange rates',
    method: 'GET',
    path: () => '/fx-rates',
    expected: { clientA: 200, clientB: 200, member: 200, former: 200, invited: 200, outsider: 200, admin: 200, anonymous: 200 },
  },
  {
    endpoint: 'replacing the exchange rates',
    method: 'PUT',
    path: () => '/admin/fx-rates',
    body: () => ({ rates: { EUR: 0.93, GBP: 0.8, JPY: 150 } }),
    expected: { clientA: 403, clientB: 403, member: 403, former: 403, invited: 403, outsider: 403, admin: 200, anonymous: 401 },
  },
  // Messages, activity and live updates (issue 19, docs/realtime.md): only participants read (404 for anyone
  // else, the admin included), a former squad member reads but cannot write (403); a cursor or read mark
  // must be a message of the conversation (422), which says nothing to a non-participant (404 first).
  {
    endpoint: 'the caller’s own conversations',
    method: 'GET',
    path: () => '/conversations',
    expected: { clientA: 200, clientB: 200, member: 200, former: 200, invited: 200, outsider: 200, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'read the direct conversation',
    method: 'GET',
    path: (s) => `/conversations/${s.directConversationId}`,
    expected: { clientA: 200, clientB: 404, member: 404, former: 404, invited: 200, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    endpoint: 'read the squad conversation',
    method: 'GET',
    path: (s) => `/conversations/${s.squadConversationId}`,
    expected: { clientA: 200, clientB: 404, member: 200, former: 200, invited: 404, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    endpoint: "the direct conversation's messages",
    method: 'GET',
    path: (s) => `/conversations/${s.directConversationId}/messages`,
    expected: { clientA: 200, clientB: 404, member: 404, former: 404, invited: 200, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    endpoint: "the direct conversation's messages before a cursor",
    method: 'GET',
    path: (s) => `/conversations/${s.directConversationId}/messages?before=${s.directMessageId}`,
    expected: { clientA: 200, clientB: 404, member: 404, former: 404, invited: 200, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    endpoint: "the direct conversation's messages before another conversation's message",
    method: 'GET',
    path: (s) => `/conversations/${s.directConversationId}/messages?before=${s.foreignMessageId}`,
    expected: { clientA: 422, clientB: 404, member: 404, former: 404, invited: 422, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    endpoint: "the squad conversation's messages",
    method: 'GET',
    path: (s) => `/conversations/${s.squadConversationId}/messages`,
    expected: { clientA: 200, clientB: 404, member: 200, former: 200, invited: 404, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    endpoint: "the squad conversation's messages before a cursor",
    method: 'GET',
    path: (s) => `/conversations/${s.squadConversationId}/messages?before=${s.squadMessageId}`,
    expected: { clientA: 200, clientB: 404, member: 200, former: 200, invited: 404, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    endpoint: 'send to the direct conversation',
    method: 'POST',
    path: (s) => `/conversations/${s.directConversationId}/messages`,
    body: () => ({ body: 'knock knock' }),
    expected: { clientA: 201, clientB: 404, member: 404, former: 404, invited: 201, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    endpoint: 'send to the squad conversation',
    method: 'POST',
    path: (s) => `/conversations/${s.squadConversationId}/messages`,
    body: () => ({ body: 'knock knock' }),
    expected: { clientA: 201, clientB: 404, member: 201, former: 403, invited: 404, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    endpoint: 'mark the direct conversation read',
    method: 'POST',
    path: (s) => `/conversations/${s.directConversationId}/read`,
    body: (s) => ({ upTo: s.directMessageId }),
    expected: { clientA: 204, clientB: 404, member: 404, former: 404, invited: 204, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    endpoint: 'mark the squad conversation read',
    method: 'POST',
    path: (s) => `/conversations/${s.squadConversationId}/read`,
    body: (s) => ({ upTo: s.squadMessageId }),
    expected: { clientA: 204, clientB: 404, member: 204, former: 204, invited: 404, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    endpoint: "mark the direct conversation read up to another conversation's message",
    method: 'POST',
    path: (s) => `/conversations/${s.directConversationId}/read`,
    body: (s) => ({ upTo: s.foreignMessageId }),
    expected: { clientA: 422, clientB: 404, member: 404, former: 404, invited: 422, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    endpoint: 'the activity feed',
    method: 'GET',
    path: () => '/activity',
    expected: { clientA: 200, clientB: 200, member: 200, former: 200, invited: 200, outsider: 200, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'log a week of hours',
    method: 'PUT',
    path: (s) => `/projects/${s.projectId}/squad/${s.formerSeatId}/timesheets/${thisMonday()}`,
    body: () => ({ hours: todaysHours(3) }),
    expected: { clientA: 403, clientB: 404, member: 404, former: 200, invited: 404, outsider: 404, admin: 403, anonymous: 401 },
  },
  {
    endpoint: "log a week through another project's path",
    method: 'PUT',
    path: (s) => `/projects/${s.otherProjectId}/squad/${s.formerSeatId}/timesheets/${thisMonday()}`,
    body: () => ({ hours: todaysHours(3) }),
    expected: { clientA: 404, clientB: 404, member: 404, former: 404, invited: 404, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    endpoint: 'submit a timesheet',
    method: 'POST',
    path: (s) => `/timesheets/${s.draftTimesheetId}/submit`,
    expected: { clientA: 403, clientB: 404, member: 404, former: 200, invited: 404, outsider: 404, admin: 403, anonymous: 401 },
  },
  {
    endpoint: 'approve a timesheet',
    method: 'POST',
    path: (s) => `/timesheets/${s.submittedTimesheetId}/approve`,
    expected: { clientA: 200, clientB: 404, member: 403, former: 404, invited: 404, outsider: 404, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'reject a timesheet',
    method: 'POST',
    path: (s) => `/timesheets/${s.submittedTimesheetId}/reject`,
    body: () => ({ reason: 'Not this week' }),
    expected: { clientA: 200, clientB: 404, member: 403, former: 404, invited: 404, outsider: 404, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'list timesheets',
    method: 'GET',
    path: () => '/timesheets',
    expected: { clientA: 200, clientB: 200, member: 200, former: 200, invited: 200, outsider: 200, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'export timesheets as CSV',
    method: 'GET',
    path: () => '/timesheets/export.csv',
    expected: { clientA: 200, clientB: 200, member: 200, former: 200, invited: 200, outsider: 200, admin: 200, anonymous: 401 },
  },
  {
    endpoint: "a project's spend",
    method: 'GET',
    path: (s) => `/projects/${s.projectId}/spend`,
    expected: { clientA: 200, clientB: 404, member: 404, former: 404, invited: 404, outsider: 404, admin: 200, anonymous: 401 },
  },
  {
    endpoint: "invoice a project's month",
    method: 'POST',
    path: (s) => `/projects/${s.projectId}/invoices`,
    body: () => ({ month: lastMonth }),
    expected: { clientA: 201, clientB: 404, member: 404, former: 404, invited: 404, outsider: 404, admin: 201, anonymous: 401 },
  },
  {
    endpoint: "list a project's invoices",
    method: 'GET',
    path: (s) => `/projects/${s.projectId}/invoices`,
    expected: { clientA: 200, clientB: 404, member: 404, former: 404, invited: 404, outsider: 404, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'list own invoices',
    method: 'GET',
    path: () => '/invoices',
    expected: { clientA: 200, clientB: 200, member: 200, former: 200, invited: 200, outsider: 200, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'export invoices as CSV',
    method: 'GET',
    path: () => '/invoices/export.csv',
    expected: { clientA: 200, clientB: 200, member: 200, former: 200, invited: 200, outsider: 200, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'read a credit note',
    method: 'GET',
    path: (s) => `/credit-notes/${s.creditNoteId}`,
    expected: { clientA: 200, clientB: 404, member: 200, former: 404, invited: 404, outsider: 404, admin: 200, anonymous: 401 },
  },
  {
    endpoint: "a credit note's PDF",
    method: 'GET',
    path: (s) => `/credit-notes/${s.creditNoteId}/pdf`,
    expected: { clientA: 200, clientB: 404, member: 200, former: 404, invited: 404, outsider: 404, admin: 200, anonymous: 401 },
  },
  {
    endpoint: "a credit note's UBL",
    method: 'GET',
    path: (s) => `/credit-notes/${s.creditNoteId}/ubl`,
    expected: { clientA: 200, clientB: 404, member: 200, former: 404, invited: 404, outsider: 404, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'read an invoice',
    method: 'GET',
    path: (s) => `/invoices/${s.invoiceId}`,
    expected: { clientA: 200, clientB: 404, member: 200, former: 404, invited: 404, outsider: 404, admin: 200, anonymous: 401 },
  },
  {
    endpoint: "an invoice's PDF",
    method: 'GET',
    path: (s) => `/invoices/${s.invoiceId}/pdf`,
    expected: { clientA: 200, clientB: 404, member: 200, former: 404, invited: 404, outsider: 404, admin: 200, anonymous: 401 },
  },
  {
    endpoint: "an invoice's UBL e-invoice",
    method: 'GET',
    path: (s) => `/invoices/${s.invoiceId}/ubl`,
    expected: { clientA: 200, clientB: 404, member: 200, former: 404, invited: 404, outsider: 404, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'mark an invoice paid',
    method: 'POST',
    path: (s) => `/invoices/${s.invoiceId}/paid`,
    expected: { clientA: 200, clientB: 404, member: 403, former: 404, invited: 404, outsider: 404, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'void an invoice',
    method: 'POST',
    path: (s) => `/invoices/${s.invoiceId}/void`,
    body: () => ({ reason: 'Wrong rate' }),
    expected: { clientA: 403, clientB: 404, member: 403, former: 404, invited: 404, outsider: 404, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'review an ended engagement',
    method: 'POST',
    path: (s) => `/projects/${s.projectId}/squad/${s.formerSeatId}/reviews`,
    body: () => ({ rating: 4, text: 'Matrix review', wouldWorkAgain: true }),
    expected: { clientA: 201, clientB: 404, member: 403, former: 201, invited: 404, outsider: 404, admin: 403, anonymous: 401 },
  },
  {
    endpoint: "review through another project's path",
    method: 'POST',
    path: (s) => `/projects/${s.otherProjectId}/squad/${s.formerSeatId}/reviews`,
    body: () => ({ rating: 4, wouldWorkAgain: true }),
    expected: { clientA: 404, clientB: 404, member: 404, former: 404, invited: 404, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    endpoint: "list a project's reviews",
    method: 'GET',
    path: (s) => `/projects/${s.projectId}/reviews`,
    expected: { clientA: 200, clientB: 404, member: 200, former: 200, invited: 404, outsider: 404, admin: 200, anonymous: 401 },
  },
  {
    endpoint: "list an engaged expert's reviews",
    method: 'GET',
    path: (s) => `/profiles/${s.freeExpertId}/reviews`,
    expected: { clientA: 200, clientB: 404, member: 403, former: 403, invited: 403, outsider: 403, admin: 200, anonymous: 401 },
  },
  {
    endpoint: "an open invitation's client reviews",
    method: 'GET',
    path: (s) => `/invitations/${s.openInvitationId}/client/reviews`,
    expected: { clientA: 403, clientB: 404, member: 404, former: 404, invited: 200, outsider: 404, admin: 200, anonymous: 401 },
  },
  {
    endpoint: "an accepted invitation's client reviews",
    method: 'GET',
    path: (s) => `/invitations/${s.acceptedInvitationId}/client/reviews`,
    expected: { clientA: 403, clientB: 404, member: 200, former: 404, invited: 404, outsider: 404, admin: 200, anonymous: 401 },
  },
  {
    endpoint: "the console's reviews (admin)",
    method: 'GET',
    path: () => '/admin/reviews',
    expected: { clientA: 403, clientB: 403, member: 403, former: 403, invited: 403, outsider: 403, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'hide a review (admin)',
    method: 'POST',
    path: (s) => `/admin/reviews/${s.publishedReviewId}/hide`,
    body: () => ({ reason: 'Breaks the rules' }),
    expected: { clientA: 403, clientB: 403, member: 403, former: 403, invited: 403, outsider: 403, admin: 200, anonymous: 401 },
  },
  {
    // Before the write below: the shared clients and admin have stored none yet.
    endpoint: 'read own billing details (none stored yet)',
    method: 'GET',
    path: () => '/billing-details',
    expected: { clientA: 404, clientB: 404, member: 404, former: 404, invited: 404, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    endpoint: 'write own billing details',
    method: 'PUT',
    path: () => '/billing-details',
    body: () => ({ legalName: 'Matrix Party', addressLines: ['1 Queen Street'], country: 'NZ' }),
    sharesScene: true,
    expected: { clientA: 200, clientB: 200, member: 200, former: 200, invited: 200, outsider: 200, admin: 200, anonymous: 401 },
  },
  {
    // Find experts (docs/discovery.md): verified clients (clientA is, clientB is not) and admins.
    endpoint: 'find experts',
    method: 'GET',
    path: () => '/experts?q=fundraising&sort=rating',
    sharesScene: true,
    expected: { clientA: 200, clientB: 403, member: 403, former: 403, invited: 403, outsider: 403, admin: 200, anonymous: 401 },
  },
  {
    // Shortlists and saved searches (docs/discovery.md): the finders' rule first (clientB is unverified), then the owner's.
    endpoint: 'shortlist an expert',
    method: 'POST',
    path: (s) => `/projects/${s.projectId}/shortlist`,
    body: (s) => ({ profileId: s.freeExpertId, note: 'Strong' }),
    expected: { clientA: 201, clientB: 403, member: 403, former: 403, invited: 403, outsider: 403, admin: 404, anonymous: 401 },
  },
  {
    endpoint: "shortlist an expert on another client's project",
    method: 'POST',
    path: (s) => `/projects/${s.otherProjectId}/shortlist`,
    body: (s) => ({ profileId: s.freeExpertId }),
    expected: { clientA: 404, clientB: 403, member: 403, former: 403, invited: 403, outsider: 403, admin: 404, anonymous: 401 },
  },
  {
    endpoint: "read the project's shortlist",
    method: 'GET',
    path: (s) => `/projects/${s.projectId}/shortlist`,
    expected: { clientA: 200, clientB: 403, member: 403, former: 403, invited: 403, outsider: 403, admin: 404, anonymous: 401 },
  },
  {
    endpoint: 'take an expert off the shortlist',
    method: 'DELETE',
    path: (s) => `/projects/${s.projectId}/shortlist/${s.shortlistedId}`,
    expected: { clientA: 204, clientB: 403, member: 403, former: 403, invited: 403, outsider: 403, admin: 404, anonymous: 401 },
  },
  {
    endpoint: 'save a search',
    method: 'POST',
    path: () => '/saved-searches',
    body: () => ({ name: 'Fundraisers', query: { q: 'fundraising', vetted: 'false' } }),
    sharesScene: true,
    expected: { clientA: 201, clientB: 403, member: 403, former: 403, invited: 403, outsider: 403, admin: 403, anonymous: 401 },
  },
  {
    endpoint: 'list own saved searches',
    method: 'GET',
    path: () => '/saved-searches',
    expected: { clientA: 200, clientB: 403, member: 403, former: 403, invited: 403, outsider: 403, admin: 403, anonymous: 401 },
  },
  {
    endpoint: 'delete a saved search',
    method: 'DELETE',
    path: (s) => `/saved-searches/${s.savedSearchId}`,
    expected: { clientA: 204, clientB: 403, member: 403, former: 403, invited: 403, outsider: 403, admin: 403, anonymous: 401 },
  },
  {
    endpoint: 'read own mail preferences',
    method: 'GET',
    path: () => '/auth/me/notifications',
    expected: { clientA: 200, clientB: 200, member: 200, former: 200, invited: 200, outsider: 200, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'save own mail preferences',
    method: 'PUT',
    path: () => '/auth/me/notifications',
    body: () => ({ ...DEFAULT_MAIL_PREFERENCES, reviews: 'off' }),
    sharesScene: true,
    expected: { clientA: 200, clientB: 200, member: 200, former: 200, invited: 200, outsider: 200, admin: 200, anonymous: 401 },
  },
  {
    // The token is the credential (a mailbox provider posts it without a session): it turns off only
    // the category of the account it names, for whoever sends it, and again changes nothing.
    endpoint: "one-click unsubscribe with clientA's token",
    method: 'POST',
    path: (s) => `/unsubscribe?token=${encodeURIComponent(s.unsubscribeToken)}`,
    body: () => ({ 'List-Unsubscribe': 'One-Click' }),
    sharesScene: true,
    expected: { clientA: 200, clientB: 200, member: 200, former: 200, invited: 200, outsider: 200, admin: 200, anonymous: 200 },
  },
  {
    endpoint: 'one-click unsubscribe with a tampered token',
    method: 'POST',
    path: (s) => `/unsubscribe?token=${encodeURIComponent(`${s.unsubscribeToken}x`)}`,
    body: () => ({ 'List-Unsubscribe': 'One-Click' }),
    expected: { clientA: 422, clientB: 422, member: 422, former: 422, invited: 422, outsider: 422, admin: 422, anonymous: 422 },
  },
  {
    endpoint: "confirm “This wasn't me” with a forged link",
    method: 'POST',
    path: (s) => `/auth/not-me?hash=${encodeURIComponent(`${s.unsubscribeToken}`)}`,
    body: () => ({ confirm: 'yes' }),
    expected: { clientA: 422, clientB: 422, member: 422, former: 422, invited: 422, outsider: 422, admin: 422, anonymous: 422 },
  },
  {
    endpoint: 'a ticket for the event stream',
    method: 'POST',
    path: () => '/events/ticket',
    sharesScene: true,
    expected: { clientA: 201, clientB: 201, member: 201, former: 201, invited: 201, outsider: 201, admin: 201, anonymous: 401 },
  },
  {
    // The ticket is the stream's only credential (an EventSource sends no Authorization header, which
    // the stream ignores): single use is what keeps anyone else off another user's stream.
    endpoint: "the event stream with another user's ticket, once used",
    method: 'GET',
    path: (s) => `/events?ticket=${encodeURIComponent(s.usedTicket)}`,
    expected: { clientA: 401, clientB: 401, member: 401, former: 401, invited: 401, outsider: 401, admin: 401, anonymous: 401 },
  },
  {
    endpoint: 'list own passkeys',
    method: 'GET',
    path: () => '/auth/passkeys',
    expected: { clientA: 200, clientB: 200, member: 200, former: 200, invited: 200, outsider: 200, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'start adding a passkey',
    method: 'POST',
    path: () => '/auth/passkeys/register/options',
    sharesScene: true,
    expected: { clientA: 200, clientB: 200, member: 200, former: 200, invited: 200, outsider: 200, admin: 200, anonymous: 401 },
  },
  {
    endpoint: 'finish adding a passkey to a challenge never given',
    method: 'POST',
    path: () => '/auth/passkeys/register/verify',
    body: () => ({ response: new SoftPasskey('http://localhost', 'localhost').register({ challenge: 'bm90LWdpdmVu' }) }),
    expected: { clientA: 422, clientB: 422, member: 422, former: 422, invited: 422, outsider: 422, admin: 422, anonymous: 401 },
  },
  {
    endpoint: 'rename a passkey',
    method: 'PATCH',
    path: (s) => `/auth/passkeys/${s.passkeyId}`,
    body: () => ({ name: 'Renamed' }),
    expected: { clientA: 200, clientB: 404, member: 404, former: 404, invited: 404, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    endpoint: 'delete a passkey',
    method: 'DELETE',
    path: (s) => `/auth/passkeys/${s.passkeyId}`,
    expected: { clientA: 204, clientB: 404, member: 404, former: 404, invited: 404, outsider: 404, admin: 404, anonymous: 401 },
  },
  {
    endpoint: 'start signing in with a passkey',
    method: 'POST',
    path: () => '/auth/passkeys/login/options',
    sharesScene: true,
    expected: { clientA: 200, clientB: 200, member: 200, former: 200, invited: 200, outsider: 200, admin: 200, anonymous: 200 },
  },
  {
    endpoint: 'sign in with a passkey answer to a challenge never given',
    method: 'POST',
    path: () => '/auth/passkeys/login/verify',
    body: () => ({ response: new SoftPasskey('http://localhost', 'localhost').assert({ challenge: 'bm90LWdpdmVu' }) }),
    expected: { clientA: 422, clientB: 422, member: 422, former: 422, invited: 422, outsider: 422, admin: 422, anonymous: 422 },
  },
];

let t: Awaited<ReturnType<typeof buildListeningTestApp>>;
/** The clients every scene shares (the listing test takes fresh ones: their lists grow with each scene). */
let clients: { clientA: Account; clientB: Account };
let admin: Account;

beforeAll(async () => {
  t = await buildListeningTestApp();
  clients = { clientA: await createClient(t.app), clientB: await createClient(t.app) };
  // clientA has verified their address, clientB has not: Find experts answers the first only.
  await t.app.deps.database.db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(users.id, clients.clientA.user.id));
  admin = await createAdmin(t.app);
});
afterAll(async () => t.close());

/** Reference ids follow the shipped catalogue's order (the seed inserts it in order). */
const expertiseCode = (id: number) => expertises[id - 1]!.expertiseCode;

/** The id of the one conversation in `page` that `match` picks. */
function conversationIn(page: ConversationPage, match: (conversation: ConversationPage['data'][number]) => boolean) {
  const found = page.data.filter(match);
  if (found.length !== 1) throw new Error(`expected one matching conversation, found ${found.length}`);
  return found[0]!.id;
}

/** A ticket of `account`'s session, used up by opening (and closing) their event stream. */
async function usedTicketOf(account: Account): Promise<string> {
  const response = await api(t.app, 'POST', '/events/ticket', account.token);
  expect(response.statusCode, response.body).toBe(201);
  const { ticket } = response.json<EventTicket>();
  const stream = await openSse(`${t.baseUrl}/api/v1/events?ticket=${encodeURIComponent(ticket)}`);
  expect(stream.status).toBe(200);
  stream.close();
  return ticket;
}

/**
 * A fresh scene per row, with fresh experts, so a row's 2xx (an accept, a completion) never changes
 * what another row sees. The outsider covers expertise 40 and is a Fractional VP of Engineering (job
 * role 31), which clientB's project asks for and clientA's does not (two pieces of evidence, the
 * matching floor).
 */
async function buildScene({ clientA, clientB } = clients): Promise<{ scene: Scene; accounts: Accounts }> {
  const member = await createFitExpert(t.app);
  const former = await createFitExpert(t.app);
  const invited = await createFitExpert(t.app);
  const outsider = await createFitExpert(t.app, {}, { expertise: [{ id: 40 }], jobRole: [{ id: 31 }] });
  const free = await createFitExpert(t.app);
  const project = await createProject(t.app, clientA, { name: 'Matrix project' });
  const other = await createProject(t.app, clientB, { name: 'Other project', expertiseGap: expertiseCode(40) });
  const seat = await invite(t.app, clientA.token, project.id, { profileId: member.profileId });
  const accepted = await accept(t.app, member.token, seat.id, { hoursPerWeek: 1 });
  const formerSeat = await invite(t.app, clientA.token, project.id, { profileId: former.profileId });
  const formerAccepted = await accept(t.app, former.token, formerSeat.id, { hoursPerWeek: 1 });
  // A membership that ended today still takes today's hours.
  await endMember(t.app, former, project.id, formerAccepted.membership!.id);
  const draft = await logTodaysHours(t.app, former, project.id, formerAccepted.membership!.id);
  const submitted = await logTodaysHours(t.app, member, project.id, accepted.membership!.id);
  await submitTimesheet(t.app, member, submitted.id);
  const open = await invite(t.app, clientA.token, project.id, { profileId: invited.profileId });
  const outsiderSeat = await invite(t.app, clientB.token, other.id, { profileId: outsider.profileId });
  const outsiderAccepted = await accept(t.app, outsider.token, outsiderSeat.id, { hoursPerWeek: 1 });
  // The free expert is engaged on clientA's other project, so the card row reads an engaged expert.
  const side = await createProject(t.app, clientA, { name: 'Side project' });
  const sideSeat = await invite(t.app, clientA.token, side.id, { profileId: free.profileId });
  await verifyUser(t.app, clientA);
  const openBrief = await createOpenBrief(t.app, clientA, { name: 'Open brief' });
  const interest = await expressInterest(t.app, free.token, openBrief.id);

  const outcome = await api(t.app, 'POST', `/projects/${project.id}/outcomes`, clientA.token, { title: 'Launch' });
  const lastMonday = addWeeks(thisMonday(), -1);
  const checkIn = await api(t.app, 'PUT', `/projects/${project.id}/check-ins/${lastMonday}`, clientA.token, {
    summary: 'Kick-off week',
  });
  expect([outcome.statusCode, checkIn.statusCode], `${outcome.body} ${checkIn.body}`).toEqual([201, 201]);

  const [ofA, ofB] = [await listConversations(t.app, clientA, '?limit=50'), await listConversations(t.app, clientB)];
  const directOf = (page: ConversationPage, invitationId: number) =>
    conversationIn(page, (conversation) => conversation.invitationId === invitationId);
  const squadOf = (page: ConversationPage, projectId: number) =>
    conversationIn(page, (conversation) => conversation.kind === 'squad' && conversation.project.id === projectId);
  const conversations = {
    direct: directOf(ofA, open.id),
    squad: squadOf(ofA, project.id),
    memberDirect: directOf(ofA, seat.id),
    formerDirect: directOf(ofA, formerSeat.id),
    sideDirect: directOf(ofA, sideSeat.id),
    otherDirect: directOf(ofB, outsiderSeat.id),
    otherSquad: squadOf(ofB, other.id),
  };
  const secrets = ['direct', 'squad', 'foreign'].map((where) => `${where} ${randomBytes(8).toString('hex')}`);
  const [directMessage, squadMessage, foreignMessage] = [
    await sendMessage(t.app, clientA, conversations.direct, secrets[0]!),
    await sendMessage(t.app, clientA, conversations.squad, secrets[1]!),
    await sendMessage(t.app, clientB, conversations.otherDirect, secrets[2]!),
  ];
  const scene: Scene = {
    projectId: project.id,
    seatId: accepted.membership!.id,
    acceptedInvitationId: seat.id,
    formerInvitationId: formerSeat.id,
    openInvitationId: open.id,
    otherProjectId: other.id,
    memberCvId: (await uploadCv(t.app, member.token, randomBytes(600))).id,
    invitedCvId: (await uploadCv(t.app, invited.token, randomBytes(600))).id,
    freeExpertId: free.profileId,
    freeExpertUserId: free.user.id,
    directConversationId: conversations.direct,
    directMessageId: directMessage.id,
    squadConversationId: conversations.squad,
    squadMessageId: squadMessage.id,
    foreignMessageId: foreignMessage.id,
    formerSeatId: formerAccepted.membership!.id,
    draftTimesheetId: draft.id,
    submittedTimesheetId: submitted.id,
    outcomeId: outcome.json<{ id: number }>().id,
    checkInId: checkIn.json<{ id: number }>().id,
    invoiceId: await invoiceOf(accepted.membership!.id, project.id),
    creditNoteId: await creditNoteOf(accepted.membership!.id, project.id),
    rateChangeId: await rateChangeOf(member, project.id, accepted.membership!.id),
    publishedReviewId: await publishedReviewOf(outsiderAccepted.membership!.id, other.id, outsider.profileId, clientB),
    usedTicket: await usedTicketOf(free),
    unsubscribeToken: await new TokenService(t.app.deps.config.auth).signUnsubscribe(
      { userId: clientA.user.id, category: 'invoices' },
      new Date(Date.now() + 3_600_000),
    ),
    ...(await listsOf(clientA, project.id, invited.profileId)),
    openBriefId: openBrief.id,
    interestId: interest.id,
    passkeyId: await passkeyOf(clientA),
    secrets,
    conversationsOf: {
      clientA: [
        conversations.direct,
        conversations.squad,
        conversations.memberDirect,
        conversations.formerDirect,
        conversations.sideDirect,
      ],
      clientB: [conversations.otherDirect, conversations.otherSquad],
      member: [conversations.memberDirect, conversations.squad],
      former: [conversations.formerDirect, conversations.squad],
      invited: [conversations.direct],
      outsider: [conversations.otherDirect, conversations.otherSquad],
      admin: [],
    },
    activityProjectsOf: {
      clientA: [project.id, side.id, openBrief.id],
      clientB: [other.id],
      member: [project.id],
      former: [project.id],
      invited: [project.id],
      outsider: [other.id],
      admin: [],
    },
  };
  return { scene, accounts: { clientA, clientB, member, former, invited, outsider, admin } };
}

/** A passkey of `owner`, written directly; one a scene, so clientA stays under the limit of 20. */
async function passkeyOf(owner: Account): Promise<string> {
  const { db } = t.app.deps.database;
  await db.delete(userPasskeys).where(eq(userPasskeys.userId, owner.user.id));
  const [row] = await db
    .insert(userPasskeys)
    .values({
      userId: owner.user.id,
      credentialId: randomBytes(16).toString('base64url'),
      publicKey: 'AA',
      name: 'Laptop',
    })
    .returning({ id: userPasskeys.id });
  return row!.id;
}

/** A shortlist entry and the one saved search of `owner`, written directly (the scene's clientA may be unverified). */
async function listsOf(owner: Account, projectId: number, profileId: number) {
  const { db } = t.app.deps.database;
  const [entry] = await db.insert(shortlistEntries).values({ projectId, profileId, note: 'Matrix note' }).returning();
  // One a scene: clientA's earlier scenes' searches go, so clientA stays under the limit of 20.
  await db.delete(savedSearches).where(eq(savedSearches.userId, owner.user.id));
  const [search] = await db
    .insert(savedSearches)
    .values({ userId: owner.user.id, name: 'Matrix search', query: { q: 'fundraising' } })
    .returning();
  return { shortlistedId: entry!.profileId, savedSearchId: search!.id };
}

/** The scene of the rows that only read: a read changes nothing another row sees. */
let readScene: ReturnType<typeof buildScene> | undefined;
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const isAllowed = (code: number) => code >= 200 && code < 300;

describe('IDOR matrix: invitations, squads, dashboard (issue 18), messages and live updates (issue 19), the matcher console (issue 20)', () => {
  it.each(ROWS.map((row) => [row.method, row.endpoint, row] as const))(
    '%s %s: each actor gets exactly its code; refusals change nothing',
    async (_method, _endpoint, row) => {
      let { scene, accounts } = await (row.method === 'GET' ? (readScene ??= buildScene()) : buildScene());
      const order = [...ACTORS].sort((a, b) => Number(isAllowed(row.expected[a])) - Number(isAllowed(row.expected[b])));
      let changed = false;
      for (const actor of order) {
        const allowed = isAllowed(row.expected[actor]);
        // Each allowed write gets a scene of its own (two may end the same membership).
        if (allowed && changed && !row.sharesScene) ({ scene, accounts } = await buildScene());
        const token = actor === 'anonymous' ? undefined : accounts[actor].token;
        const before = allowed ? null : await stateDigest(t.database.db);
        const response = await api(t.app, row.method, row.path(scene), token, row.body?.(scene));
        expect(response.statusCode, `${actor}: ${response.body.slice(0, 200)}`).toBe(row.expected[actor]);
        if (before !== null) {
          expect(await stateDigest(t.database.db), `${actor} changed state`).toBe(before);
          for (const secret of scene.secrets)
            expect(response.body, `${actor} was shown a message`).not.toContain(secret);
        }
        changed = allowed && row.method !== 'GET';
      }
    },
  );

  it('lists only the caller’s timesheets: the client’s projects’, a member’s own, all for an admin', async () => {
    const { scene, accounts } = await buildScene();
    const sheets = [scene.draftTimesheetId, scene.submittedTimesheetId];
    const seen = async (actor: Exclude<Actor, 'anonymous'>) =>
      (await api(t.app, 'GET', '/timesheets', accounts[actor].token))
        .json<{ data: Array<{ id: number }> }>()
        .data.map((item) => item.id)
        .filter((id) => sheets.includes(id));
    expect(sorted(await seen('clientA'))).toEqual(sorted(sheets));
    expect(sorted(await seen('admin'))).toEqual(sorted(sheets));
    expect(await seen('member')).toEqual([scene.submittedTimesheetId]);
    expect(await seen('former')).toEqual([scene.draftTimesheetId]);
    for (const actor of ['clientB', 'invited', 'outsider'] as const) expect(await seen(actor)).toEqual([]);
  });

  it('finds the scene’s experts without showing an e-mail, a phone number or a CV (docs/discovery.md)', async () => {
    const { accounts } = await (readScene ??= buildScene());
    for (const finder of ['clientA', 'admin'] as const) {
      const response = await api(t.app, 'GET', '/experts?q=fundraising&limit=50', accounts[finder].token);
      expect(response.statusCode).toBe(200);
      const found = response
        .json<{ data: Array<{ expert: { profileId: number } }> }>()
        .data.map((hit) => hit.expert.profileId);
      expect(found).toContain(accounts.invited.user.profiles[0]!.id);
      for (const account of Object.values(accounts)) expect(response.body).not.toContain(account.email);
      for (const secret of ['4155552671', 'cvPath', '"email"', 'mobile', '.pdf'])
        expect(response.body).not.toContain(secret);
    }
  });

  it('keeps each account’s billing details its own: a write names only the caller, a read shows only theirs', async () => {
    const { accounts } = await buildScene({ clientA: await createClient(t.app), clientB: await createClient(t.app) });
    const actors = Object.keys(accounts) as Array<keyof Accounts>;
    for (const actor of actors) {
      const response = await api(t.app, 'PUT', '/billing-details', accounts[actor].token, {
        legalName: `${actor} legal name`,
        addressLines: [`${actor} street`],
        country: 'GB',
        // Not fields of the record: they must not redirect the write to another account.
        userId: accounts.clientA.user.id,
        id: accounts.clientA.user.id,
      });
      expect(response.statusCode, `${actor}: ${response.body}`).toBe(200);
    }
    for (const actor of actors) {
      const response = await api(t.app, 'GET', '/billing-details', accounts[actor].token);
      expect(response.json<{ legalName: string }>().legalName, actor).toBe(`${actor} legal name`);
      for (const other of actors.filter((name) => name !== actor))
        expect(response.body).not.toContain(`${other} street`);
    }
  });

  it('keeps each account’s mail preferences its own: a save names only the caller, a read shows only theirs', async () => {
    const { accounts } = await buildScene({ clientA: await createClient(t.app), clientB: await createClient(t.app) });
    const actors = Object.keys(accounts) as Array<keyof Accounts>;
    const mine = (index: number) => ({
      ...DEFAULT_MAIL_PREFERENCES,
      messages: (['instant', 'daily', 'off'] as const)[index % 3],
      reviews: index % 2 ? 'off' : 'on',
      invoices: index % 4 < 2 ? 'off' : 'on',
    });
    // A field naming another account is no field of the record: 422, nothing saved.
    const foreign = await api(t.app, 'PUT', '/auth/me/notifications', accounts.clientB.token, {
      ...DEFAULT_MAIL_PREFERENCES,
      userId: accounts.clientA.user.id,
    });
    expect(foreign.statusCode).toBe(422);
    for (const [index, actor] of actors.entries()) {
      const response = await api(t.app, 'PUT', '/auth/me/notifications', accounts[actor].token, mine(index));
      expect(response.statusCode, `${actor}: ${response.body}`).toBe(200);
    }
    for (const [index, actor] of actors.entries()) {
      const response = await api(t.app, 'GET', '/auth/me/notifications', accounts[actor].token);
      expect(response.json(), actor).toEqual(mine(index));
    }
  });

  it('lists only what is the caller’s: own invitations, own dashboard figures', async () => {
    const { scene, accounts } = await buildScene();
    const ids = async (actor: Exclude<Actor, 'anonymous'>) =>
      (await api(t.app, 'GET', '/invitations', accounts[actor].token))
        .json<{ data: Array<{ id: number; expert: { profileId: number } }> }>()
        .data.map((item) => item.id);
    expect(await ids('invited')).toContain(scene.openInvitationId);
    expect(await ids('member')).not.toContain(scene.openInvitationId);
    expect(await ids('outsider')).not.toContain(scene.openInvitationId);
    expect(await ids('clientB')).toEqual([]);
    const projectSide = (await api(t.app, 'GET', `/projects/${scene.projectId}/invitations`, accounts.clientA.token))
      .json<{ data: Array<{ id: number }> }>()
      .data.map((item) => item.id);
    expect(sorted(projectSide)).toEqual(
      sorted([scene.acceptedInvitationId, scene.formerInvitationId, scene.openInvitationId]),
    );
  });

  it('lists and counts only the caller’s own conversations and activity', async () => {
    const { scene, accounts } = await buildScene({
      clientA: await createClient(t.app),
      clientB: await createClient(t.app),
    });
    // clientA wrote to `invited` and to the squad (after `former` left), clientB to `outsider`.
    const unreadTotal = { clientA: 0, clientB: 0, member: 1, former: 0, invited: 1, outsider: 1, admin: 0 };
    for (const actor of Object.keys(accounts) as Array<keyof Accounts>) {
      const conversations = await listConversations(t.app, accounts[actor], '?limit=50');
      expect(sorted(conversations.data.map((conversation) => conversation.id)), actor).toEqual(
        sorted(scene.conversationsOf[actor]),
      );
      expect(conversations.unreadTotal, actor).toBe(unreadTotal[actor]);
      const activity = (await api(t.app, 'GET', '/activity?limit=50', accounts[actor].token)).json<ActivityPage>();
      expect(sorted([...new Set(activity.data.map((item) => item.project.id))]), actor).toEqual(
        sorted(scene.activityProjectsOf[actor]),
      );
      // An expert sees the events of their own invitation, never another expert's.
      if (actor === 'invited') {
        expect(activity.data.map((item) => item.invitationId)).toEqual([scene.openInvitationId]);
      }
    }
  });
});
