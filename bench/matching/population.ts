/**
 * A reproducible population for the matching benchmark (issue 17, docs/matching.md): contractors and client
 * projects drawn from the reference catalogues the API seeds, with, for each measured project, a few
 * "planted" experts built to fit it and near-misses built to almost fit it. Pure: the same seed gives
 * the same rows.
 */
import {
  BusinessGoals,
  FractionalExperience,
  Industries,
  JobLevels,
  ProjectStages,
  Timelines,
  YearsOfExperience,
} from '@fractional/contract';
import { expertises } from '../../apps/api/src/db/seed/data/expertises.js';
import { jobRoles } from '../../apps/api/src/db/seed/data/job-roles.js';
import { skills } from '../../apps/api/src/db/seed/data/skills.js';
import { seededRandom } from '../../apps/api/src/lib/random.js';

/** The seeded source the demo marketplace uses too: the same seed gives the same rows. */
export const random = seededRandom;
type Random = ReturnType<typeof random>;

/** Catalogue ids as the seed inserts them (serial, in file order, into an empty table). */
const roleIds = jobRoles.map((_, index) => index + 1);
const expertiseIds = expertises.map((_, index) => index + 1);
const skillIds = skills.map((_, index) => index + 1);

/** Whole-hour offsets with a region each, in the stored `+12:00 Pacific/Auckland` form. */
const ZONES: ReadonlyArray<[number, string]> = [
  [-8, 'America/Los_Angeles'],
  [-7, 'America/Denver'],
  [-6, 'America/Chicago'],
  [-5, 'America/New_York'],
  [-3, 'America/Sao_Paulo'],
  [0, 'Europe/London'],
  [1, 'Europe/Berlin'],
  [2, 'Europe/Athens'],
  [3, 'Asia/Riyadh'],
  [4, 'Asia/Dubai'],
  [5, 'Asia/Karachi'],
  [7, 'Asia/Bangkok'],
  [8, 'Asia/Singapore'],
  [9, 'Asia/Tokyo'],
  [10, 'Australia/Sydney'],
  [12, 'Pacific/Auckland'],
];
const zone = ([hours, region]: [number, string]) =>
  `${hours < 0 ? '-' : '+'}${String(Math.abs(hours)).padStart(2, '0')}:00 ${region}`;
/** A zone within `within` hours of `hours`. */
const near = (r: Random, hours: number, within: number) =>
  zone(r.pick(ZONES.filter(([h]) => Math.abs(h - hours) <= within)));
/** A zone at least 9 hours away (across the date line too). */
const far = (r: Random, hours: number) =>
  zone(
    r.pick(
      ZONES.filter(([h]) => {
        const d = Math.abs(h - hours) % 24;
        return Math.min(d, 24 - d) >= 9;
      }),
    ),
  );

export interface Expert {
  key: string;
  firstName: string;
  lastName: string;
  verified: boolean;
  timezone: string;
  titleHeader: string;
  description: string;
  jobLevel: string;
  yearsOfExperience: string;
  fractionalExperience: string;
  openToWork: boolean;
  capacityHoursPerWeek: number;
  hourlyRateMin: number | null;
  hourlyRateMax: number | null;
  industries: string[];
  roleIds: number[];
  expertiseIds: number[];
  skillIds: number[];
}

export interface Project {
  /** The client's key: one client per generated project. */
  clientKey: string;
  clientTimezone: string;
  industry: string;
  name: string;
  overview: string;
  projectStage: string;
  budget: number | null;
  timeline: string;
  businessGoal: string;
  expertiseGap: string;
  hoursPerWeek: number;
  /** Keys of the experts built to fit this project (empty for background projects). */
  plants: string[];
}

const FIRST = ['Ana', 'Ben', 'Chen', 'Dara', 'Eli', 'Fatima', 'Goran', 'Hana', 'Ivan', 'Jia', 'Kofi', 'Lena', 'Mere'];
const LAST = ['Ng', 'Okafor', 'Parata', 'Quinn', 'Rossi', 'Singh', 'Tanaka', 'Ueda', 'Varga', 'Wong', 'Yilmaz'];
const WEEKS: Record<string, number> = {
  'lt-6-months': 13,
  '6-11-months': 26,
  '12-17-months': 52,
  '18-plus-months': 78,
};

function randomExpert(r: Random, key: string): Expert {
  const roles = r.some(roleIds, r.int(1, 3));
  const rate = r.int(4, 40) * 10;
  const role = jobRoles[(roles[0] ?? 1) - 1]?.role ?? '';
  return {
    key,
    firstName: r.pick(FIRST),
    lastName: r.pick(LAST),
    verified: r.next() < 0.9,
    timezone: zone(r.pick(ZONES)),
    titleHeader: role,
    description: `${role} with ${r.pick(['startup', 'scale-up', 'enterprise', 'public-sector'])} experience.`,
    jobLevel: r.pick(JobLevels.values),
    yearsOfExperience: r.pick(YearsOfExperience.values),
    fractionalExperience: r.pick(FractionalExperience.values),
    openToWork: r.next() < 0.85,
    capacityHoursPerWeek: r.pick([0, 5, 10, 10, 15, 20, 20, 30, 40]),
    hourlyRateMin: r.next() < 0.2 ? null : rate,
    hourlyRateMax: r.next() < 0.2 ? null : rate + r.int(0, 10) * 10,
    industries: r.some(Industries.values, r.int(0, 3)),
    roleIds: roles,
    expertiseIds: r.some(expertiseIds, r.int(1, 5)),
    skillIds: r.some(skillIds, r.int(2, 5)),
  };
}

function randomProject(r: Random, index: number, prefix: string): { project: Project; role: number; skills: number[] } {
  const gaps = r.some(expertiseIds, r.int(1, 3));
  const role = r.pick(roleIds);
  const wanted = r.some(skillIds, 2);
  const industry = r.pick(Industries.values);
  const [offset] = r.pick(ZONES);
  const timeline = r.pick(Timelines.values);
  const hoursPerWeek = r.pick([5, 10, 10, 15, 20]);
  const gapNames = gaps.map((id) => expertises[id - 1]?.expertise ?? '');
  const skillNames = wanted.map((id) => skills[id - 1]?.skill.toLowerCase() ?? '');
  const roleName = jobRoles[role - 1]?.role ?? '';
  const budget = r.next() < 0.15 ? null : r.int(2, 60) * 5_000;
  return {
    project: {
      clientKey: `${prefix}-client-${index}`,
      clientTimezone: zone(r.pick(ZONES.filter(([h]) => h === offset))),
      industry,
      name: `${gapNames[0]} for a ${Industries.labels[industry].toLowerCase()} business`,
      overview: `We are looking for a ${roleName} to help with ${gapNames.join(', ').toLowerCase()}. The work includes ${skillNames.join(' and ')}.`,
      projectStage: r.pick(ProjectStages.values),
      budget,
      timeline,
      businessGoal: r
        .some(
          BusinessGoals.values.filter((goal) => goal !== 'other'),
          2,
        )
        .join(','),
      expertiseGap: gaps.map((id) => expertises[id - 1]?.expertiseCode ?? '').join(','),
      hoursPerWeek,
      plants: [],
    },
    role,
    skills: wanted,
  };
}

export interface Population {
  experts: Expert[];
  /** The measured projects, each with its plants. */
  projects: Project[];
  /** Projects without plants, templates for the large project table. */
  background: Project[];
}

export const PLANTS_PER_PROJECT = 3;

/**
 * `expertCount` experts in all: per measured project PLANTS_PER_PROJECT plants, two near-misses (the
 * same expertise, role and skills, but a far time zone, a rate far over the budget, another industry and
 * junior; or perfect but not open to work / not verified, which must never be matched), the rest random.
 */
export function generatePopulation(options: {
  seed: number;
  expertCount: number;
  projectCount: number;
  backgroundCount: number;
}): Population {
  const r = random(options.seed);
  const experts: Expert[] = [];
  const projects: Project[] = [];
  for (let index = 0; index < options.projectCount; index += 1) {
    const { project, role, skills: wanted } = randomProject(r, index, 'measured');
    const gaps = project.expertiseGap
      .split(',')
      .map((code) => expertises.findIndex((e) => e.expertiseCode === code) + 1);
    const offset = Number(project.clientTimezone.slice(0, 3));
    const weeks = WEEKS[project.timeline] ?? 26;
    const affordable =
      project.budget === null
        ? 150
        : Math.max(20, Math.floor(project.budget / (project.hoursPerWeek * weeks) / 10) * 10);
    const fitting = (key: string): Expert => {
      const base = randomExpert(r, key);
      return {
        ...base,
        verified: true,
        openToWork: true,
        timezone: near(r, offset, 2),
        jobLevel: r.pick(['executive', 'management'] as const),
        yearsOfExperience: r.pick(['10-14', '15+'] as const),
        fractionalExperience: r.pick(['3-5', '6+'] as const),
        capacityHoursPerWeek: project.hoursPerWeek + r.pick([0, 5, 10]),
        hourlyRateMin: Math.max(10, affordable - r.pick([0, 10, 20])),
        hourlyRateMax: affordable + r.pick([0, 20, 40]),
        industries: [...new Set([project.industry, ...base.industries])].slice(0, 3),
        roleIds: [...new Set([role, ...base.roleIds])].slice(0, 3),
        expertiseIds: [...new Set([...gaps, ...base.expertiseIds])].slice(0, Math.max(gaps.length, 4)),
        skillIds: [...new Set([...wanted, ...base.skillIds])].slice(0, 5),
        titleHeader: jobRoles[role - 1]?.role ?? base.titleHeader,
      };
    };
    for (let k = 0; k < PLANTS_PER_PROJECT; k += 1) {
      const plant = fitting(`plant-${index}-${k}`);
      experts.push(plant);
      project.plants.push(plant.key);
    }
    const miss = fitting(`miss-${index}-0`);
    experts.push({
      ...miss,
      timezone: far(r, offset),
      hourlyRateMin: affordable * 3 + 100,
      hourlyRateMax: affordable * 3 + 200,
      industries: r.some(
        Industries.values.filter((value) => value !== project.industry),
        1,
      ),
      jobLevel: 'individual_contributor',
      yearsOfExperience: '0-4',
      fractionalExperience: 'none',
      capacityHoursPerWeek: 5,
    });
    const hidden = fitting(`hidden-${index}-0`);
    experts.push(r.next() < 0.5 ? { ...hidden, openToWork: false } : { ...hidden, verified: false });
    projects.push(project);
  }
  const background: Project[] = [];
  for (let index = 0; index < options.backgroundCount; index += 1)
    background.push(randomProject(r, index, 'background').project);
  for (let index = experts.length; index < options.expertCount; index += 1)
    experts.push(randomExpert(r, `random-${index}`));
  return { experts, projects, background };
}
