import {
  FractionalExperience,
  Industries,
  JobLevels,
  MatchFactorKeys,
  ProjectStages,
  Timelines,
  YearsOfExperience,
  formatMoney,
  type Currency,
  type ExpertCard,
  type Industry,
  type MatchFactor,
  type MatchFactorKey,
} from '@fractional/contract';
import type { Brief, FactorScores } from './ranking-types.js';
import { rateFactor, utcOffsetMinutes } from './factor-scores.sql.js';
import {
  BUDGET_TOLERANCE,
  BUDGET_WELL_OVER,
  FACTOR_WEIGHTS,
  TIMELINE_MONTHS,
  VETTED_BOOST,
  WEEKS_PER_MONTH,
  minutesApart,
  WORKDAY_MINUTES,
  workdayOverlapMinutes,
} from './matching.weights.js';
import { EVIDENCE_OFFSETS } from '../../db/schema/index.js';

/** What a reason may quote beyond the card: the brief's words the expert's own text shares. */
export interface ReasonContext {
  brief: Brief;
  card: ExpertCard;
  /** Brief words (as the client wrote them) whose lexemes the expert's headline or description contains. */
  sharedWords: string[];
  /** The expert's own phrase using them (from their headline or description), or null. */
  phrase: string | null;
}

const NAMED_MAX = 5;
const list = (items: string[]) =>
  items.length > NAMED_MAX
    ? `${items.slice(0, NAMED_MAX).join(', ')} and ${items.length - NAMED_MAX} more`
    : items.join(', ');
/** A whole amount as documents write it: "USD 40,000", "JPY 1,250,000" (the contract's formatMoney). */
const money = (amount: number, currency: Currency) =>
  formatMoney(Math.round(amount), currency, { display: 'code', trimZeroMinor: true });
/** The budget as the client gave it: "USD 40,000", or a range "USD 30,000–52,000" (`budget` is its top). */
const budgetText = (brief: { budget: number; budgetFrom?: number | null; currency: Currency }) =>
  typeof brief.budgetFrom === 'number' && brief.budgetFrom < brief.budget
    ? `${money(brief.budgetFrom, brief.currency)}–${money(brief.budget, brief.currency).replace(`${brief.currency} `, '')}`
    : money(brief.budget, brief.currency);
const hours = (value: number) => String(Math.round(value * 10) / 10);
const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

const TIMEZONE = /^[+-]\d{2}:\d{2} (.+)$/;
const SENTENCE_MAX = 200;

/** The brief's words, as written, whose lexemes are among `lexemes` (first spelling of each). */
function briefWords(brief: Brief, lexemes: readonly string[]): string[] {
  return [...new Set(brief.words.filter((word) => lexemes.includes(word.lexeme)).map((word) => word.word))];
}

/**
 * Catalogue items of the card the brief asks for, each with the brief's words or synonym phrases it
 * matched: `Payroll management (“payroll”)`, `Month-end close (“close the books”)`.
 */
function fitting(brief: Brief, items: Array<{ id: number; name: string }>, hits: Brief['roleMatches']): string[] {
  return items.flatMap((item) => {
    const hit = hits.find((candidate) => candidate.id === item.id);
    if (!hit) return [];
    const words = [...briefWords(brief, hit.lexemes), ...hit.phrases];
    return [words.length > 0 ? `${item.name} (${words.map((word) => `“${word}”`).join(', ')})` : item.name];
  });
}

/**
 * The expert's roles and skills typical of the brief's gaps (migration 0026), each with the gaps it is
 * typical of: `Pipeline management (Revenue operations)`.
 */
function typicalHeld(brief: Brief, card: ExpertCard): string[] {
  const held = [
    ...card.jobRole.map((item) => ({ item: item.id + EVIDENCE_OFFSETS.roles, name: item.role })),
    ...card.skills.map((item) => ({ item: item.id + EVIDENCE_OFFSETS.skills, name: item.skill })),
  ];
  return held.flatMap(({ item, name }) => {
    const gaps = brief.typical.filter((entry) => entry.item === item).map((entry) => entry.gap);
    return gaps.length === 0 ? [] : [`${name} (${gaps.join(' and ')})`];
  });
}

/** Where a sentence ends: . ! ? before a space or the end, or a line break. */
const SENTENCE_END = /[.!?](?=\s|$)|\n/g;

/**
 * The expert's sentence around their phrase (`ts_headline`'s fragment of headline and description), whole
 * from its start to its full stop, so a quote never stops mid-sentence; a sentence longer than SENTENCE_MAX is
 * cut after its last clause (comma, semicolon) that fits, marked "…". Null when there is no phrase.
 */
export function sentenceOf(text: string, phrase: string | null): string | null {
  const fragment = phrase
    ?.replace(/\s+/g, ' ')
    .replace(/^[\s—–-]+|[\s—–-]+$/g, '')
    .trim();
  if (!fragment) return null;
  const flat = text.replace(/[ \t]+/g, ' ');
  const at = flat.indexOf(fragment);
  if (at < 0)
    return fragment.length > SENTENCE_MAX
      ? `${fragment.slice(0, fragment.lastIndexOf(' ', SENTENCE_MAX))} …`
      : fragment;
  let start = 0;
  let end = flat.length;
  for (const match of flat.matchAll(SENTENCE_END)) {
    const stop = /[.!?]/.test(match[0]);
    if (match.index + match[0].length <= at) start = match.index + match[0].length;
    else if (match.index >= at + fragment.length - 1) {
      end = stop ? match.index + 1 : match.index;
      break;
    }
  }
  const sentence = flat.slice(start, end).trim();
  if (sentence.length <= SENTENCE_MAX) return sentence;
  const clause = Math.max(sentence.lastIndexOf(', ', SENTENCE_MAX), sentence.lastIndexOf('; ', SENTENCE_MAX));
  const cut = clause > at - start + fragment.length ? clause : sentence.lastIndexOf(' ', SENTENCE_MAX);
  return `${sentence.slice(0, cut > 0 ? cut : SENTENCE_MAX)} …`;
}

/** The expert's sentence, in quotes and named as theirs; empty when there is none. */
function quoted(card: ExpertCard, phrase: string | null): string {
  const sentence = sentenceOf(card.description ?? '', phrase);
  return sentence ? `; from their profile: “${sentence}”` : '';
}

/** Hours free below those asked, as the card says it: "8 of the 20 h a week you asked free". */
const shortHours = (free: number, asked: number) => `${free} of the ${asked} h a week you asked free`;

/** One sentence per factor, each naming the concrete overlap it scored (docs/matching.md lists them). */
const REASONS: Record<MatchFactorKey, (context: ReasonContext, score: number) => string> = {
  expertise({ brief, card }) {
    // Every gap the brief asks for is counted and named, the domain ones too (they score in `industry`).
    const gaps = [...brief.gapIds, ...brief.domainGapIds];
    if (gaps.length === 0) return 'The brief names no known expertise gap';
    const name = (id: number) => brief.gaps.find((gap) => gap.id === id)?.expertise ?? String(id);
    const held = new Set(card.expertise.map((item) => item.id));
    const covered = gaps.filter((id) => held.has(id)).map(name);
    const missing = gaps.filter((id) => !held.has(id)).map(name);
    const total = `${gaps.length} expertise gap${gaps.length === 1 ? '' : 's'}`;
    const coverage =
      covered.length === 0
        ? `Covers none of the ${total} (${list(missing)})`
        : `Covers ${covered.length} of ${total}: ${list(covered)}${missing.length > 0 ? `; not ${list(missing)}` : ''}`;
    // An expert who ticked none of the gaps is listed on a skill typical of one (the floor, docs/matching.md).
    const typical = covered.length === 0 ? typicalHeld(brief, card) : [];
    return typical.length === 0 ? coverage : `${coverage}; typical of the gaps: ${list(typical)}`;
  },
  roles({ brief, card }) {
    const roles = fitting(
      brief,
      card.jobRole.map((item) => ({ id: item.id, name: item.role })),
      brief.roleMatches,
    );
    if (roles.length === 0) return 'No job role of the expert is one the brief asks for';
    return `Job role${roles.length === 1 ? '' : 's'} the brief asks for: ${list(roles)}`;
  },
  skills({ brief, card }) {
    const skills = fitting(
      brief,
      card.skills.map((item) => ({ id: item.id, name: item.skill })),
      brief.skillMatches,
    );
    if (skills.length === 0) return 'No skill of the expert is one the brief asks for';
    return `${skills.length} skill${skills.length === 1 ? '' : 's'} the brief asks for: ${list(skills)}`;
  },
  seniority({ brief, card }) {
    const parts = [
      card.jobLevel ? JobLevels.labels[card.jobLevel] : 'Job level unknown',
      card.yearsOfExperience ? YearsOfExperience.labels[card.yearsOfExperience] : 'years unknown',
      card.fractionalExperience
        ? lower(FractionalExperience.labels[card.fractionalExperience])
        : 'no fractional engagements yet',
    ];
    const vetted =
      card.vetting === 'approved' ? `; vetted by Fractional (+${Math.round(VETTED_BOOST * 100)} points)` : '';
    return `${parts.join(', ')} for a project in ${lower(ProjectStages.labels[brief.projectStage])}${vetted}`;
  },
  industry({ brief, card }) {
    const domains = card.expertise.filter((item) => brief.domainGapIds.includes(item.id)).map((item) => item.expertise);
    if (domains.length > 0) return `Knows the domain the brief asks for: ${list(domains)}`;
    if (brief.clientIndustries.length === 0) return "The client's industry is unknown; counted as neutral";
    const served = card.industries ? card.industries.split(',') : [];
    const label = (key: string) => lower(Industries.labels[key as Industry] ?? key);
    const shared = served.filter((key) => brief.clientIndustries.includes(key));
    if (served.length === 0) return 'Lists no industries served';
    if (shared.length === 0) return `Has not served ${list(brief.clientIndustries.map(label))}`;
    return `Has served ${list(shared.map(label))}`;
  },
  timezone({ brief, card }) {
    const client = brief.clientTimezone?.match(TIMEZONE)?.[1];
    const clientOffset = utcOffsetMinutes(brief.clientTimezone);
    const expertOffset = utcOffsetMinutes(card.timezone);
    if (!client || clientOffset === null || expertOffset === null) return 'Time zone unknown; counted as neutral';
    const overlap = workdayOverlapMinutes(clientOffset, expertOffset) / 60;
    if (overlap === 0) return `No working hours overlap with ${client}`;
    return `Overlaps ${hours(overlap)} working hour${overlap === 1 ? '' : 's'} with ${client}`;
  },
  availability({ brief, card }) {
    const free = card.availableHoursPerWeek;
    const asked = brief.hoursPerWeek;
    if (free >= asked) return `${free} h/week free for the ${asked} h/week asked`;
    return shortHours(free, asked);
  },
  budget({ brief, card }) {
    const given = card.hourlyRateMin ?? card.hourlyRateMax;
    if (brief.budget === null) return 'The project has no budget; counted as neutral';
    if (given === null) return 'No hourly rate given; counted as neutral';
    const factor = rateFactor(brief, card.rateCurrency);
    if (factor === null) {
      return `No exchange rate between ${card.rateCurrency} and ${brief.currency}; counted as neutral`;
    }
    // Compared in the project's currency (docs/money.md#exchange-rates), as the score is.
    const rate = given * factor;
    const priced =
      card.rateCurrency === brief.currency
        ? `${money(given, brief.currency)}/h`
        : `${money(given, card.rateCurrency)}/h ≈ ${money(rate, brief.currency)}/h`;
    const over = lower(Timelines.labels[brief.timeline]);
    // Billed for the hours they can give of those asked (docs/matching.md, `budget`), as the score is.
    const billed = Math.min(brief.hoursPerWeek, card.availableHoursPerWeek);
    const cost = rate * billed * TIMELINE_MONTHS[brief.timeline] * WEEKS_PER_MONTH;
    const terms = `${priced} × ${billed} h/week${billed < brief.hoursPerWeek ? ` (all that is free of the ${brief.hoursPerWeek} asked)` : ''}`;
    const budget = budgetText({ budget: brief.budget, budgetFrom: brief.budgetFrom, currency: brief.currency });
    if (cost <= brief.budget) return `${terms} fits the ${budget} budget over ${over}`;
    const verdict =
      cost <= brief.budget * (1 + BUDGET_TOLERANCE)
        ? `within ${Math.round(BUDGET_TOLERANCE * 100)} % of`
        : cost >= brief.budget * (1 + BUDGET_WELL_OVER)
          ? 'well above'
          : 'above';
    return `${terms} over ${over} comes to at least ${money(cost, brief.currency)}, ${verdict} the ${budget} budget`;
  },
  text({ card, sharedWords, phrase }) {
    if (sharedWords.length === 0) return "The expert's own words share nothing specific with the brief";
    return `The profile mentions ${list(sharedWords)} from the brief${quoted(card, phrase)}`;
  },
  track({ card }) {
    if (!card.rating) return 'No reviews yet';
    const { average, count } = card.rating;
    const done = card.completedEngagements;
    return `${average.toFixed(1)} from ${count} review${count === 1 ? '' : 's'}, ${done} completed engagement${done === 1 ? '' : 's'}`;
  },
};

/** The ten factors of one match, in the contract's order, scores rounded to 3 places. */
export function matchFactors(context: ReasonContext, scores: FactorScores): MatchFactor[] {
  return MatchFactorKeys.values.map((key) => ({
    key,
    score: Math.round(scores[key] * 1000) / 1000,
    weight: FACTOR_WEIGHTS[key],
    reason: REASONS[key](context, scores[key]),
  }));
}

/**
 * What the card warns about in plain words (docs/matching.md, "Cautions"), beside the score that already
 * counts it: no working hour in common with the client, a cost over the budget (past the tolerance), fewer
 * free hours than asked.
 */
export function matchCautions({ brief, card }: Pick<ReasonContext, 'brief' | 'card'>): string[] {
  const cautions: string[] = [];
  const client = brief.clientTimezone?.match(TIMEZONE)?.[1];
  const clientOffset = utcOffsetMinutes(brief.clientTimezone);
  const expertOffset = utcOffsetMinutes(card.timezone);
  if (client && clientOffset !== null && expertOffset !== null) {
    if (minutesApart(clientOffset, expertOffset) >= WORKDAY_MINUTES)
      cautions.push(`No working hour in common with ${client}: calls fall outside your working day`);
  }
  const given = card.hourlyRateMin ?? card.hourlyRateMax;
  const factor = rateFactor(brief, card.rateCurrency);
  if (brief.budget !== null && given !== null && factor !== null) {
    const billed = Math.min(brief.hoursPerWeek, card.availableHoursPerWeek);
    const cost = given * factor * billed * TIMELINE_MONTHS[brief.timeline] * WEEKS_PER_MONTH;
    if (cost > brief.budget * (1 + BUDGET_TOLERANCE)) {
      const over = Math.round((cost / brief.budget - 1) * 100);
      const budget = budgetText({ budget: brief.budget, budgetFrom: brief.budgetFrom, currency: brief.currency });
      cautions.push(`Over budget: at least ${money(cost, brief.currency)}, ${over} % above the ${budget} budget`);
    }
  }
  if (card.availableHoursPerWeek < brief.hoursPerWeek)
    cautions.push(shortHours(card.availableHoursPerWeek, brief.hoursPerWeek));
  return cautions;
}
