import { Roles } from '@fractional/contract';
import type pg from 'pg';
import { hashPassword } from '../src/modules/auth/passwords.js';

/** A week of 40 hours, Monday to Friday. */
export const FULL_WEEK_HOURS = [8, 8, 8, 8, 8, 0, 0];

export interface EngagementSeed {
  /** Makes the seeded e-mails unique: `<tag>-expert-<n>@seed.example.com`. */
  tag: string;
  /** Owns every project; without it each project gets a client of its own. */
  ownerProfileId?: number;
  projects: number;
  membersPerProject: number;
  hoursPerWeek: number;
  hourlyRate: number;
  /** When every member joined (and each squad formed). */
  joinedAt: Date;
  /** The Mondays each member has a timesheet for, all `approved` (40 h each). */
  weeks: string[];
  /** Billing details for every client and expert (default true): without them no invoice is issued. */
  billing?: boolean;
}

/**
 * Active squads with approved weeks, in a handful of set-based statements (generate_series and
 * unnest, no HTTP): `projects` projects of `membersPerProject` experts each. For the invoice-run
 * benchmark (bench/invoices.ts) and the monthly schedule across two instances. Returns the ids in
 * creation order.
 */
export async function seedEngagements(db: pg.ClientBase, seed: EngagementSeed) {
  const members = seed.projects * seed.membersPerProject;
  const passwordHash = await hashPassword('seeded-password-42');
  const insertUsers = async (kind: string, count: number, roleId: number) => {
    const { rows } = await db.query<{ id: number }>(
      `with inserted as (
         insert into users (email, password_hash, provider, first_name, last_name, role_id, status_id,
           agreed_to_terms, agreed_to_policies)
         select $1 || '-' || $2 || '-' || g || '@seed.example.com', $3, 'email', initcap($2), 'No ' || g, $4, 1, true, true
           from generate_series(1, $5::int) g
         returning id)
       insert into profiles (user_id, job_level, years_of_experience, lead_source, fractional_experience)
       select id, 'executive', '15+', 'referral', '3-5' from inserted order by id
       returning id`,
      [seed.tag, kind, passwordHash, roleId, count],
    );
    return rows.map((row) => row.id);
  };
  const owners = seed.ownerProfileId
    ? Array.from({ length: seed.projects }, () => seed.ownerProfileId!)
    : await insertUsers('client', seed.projects, Roles.client.id);
  const experts = await insertUsers('expert', members, Roles.contractor.id);
  const { rows: projectRows } = await db.query<{ id: number }>(
    `insert into projects (profile_id, name, overview, project_stage, is_budget_allocated, budget, timeline,
       business_goal, expertise_gap, status, squad_formed_at, created_at)
     select owner, 'Seeded squad ' || n, 'A seeded engagement with approved weeks.', 'planning', true, 1000000,
       '18-plus-months', 'scale-operations', 'fundraising', 'active', $2, $2
       from unnest($1::int[]) with ordinality as o(owner, n)
     order by n
     returning id`,
    [owners, seed.joinedAt],
  );
  const projectIds = projectRows.map((row) => row.id);
  const memberProjects = experts.map((_, index) => projectIds[Math.floor(index / seed.membersPerProject)]!);
  const { rows: memberRows } = await db.query<{ id: number }>(
    `with invited as (
       insert into invitations (project_id, profile_id, status, hours_per_week, hourly_rate_minor, created_at, responded_at)
       select project, expert, 'accepted', $3, $4, $5, $5
         from unnest($1::int[], $2::int[]) with ordinality as i(project, expert, n)
       order by n
       returning id, project_id, profile_id)
     insert into squad_members (project_id, profile_id, invitation_id, hours_per_week, hourly_rate_minor, joined_at)
     select project_id, profile_id, id, $3, $4, $5 from invited order by id
     returning id`,
    [memberProjects, experts, seed.hoursPerWeek, seed.hourlyRate * 100, seed.joinedAt],
  );
  const memberIds = memberRows.map((row) => row.id);
  await db.query(
    `insert into timesheets (member_id, project_id, week_start, hours, status, submitted_at, decided_at)
     select m.id, m.project_id, w.week::date, $3::float8[], 'approved', w.week::date + 7, w.week::date + 8
       from squad_members m, unnest($2::text[]) as w(week)
      where m.id = any($1::int[])`,
    [memberIds, seed.weeks, FULL_WEEK_HOURS],
  );
  if (seed.billing ?? true)
    await db.query(
      `insert into billing_details (user_id, legal_name, address_lines, country)
       select p.user_id, 'Seeded party ' || p.user_id, array['1 Seed Street'], 'NZ'
         from profiles p where p.id = any($1::int[])
       on conflict (user_id) do nothing`,
      [[...new Set([...owners, ...experts])]],
    );
  return { projectIds, memberIds };
}
