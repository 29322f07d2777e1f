import {
  addDays,
  fromMinor,
  isoDate,
  monthDays,
  webPaths,
  type Currency,
  type InvoiceParty,
  type InvoiceSkipReason,
} from '@fractional/contract';
import type { AppDeps } from '../../deps.js';
import type { Database } from '../../db/client.js';
import { webUrl } from '../../lib/web-url.js';
import { invoiceIssuedMail, invoiceSkippedMail } from '../../mail/invoice-templates.js';
import type { OutgoingMail } from '../../mail/outgoing-mail.js';
import { enqueueMails } from '../../mail/outbox.repository.js';
import { type BillingParty, findBillingParty } from '../billing/index.js';
import type { LiveWriter } from '../live/index.js';
import { recordActivity } from '../messaging/index.js';
import { priceLines, type InvoiceSnapshot } from './invoice-snapshot.js';
import * as runsRepo from './invoice-runs.repository.js';

type Deps = Pick<AppDeps, 'config'>;

/** What a run did: the invoices it issued and the members it left out, with why. */
export interface IssueResult {
  ids: number[];
  skipped: { memberId: number; reason: InvoiceSkipReason }[];
}

/** One member's uninvoiced hours of the month with both parties, ready to be checked and priced. */
interface MemberWork {
  memberId: number;
  lines: runsRepo.UninvoicedLine[];
  party: runsRepo.MemberParties;
  seller: BillingParty | null;
  buyer: BillingParty | null;
}

interface Draft {
  work: MemberWork;
  number: string;
  snapshot: InvoiceSnapshot;
}

export const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || 'An expert';

/** Step 2: the month's uninvoiced hours grouped by member, with both parties' billing details. */
async function gatherWork(tx: Database, lines: runsRepo.UninvoicedLine[]): Promise<MemberWork[]> {
  const byMember = new Map<number, runsRepo.UninvoicedLine[]>();
  for (const line of lines) byMember.set(line.memberId, [...(byMember.get(line.memberId) ?? []), line]);
  const parties = await runsRepo.memberParties(tx, [...byMember.keys()]);
  const billing = new Map<number, BillingParty | null>();
  const billingOf = async (userId: number): Promise<BillingParty | null> => {
    const known = billing.get(userId);
    if (known !== undefined) return known;
    const party = await findBillingParty(tx, userId);
    billing.set(userId, party);
    return party;
  };
  const work: MemberWork[] = [];
  for (const party of parties.sort((a, b) => a.memberId - b.memberId))
    work.push({
      memberId: party.memberId,
      lines: byMember.get(party.memberId)!,
      party,
      seller: await billingOf(party.expertUserId),
      buyer: await billingOf(party.ownerUserId),
    });
  return work;
}

/** Step 3: why a member's hours cannot be invoiced yet (none: they can). */
function skipReasons(work: MemberWork): InvoiceSkipReason[] {
  const reasons: InvoiceSkipReason[] = [];
  if (work.lines.some((line) => line.hourlyRateMinor === null)) reasons.push('rateNotAgreed');
  if (!work.seller) reasons.push('expertBillingIncomplete');
  if (!work.buyer) reasons.push('clientBillingIncomplete');
  return reasons;
}

const partyOf = (details: BillingParty): InvoiceParty => ({
  legalName: details.legalName,
  addressLines: details.addressLines,
  country: details.country,
  taxId: details.taxId,
});

/** The month cut to the membership: from the later of its first day and joinedAt, to the earlier of its last and endedAt. */
function servicePeriodOf(month: string, party: runsRepo.MemberParties): { from: string; to: string } {
  const { first, last } = monthDays(month);
  const from = party.joinedOn > first && party.joinedOn <= last ? party.joinedOn : first;
  const to = party.endedOn && party.endedOn < last && party.endedOn >= from ? party.endedOn : last;
  return { from, to };
}

/** Step 5: the document as issued, priced in minor units (docs/money.md#invoices). */
function snapshotOf(work: MemberWork, month: string, issueDate: string): InvoiceSnapshot {
  const { party } = work;
  const seller = work.seller!;
  const buyer = work.buyer!;
  const currency = party.currency as Currency;
  const servicePeriod = servicePeriodOf(month, party);
  const priced = priceLines(
    work.lines.map((line) => ({
      timesheetId: line.timesheetId,
      weekStart: line.weekStart,
      hours: line.hours,
      hourlyRateMinor: line.hourlyRateMinor!,
    })),
    { currency, taxRateBasisPoints: seller.taxRateBasisPoints, servicePeriod, label: party.projectName },
  );
  return {
    seller: partyOf(seller),
    buyer: partyOf(buyer),
    project: { id: party.projectId, name: party.projectName },
    client: { orgName: party.orgName },
    expert: { profileId: party.expertProfileId, firstName: party.expertFirstName, lastName: party.expertLastName },
    month,
    issueDate,
    dueDate: addDays(issueDate, buyer.paymentTermsDays),
    servicePeriod,
    ...priced,
    taxRateBasisPoints: seller.taxRateBasisPoints,
    currency,
    taxNote: seller.taxNote,
    paymentInstructions: seller.paymentInstructions,
  };
}

/** Step 6: the invoices and the hours they hold, in one go each. */
async function insertDrafts(tx: Database, drafts: Draft[], month: string, issuedAt: Date): Promise<number[]> {
  const ids = await runsRepo.insertInvoices(
    tx,
    drafts.map(({ work, number, snapshot }) => ({
      number,
      projectId: work.party.projectId,
      memberId: work.memberId,
      month,
      snapshot,
      issuedAt,
    })),
  );
  await runsRepo.insertLines(
    tx,
    drafts.flatMap((draft, index) =>
      draft.work.lines.map((line) => ({
        invoiceId: ids[index]!,
        timesheetId: line.timesheetId,
        month,
        weekStart: line.weekStart,
        hours: line.hours,
      })),
    ),
  );
  return ids;
}

/** Step 7a: activity and both sides' mails for each invoice issued. */
async function announceIssued(deps: Deps, live: LiveWriter, drafts: Draft[], actorUserId: number | null) {
  const mails: OutgoingMail[] = [];
  for (const { work, number, snapshot } of drafts) {
    const { party } = work;
    await recordActivity(live, {
      type: 'invoice.issued',
      actorUserId,
      projectId: party.projectId,
      subjectUserId: party.expertUserId,
      memberId: work.memberId,
    });
    const common = {
      supportEmail: deps.config.mail.supportEmail,
      number,
      projectName: snapshot.project.name,
      month: snapshot.month,
      totalHours: snapshot.totalHours,
      totalAmount: fromMinor(snapshot.totalMinor, snapshot.currency),
      currency: snapshot.currency,
    };
    mails.push(
      invoiceIssuedMail({
        ...common,
        side: 'client',
        to: party.ownerEmail,
        firstName: party.ownerFirstName,
        otherParty: fullName(party.expertFirstName, party.expertLastName),
        link: webUrl(deps.config.appUrl, webPaths.client.project(party.projectId)),
      }),
      invoiceIssuedMail({
        ...common,
        side: 'expert',
        to: party.expertEmail,
        firstName: party.expertFirstName,
        otherParty: party.orgName,
        link: webUrl(deps.config.appUrl, webPaths.contractor.projects),
      }),
    );
  }
  await enqueueMails(live.tx, mails);
}

/**
 * Step 7b: the skipped members' notices. A (member, month, reason) is recorded once; only the pairs
 * new to this run are mailed, one mail per side and member, so pressing "Issue now" again, a racing
 * run or the monthly job never mails the same thing twice (docs/money.md#invoices).
 */
async function announceSkipped(
  deps: Deps,
  tx: Database,
  skipped: { work: MemberWork; reasons: InvoiceSkipReason[] }[],
  month: string,
) {
  const fresh = await runsRepo.recordSkips(
    tx,
    skipped.flatMap(({ work, reasons }) => reasons.map((reason) => ({ memberId: work.memberId, month, reason }))),
  );
  const mails: OutgoingMail[] = [];
  for (const { work, reasons } of skipped) {
    const news = reasons.filter((reason) =>
      fresh.some((row) => row.memberId === work.memberId && row.reason === reason),
    );
    if (news.length === 0) continue;
    const { party } = work;
    const common = {
      supportEmail: deps.config.mail.supportEmail,
      projectName: party.projectName,
      month,
      reasons: news,
    };
    mails.push(
      invoiceSkippedMail({
        ...common,
        side: 'client',
        to: party.ownerEmail,
        firstName: party.ownerFirstName,
        otherParty: fullName(party.expertFirstName, party.expertLastName),
        link: webUrl(deps.config.appUrl, webPaths.client.account),
      }),
      invoiceSkippedMail({
        ...common,
        side: 'expert',
        to: party.expertEmail,
        firstName: party.expertFirstName,
        otherParty: party.orgName,
        link: webUrl(deps.config.appUrl, webPaths.contractor.account),
      }),
    );
  }
  await enqueueMails(tx, mails);
}

/**
 * Issues, in the caller's transaction, one invoice per member of `projectIds` with approved hours of
 * `month` not on a live invoice yet, and reports the members left out. Lock order
 * (docs/concurrency.md): the projects, then the year's number counter (held to the commit), then
 * inserts, activity, outbox, cursors.
 */
export async function issueInvoices(
  deps: Deps,
  live: LiveWriter,
  projectIds: number[],
  month: string,
  actorUserId: number | null,
): Promise<IssueResult> {
  const { tx } = live;
  const { first, last } = monthDays(month);
  // 1. lock
  await runsRepo.lockProjects(tx, projectIds);
  const lines = await runsRepo.uninvoicedLines(tx, projectIds, first, last);
  if (lines.length === 0) return { ids: [], skipped: [] };
  // 2. group, 3. check
  const work = await gatherWork(tx, lines);
  const checked = work.map((item) => ({ work: item, reasons: skipReasons(item) }));
  const billable = checked.filter((item) => item.reasons.length === 0).map((item) => item.work);
  const skipped = checked.filter((item) => item.reasons.length > 0);
  // 4. number (late: the counter's lock is held to the commit), 5. snapshot and price
  const issuedAt = new Date();
  const issueDate = isoDate(issuedAt);
  const { year, first: firstNumber } =
    billable.length > 0 ? await runsRepo.takeNumbers(tx, billable.length) : { year: 0, first: 0 };
  const drafts = billable.map((item, index) => ({
    work: item,
    number: `FR-${year}-${String(firstNumber + index).padStart(6, '0')}`,
    snapshot: snapshotOf(item, month, issueDate),
  }));
  // 6. insert, 7. record and mail
  const ids = await insertDrafts(tx, drafts, month, issuedAt);
  await announceIssued(deps, live, drafts, actorUserId);
  await announceSkipped(deps, tx, skipped, month);
  return {
    ids,
    skipped: skipped.flatMap(({ work: item, reasons }) =>
      reasons.map((reason) => ({ memberId: item.memberId, reason })),
    ),
  };
}
