import {
  formatMoney,
  Industries,
  JobLevels,
  type Currency,
  type ExpertCard,
  type ExpertSearchQuery,
} from '@fractional/contract';
import { rateFactor, utcOffsetMinutes, workdayOverlapMinutes } from '../matching/index.js';
import type { MatchedTerms } from './discovery.repository.js';
import type { SearchWord } from './search-words.js';

/** What the highlights of one card are written from (docs/discovery.md, "Highlights"). */
export interface HighlightContext {
  query: ExpertSearchQuery;
  words: SearchWord[];
  /** Minutes east of UTC of `overlapWith` now; null without it. */
  zoneOffset: number | null;
  fxMicros: Partial<Record<Currency, number>>;
}

const PLACES = [
  ['roles', 'roles'],
  ['expertise', 'expertise'],
  ['skills', 'skills'],
  ['own', 'own words'],
] as const;

/** "a", "a and b", "a, b and c". */
export function joinWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;
}

/** "Matches “CFO” and “SaaS” in their roles and skills": the words found and where. */
function wordsSentence(words: SearchWord[], matched: MatchedTerms | undefined): string[] {
  if (!matched || words.length === 0) return [];
  const found = words.filter((word) =>
    word.readings.some((reading) =>
      reading.every((lexeme) => PLACES.some(([place]) => matched[place].includes(lexeme))),
    ),
  );
  const lexemes = new Set(found.flatMap((word) => word.readings.flat()));
  const places = PLACES.filter(([place]) => matched[place].some((lexeme) => lexemes.has(lexeme))).map(
    ([, name]) => name,
  );
  if (found.length === 0 || places.length === 0) return [];
  const quoted = found.map((word) => `“${word.word}”`);
  return [`Matches ${joinWords(quoted)} in their ${joinWords(places)}`];
}

const chosen = <T extends { id: number }>(items: T[], wanted: number[] | undefined): T[] =>
  wanted ? items.filter((item) => wanted.includes(item.id)) : [];

/** The filters a card meets, each in words. */
function filterSentences(card: ExpertCard, query: ExpertSearchQuery): string[] {
  const sentences: string[] = [];
  const roles = chosen(card.jobRole, query.roles).map((item) => item.role);
  if (roles.length > 0) sentences.push(`Job role you asked for: ${roles.join(', ')}`);
  const expertise = chosen(card.expertise, query.expertise).map((item) => item.expertise);
  if (expertise.length > 0) sentences.push(`Expertise you asked for: ${expertise.join(', ')}`);
  const skills = chosen(card.skills, query.skills).map((item) => item.skill);
  if (skills.length > 0) sentences.push(`Skills you asked for: ${skills.join(', ')}`);
  const served = (card.industries?.split(',') ?? []).filter((key) => query.industries?.includes(key as never));
  if (served.length > 0) {
    sentences.push(
      `Has served ${joinWords(served.map((key) => Industries.labels[key as keyof typeof Industries.labels]))}`,
    );
  }
  if (query.jobLevel && card.jobLevel) sentences.push(`${JobLevels.labels[card.jobLevel]} level`);
  if (query.minAvailableHours !== undefined) {
    sentences.push(`${card.availableHoursPerWeek} h a week free (you asked for ${query.minAvailableHours})`);
  }
  if (query.minRating !== undefined && card.rating) {
    sentences.push(
      `Rated ${card.rating.average.toFixed(1)} from ${card.rating.count} review${card.rating.count === 1 ? '' : 's'}`,
    );
  }
  if (query.vetted === true) sentences.push('Vetted by Fractional');
  return sentences;
}

/** "4 h of working-day overlap with London" (09:00–17:00 on both sides); nothing when the expert's zone is unknown. */
export function overlapSentence(card: ExpertCard, zone: string, zoneOffset: number): string[] {
  const offset = utcOffsetMinutes(card.timezone);
  if (offset === null) return [];
  const minutes = workdayOverlapMinutes(offset, zoneOffset);
  const place = zone.split('/').at(-1)!.replaceAll('_', ' ');
  if (minutes === 0) return [`No working-day overlap with ${place}`];
  const hours = Number.isInteger(minutes / 60) ? String(minutes / 60) : (minutes / 60).toFixed(1);
  return [`${hours} h of working-day overlap with ${place}`];
}

/** "€120–150 an hour (from GBP)": the rate range in the client's currency; nothing without a rate or an exchange rate. */
export function rateSentence(card: ExpertCard, currency: Currency, fxMicros: HighlightContext['fxMicros']): string[] {
  const low = card.hourlyRateMin ?? card.hourlyRateMax;
  const high = card.hourlyRateMax ?? card.hourlyRateMin;
  const factor = rateFactor({ currency, fxMicros }, card.rateCurrency);
  if (low === null || high === null || factor === null) return [];
  const from = Math.round(low * factor);
  const to = Math.round(high * factor);
  const amount = formatMoney(from, currency, { trimZeroMinor: true });
  const range = to === from ? amount : `${amount}–${new Intl.NumberFormat('en-US').format(to)}`;
  return [`${range} an hour${card.rateCurrency === currency ? '' : ` (from ${card.rateCurrency})`}`];
}

/** The highlights of one card: the words found, the filters met, the overlap and the converted rate. */
export function highlightsOf(card: ExpertCard, matched: MatchedTerms | undefined, context: HighlightContext): string[] {
  const { query } = context;
  const asksRate = query.minRate !== undefined || query.maxRate !== undefined || query.sort === 'rate';
  return [
    ...wordsSentence(context.words, matched),
    ...filterSentences(card, query),
    ...(query.overlapWith && context.zoneOffset !== null
      ? overlapSentence(card, query.overlapWith, context.zoneOffset)
      : []),
    ...(asksRate ? rateSentence(card, query.currency, context.fxMicros) : []),
  ];
}
