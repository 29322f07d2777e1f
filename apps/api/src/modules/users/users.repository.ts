import {
  Roles,
  Statuses,
  type Expertise,
  type JobRole,
  type Profile,
  type RoleName,
  type Skill,
  type StatusName,
  type User,
} from '@fractional/contract';
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import { toBusinessDetail } from '../business-details/index.js';
import {
  files,
  profileExpertises,
  profileJobRoles,
  profileSkills,
  type profiles,
  projects,
  users,
} from '../../db/schema/index.js';

const ROLE_BY_ID = new Map<number, (typeof Roles)[RoleName]>(Object.values(Roles).map((role) => [role.id, role]));
const STATUS_BY_ID = new Map<number, (typeof Statuses)[StatusName]>(
  Object.values(Statuses).map((status) => [status.id, status]),
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export function roleOf(roleId: number): (typeof Roles)[RoleName] {
  return ROLE_BY_ID.get(roleId) ?? Roles.contractor;
}

export function statusOf(statusId: number): (typeof Statuses)[StatusName] {
  return STATUS_BY_ID.get(statusId) ?? Statuses.active;
}

const userByEmailQuery = preparedFor((db) =>
  db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, sql.placeholder('email')))
    .limit(1)
    .prepare('find_user_by_email'),
);

export async function findUserRowByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await userByEmailQuery(db).execute({ email: email.toLowerCase() });
  return row;
}

/** The user linked to a Google account (`social_id` = the ID token's `sub`), whichever provider they signed up with. */
export async function findUserRowBySocialId(db: Database, socialId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.socialId, socialId)).orderBy(asc(users.id)).limit(1);
  return row;
}

export async function findUserRowById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(db: Database, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUserRow(db: Database, id: number, values: Partial<NewUserRow>): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

type ProfileRow = typeof profiles.$inferSelect & {
  jobRoles: Array<{ ref: JobRole }>;
  expertises: Array<{ ref: Expertise }>;
  skills: Array<{ ref: Skill }>;
  projects: Array<{ id: number; name: string }>;
  files: Array<{ path: string }>;
};

function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    description: row.description,
    jobRole: row.jobRoles.map((link) => link.ref),
    expertise: row.expertises.map((link) => link.ref),
    skills: row.skills.map((link) => link.ref),
    yearsOfExperience: row.yearsOfExperience as Profile['yearsOfExperience'],
    jobLevel: row.jobLevel as Profile['jobLevel'],
    website: row.website,
    cvPath: row.files.map((file) => file.path),
    fxnlScore: row.fxnlScore,
    titleHeader: row.titleHeader,
    leadSource: row.leadSource as Profile['leadSource'],
    fractionalExperience: row.fractionalExperience as Profile['fractionalExperience'],
    projects: row.projects,
    openToWork: row.openToWork,
    listed: row.listed,
    capacityHoursPerWeek: row.capacityHoursPerWeek,
    availabilitySet: row.availabilitySet,
    hourlyRateMin: row.hourlyRateMin,
    hourlyRateMax: row.hourlyRateMax,
    rateCurrency: row.rateCurrency as Profile['rateCurrency'],
    industries: row.industries.length > 0 ? row.industries.join(',') : null,
    user: { id: row.userId },
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Everything of a user the API shows: profile with its ordered links, projects, CVs; business detail. */
// A catalogue item as the API shows it: its matching lexemes (docs/matching.md) stay inside.
const REFERENCE_ITEM = { ref: { columns: { nameLexemes: false } } } as const;
const USER_WITH = {
  businessDetail: true,
  profile: {
    with: {
      jobRoles: { orderBy: asc(profileJobRoles.position), with: REFERENCE_ITEM },
      expertises: { orderBy: asc(profileExpertises.position), with: REFERENCE_ITEM },
      skills: { orderBy: asc(profileSkills.position), with: REFERENCE_ITEM },
      projects: { columns: { id: true, name: true }, orderBy: asc(projects.id) },
      files: { columns: { path: true }, where: isNotNull(files.uploadedAt), orderBy: asc(files.id) },
    },
  },
} as const;

const userQuery = preparedFor((db) =>
  db.query.users
    .findFirst({
      where: eq(users.id, sql.placeholder('id')),
      columns: { passwordHash: false },
      with: USER_WITH,
      // Two-step sign-in's state (docs/security.md): on or off, and the recovery codes not yet used.
      extras: (user) => ({
        twoFactorEnabled:
          sql<boolean>`exists (select 1 from user_two_factor f where f.user_id = ${user.id} and f.enabled_at is not null)`.as(
            'two_factor_enabled',
          ),
        recoveryCodesLeft:
          sql<number>`(select count(*)::int from user_recovery_codes c where c.user_id = ${user.id} and c.used_at is null)`.as(
            'recovery_codes_left',
          ),
      }),
    })
    .prepare('load_user'),
);

/** The full user of docs/api.md#account-and-sign-in (profile with its ordered links, projects, CVs; business detail). */
export async function loadUser(db: Database, id: number): Promise<User | null> {
  const row = await userQuery(db).execute({ id });
  return row ? toUser(row) : null;
}

type LoadedUser = NonNullable<Awaited<ReturnType<ReturnType<typeof userQuery>['execute']>>>;

function toUser(row: LoadedUser): User {
  return {
    id: row.id,
    email: row.email,
    emailVerifiedAt: iso(row.emailVerifiedAt),
    provider: row.provider,
    socialId: row.socialId,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    role: roleOf(row.roleId),
    status: statusOf(row.statusId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: iso(row.deletedAt),
    timezone: row.timezone,
    mobileNumber: row.mobileNumber,
    agreedToTerms: row.agreedToTerms,
    agreedToPolicies: row.agreedToPolicies,
    fxnlScore: row.fxnlScore,
    leadSource: (row.profile?.leadSource ?? null) as User['leadSource'],
    profiles: row.profile ? [toProfile(row.profile)] : [],
    businessDetail: row.businessDetail ? toBusinessDetail(row.businessDetail) : null,
    twoFactor: {
      enabled: Boolean(row.twoFactorEnabled),
      recoveryCodesLeft: row.twoFactorEnabled ? Number(row.recoveryCodesLeft) : 0,
    },
  };
}
