import type { Currency, ExpertCard, InvitationStatus } from '@fractional/contract';
import { type FACTOR_WEIGHTS, type STAGE_SENIORITY, type TIMELINE_MONTHS } from './matching.weights.js';

/**
 * A catalogue role or skill the brief asks for, with the brief's lexemes its name matched and the brief's
 * synonym phrases whose catalogue wording it matched (`match_synonyms`, migration 0021).
 */
export interface CatalogueHit {
  id: number;
  lexemes: string[];
  phrases: string[];
}

/**
 * A role or skill typical of one of the brief's gaps (`expertise_typical_items`, migration 0026), numbered
 * as `profiles.evidence_ids` numbers it (EVIDENCE_OFFSETS), with the gap it is typical of.
 */
export interface TypicalItem {
  item: number;
  gapId: number;
  gap: string;
}

/** Everything the ranking needs to know about a project and its client, read in one query. */
export interface Brief {
  projectId: number;
  ownerUserId: number;
  name: string;
  overview: string;
  /** The brief's functional expertise gaps: its gaps that are not domains (all of them when every gap is one). */
  gapIds: number[];
  /** Its gaps that name a domain (DOMAIN_EXPERTISE_CODES), counted in `industry`: covering one is having served it. */
  domainGapIds: number[];
  /** The gaps' names, which the brief's text includes. */
  gapNames: string;
  /** Every gap of the brief (functional and domain) with its name, in the client's order: the reasons name them all. */
  gaps: Array<{ id: number; expertise: string }>;
  /** The brief's meaningful lexemes as an OR query (`'fundrais' | 'forecast'`), kept by a trigger (migration 0010). */
  query: string;
  /**
   * Catalogue job roles and skills the brief asks for (kept by the same trigger: all of a name's
   * meaningful words or two of them), each with the lexemes that matched.
   */
  roleHits: number[];
  skillHits: number[];
  roleMatches: CatalogueHit[];
  skillMatches: CatalogueHit[];
  /** The roles and skills typical of the brief's (functional) gaps, one entry per item and gap. */
  typical: TypicalItem[];
  /** The same items once each, as evidence numbers: they back a gap up and can anchor the floor. */
  typicalItems: number[];
  clientTimezone: string | null;
  clientIndustries: string[];
  hoursPerWeek: number;
  /** The project's currency: its budget's, and the one an expert's rate is converted into (docs/money.md). */
  currency: Currency;
  /**
   * Millionths of each currency one USD buys (USD 1,000,000), from the fx rates kept in memory
   * (docs/money.md#exchange-rates); a currency without a rate is absent. Read fresh for every request, never
   * kept with a cached brief.
   */
  fxMicros: Partial<Record<Currency, number>>;
  /** The ceiling the cost is judged against: the top of a budget range, else the amount (docs/matching.md). */
  budget: number | null;
  /** The bottom of a budget range, for the reason's words only; absent or null for a single amount. */
  budgetFrom?: number | null;
  timeline: keyof typeof TIMELINE_MONTHS;
  projectStage: keyof typeof STAGE_SENIORITY;
  /**
   * The brief's meaningful words with their lexemes (`fundraising` → `fundrais`), in the order written,
   * so a reason names shared words as the client wrote them. Stop-listed words, numbers and single
   * letters have no entry.
   */
  words: Array<{ word: string; lexeme: string }>;
}

export type FactorScores = Record<keyof typeof FACTOR_WEIGHTS, number>;
export interface Engagement {
  invitationId: number;
  status: InvitationStatus;
  /** The membership the accepted invitation created, so an ended member does not read "Accepted". */
  memberStatus: 'active' | 'ended' | null;
}
export interface RankedRow extends FactorScores {
  profileId: number;
  total: number;
  /**
   * The 0–100 score the list is ordered by: round(100 × total), at most 100 (the vetting boost can pass 1),
   * at least 0 (the no-overlap and over-budget deductions could take it below).
   */
  score: number;
  /** Pieces of evidence: gaps covered, roles and skills the brief asks for (at least EVIDENCE_FLOOR). */
  evidence: number;
  /** Which of the brief's lexemes the expert's own words (headline, description) contain. */
  lexemes: string[];
  /** The expert's own phrase that uses them (`ts_headline` of headline and description), or null. */
  phrase: string | null;
  /** The expert's latest invitation to the project (docs/matching.md `engagement`). */
  engagement: Engagement | null;
  card: ExpertCard;
}
