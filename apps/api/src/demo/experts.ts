/**
 * The demo marketplace's ~300 experts, drawn from the disciplines with a fixed seed (docs/demo.md):
 * the same people, with the same profiles, on every fresh start.
 */
import {
  DESCRIPTION_MAX,
  type FractionalExperience,
  type Industry,
  type JobLevel,
  type YearsOfExperience,
} from '@fractional/contract';
import { seededRandom, type SeededRandom } from '../lib/random.js';
import { DISCIPLINES, WORKING_STYLES, type Discipline } from './disciplines.js';

export interface DemoExpert {
  firstName: string;
  lastName: string;
  email: string;
  discipline: string;
  timezone: string;
  jobLevel: JobLevel;
  yearsOfExperience: YearsOfExperience;
  fractionalExperience: FractionalExperience;
  /** The headline; a few experts leave it blank, as real people do. */
  titleHeader: string | null;
  description: string;
  website: string | null;
  roles: string[];
  expertise: string[];
  skills: string[];
  industries: Industry[];
  capacityHoursPerWeek: number;
  hourlyRateMin: number | null;
  hourlyRateMax: number | null;
  /** A few experts are not taking work right now. */
  openToWork: boolean;
  /** What the matcher console has decided about them. */
  vetting: 'approved' | 'pending' | 'rejected';
}

const FIRST_NAMES = [
  'Olivia',
  'James',
  'Amara',
  'Noah',
  'Sakura',
  'Liam',
  'Fatima',
  'Ethan',
  'Ingrid',
  'Mateo',
  'Chen',
  'Zara',
  'Oliver',
  'Aaliyah',
  'Henrik',
  'Isabella',
  'Kwame',
  'Mei',
  'Lucas',
  'Anika',
  'Samuel',
  'Elena',
  'Arjun',
  'Claire',
  'Diego',
  'Nadia',
  'Ravi',
  'Emma',
  'Tariq',
  'Freya',
  'Jonah',
  'Leila',
  'Mihai',
  'Charlotte',
  'Kenji',
  'Ruth',
  'Adebayo',
  'Sophie',
  'Pablo',
  'Yasmin',
  'Gabriel',
  'Hana',
  'Tobias',
  'Aisha',
  'Connor',
  'Lucia',
  'Dev',
  'Beatriz',
  'Finn',
  'Nkechi',
  'Marco',
  'Eva',
  'Jun',
  'Harriet',
  'Omar',
  'Greta',
  'Rohan',
  'Alice',
  'Sebastián',
  'Kiri',
  'Patrick',
  'Ines',
  'Yusuf',
  'Laura',
  'Aleksander',
  'Maya',
  'Felix',
  'Chiara',
  'Ibrahim',
  'Jade',
] as const;

const LAST_NAMES = [
  'Hughes',
  'Nakamura',
  'Adeyemi',
  'Fischer',
  'Garcia',
  'O’Brien',
  'Khan',
  'Larsen',
  'Moreau',
  'Silva',
  'Patel',
  'Kowalski',
  'Walsh',
  'Tanaka',
  'Mensah',
  'Rossi',
  'Lindgren',
  'Chowdhury',
  'Murphy',
  'Santos',
  'Novak',
  'Haddad',
  'Bennett',
  'Ito',
  'Okonkwo',
  'Schmidt',
  'Reid',
  'Ferreira',
  'Kaur',
  'Jansen',
  'Wright',
  'Abdullah',
  'Dubois',
  'Sato',
  'Nyambura',
  'Costa',
  'Fraser',
  'Ivanova',
  'Cohen',
  'Mahlangu',
  'Taylor',
  'Romero',
  'Nguyen',
  'Byrne',
  'Eriksen',
  'Hall',
  'Iyer',
  'Keller',
  'Morgan',
  'Tshabalala',
] as const;

/** From Auckland to San Francisco, weighted towards where fractional executives cluster. */
const TIME_ZONES = [
  '+12:00 Pacific/Auckland',
  '+10:00 Australia/Sydney',
  '+10:00 Australia/Brisbane',
  '+08:00 Asia/Singapore',
  '+05:30 Asia/Kolkata',
  '+04:00 Asia/Dubai',
  '+03:00 Africa/Nairobi',
  '+02:00 Africa/Johannesburg',
  '+01:00 Europe/Berlin',
  '+01:00 Europe/Paris',
  '+01:00 Europe/Amsterdam',
  '+01:00 Europe/Stockholm',
  '+00:00 Europe/London',
  '+00:00 Europe/London',
  '+00:00 Europe/London',
  '+00:00 Europe/Dublin',
  '+00:00 Europe/Lisbon',
  '-03:00 America/Sao_Paulo',
  '-05:00 America/New_York',
  '-05:00 America/New_York',
  '-05:00 America/New_York',
  '-05:00 America/Toronto',
  '-06:00 America/Chicago',
  '-07:00 America/Denver',
  '-08:00 America/Los_Angeles',
  '-08:00 America/Los_Angeles',
] as const;

const SENIORITY: ReadonlyArray<{
  level: JobLevel;
  years: YearsOfExperience[];
  fractional: FractionalExperience[];
  rateFactor: number;
}> = [
  { level: 'executive', years: ['15+', '10-14'], fractional: ['3-5', '6+', '1-2'], rateFactor: 1 },
  { level: 'executive', years: ['15+'], fractional: ['6+', '3-5'], rateFactor: 1.15 },
  { level: 'management', years: ['10-14', '15+', '5-9'], fractional: ['1-2', '3-5', 'none'], rateFactor: 0.8 },
  { level: 'team_lead', years: ['5-9', '10-14'], fractional: ['none', '1-2'], rateFactor: 0.62 },
  { level: 'individual_contributor', years: ['0-4', '5-9'], fractional: ['none', '1-2'], rateFactor: 0.45 },
];

/** Opening lines that say who the expert is, before their stories. */
const INTRODUCTIONS: ReadonlyArray<(years: string, headline: string) => string> = [
  (years) => `${years} in the job, the last few as a fractional leader.`,
  () => 'I have spent my career in high-growth companies, inside and as an advisor.',
  // Mid-sentence the years read in lower case: "After twelve years in-house".
  (years) => `After ${years.toLowerCase()} in-house, I now work with a handful of companies at a time.`,
  () => 'Former operator, not a consultant: I have sat in the seat I now help others fill.',
  (_years, headline) => `${headline}.`,
  () => 'I help founders and leadership teams through the stage where what got them here stops working.',
];

const YEARS_IN_WORDS: Record<YearsOfExperience, string> = {
  '0-4': 'Four years',
  '5-9': 'Eight years',
  '10-14': 'Twelve years',
  '15+': 'Twenty years',
};

function mailbox(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[^\p{Letter}]/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/**
 * A profile description within the catalogue's limit: one piece of work the expert is proud of,
 * with an introduction before it and a second story or how they like to work after it, as far as
 * they fit.
 */
function describe(r: SeededRandom, discipline: Discipline, years: string, headline: string): string {
  const [story, second] = r.some(discipline.stories, 2) as [string, string];
  const fits = (text: string) => text.length <= DESCRIPTION_MAX;
  const introduced = `${r.pick(INTRODUCTIONS)(years, headline)} ${story}`;
  let text = r.chance(0.5) && fits(introduced) ? introduced : story;
  for (const extra of r.some([second, r.pick(WORKING_STYLES)], 2)) {
    if (fits(`${text} ${extra}`)) text = `${text} ${extra}`;
  }
  return text;
}

function makeExpert(r: SeededRandom, discipline: Discipline, index: number, taken: Set<string>): DemoExpert {
  let firstName: string;
  let lastName: string;
  let email: string;
  do {
    firstName = r.pick(FIRST_NAMES);
    lastName = r.pick(LAST_NAMES);
    email = `${mailbox(firstName)}.${mailbox(lastName)}@example.com`;
  } while (taken.has(email));
  taken.add(email);

  const seniority = r.pick(SENIORITY);
  const years = r.pick(seniority.years);
  const headline = r.pick(discipline.headlines);
  const description = describe(r, discipline, YEARS_IN_WORDS[years], headline);
  const rate = Math.round((discipline.rate * seniority.rateFactor * (0.85 + r.next() * 0.3)) / 5) * 5;
  // One in eight leaves rates out; one in twelve writes no headline; one in twenty is not open to work.
  const hasRates = !r.chance(1 / 8);
  return {
    firstName,
    lastName,
    email,
    discipline: discipline.key,
    timezone: r.pick(TIME_ZONES),
    jobLevel: seniority.level,
    yearsOfExperience: years,
    fractionalExperience: r.pick(seniority.fractional),
    titleHeader: r.chance(1 / 12) ? null : headline,
    description,
    website: r.chance(0.4) ? `https://www.${mailbox(firstName)}${mailbox(lastName)}.example.com` : null,
    roles: r.some(discipline.roles, r.int(1, 2)),
    expertise: r.some(discipline.expertise, r.int(2, 4)),
    skills: r.some(discipline.skills, r.int(3, 5)),
    industries: r.some(discipline.industries, r.int(1, 3)),
    capacityHoursPerWeek: r.pick([8, 10, 12, 16, 16, 20, 20, 24, 30, 40]),
    hourlyRateMin: hasRates ? rate - 20 : null,
    hourlyRateMax: hasRates ? rate + 30 : null,
    openToWork: !r.chance(1 / 20),
    // Most of the marketplace is vetted; a tail waits for the matcher console, index 7 of each
    // discipline was turned down.
    vetting: index === 7 ? 'rejected' : r.chance(0.15) ? 'pending' : 'approved',
  };
}

/** Every demo expert, in a fixed order. */
export function demoExperts(seed = 20_261_126): DemoExpert[] {
  const r = seededRandom(seed);
  const taken = new Set<string>();
  return DISCIPLINES.flatMap((discipline) =>
    Array.from({ length: discipline.count }, (_, index) => makeExpert(r, discipline, index, taken)),
  );
}
