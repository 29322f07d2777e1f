import {
  Roles,
  Statuses,
  type BusinessDetail,
  type Profile,
  type Skill,
  type Timesheet,
  type User,
} from '@fractional/contract';

/** A user as Google sign-in leaves it: names and e-mail, no profile yet (tests only). */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    email: 'ana@example.com',
    emailVerifiedAt: '2025-01-01T00:00:00.000Z',
    provider: 'google',
    socialId: 'google-sub-7',
    firstName: 'Ana',
    middleName: null,
    lastName: 'Tui',
    role: Roles.contractor,
    status: Statuses.active,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    deletedAt: null,
    timezone: null,
    mobileNumber: null,
    agreedToTerms: false,
    agreedToPolicies: false,
    fxnlScore: null,
    leadSource: null,
    profiles: [],
    businessDetail: null,
    twoFactor: { enabled: false, recoveryCodesLeft: 0 },
    ...overrides,
  };
}

export function buildSkill(id: number): Skill {
  return { id, skill: `Skill ${id}`, code: `skill-${id}`, description: `What skill ${id} is about` };
}

/** A profile with the required values only (tests only). */
export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 11,
    description: null,
    jobRole: [],
    expertise: [],
    skills: [],
    yearsOfExperience: '5-9',
    jobLevel: 'team_lead',
    website: null,
    cvPath: [],
    fxnlScore: null,
    titleHeader: null,
    leadSource: null,
    fractionalExperience: null,
    projects: [],
    openToWork: true,
    listed: true,
    capacityHoursPerWeek: 10,
    availabilitySet: true,
    hourlyRateMin: null,
    hourlyRateMax: null,
    rateCurrency: 'USD',
    industries: null,
    user: { id: 7 },
    ...overrides,
  };
}

export function buildBusinessDetail(overrides: Partial<BusinessDetail> = {}): BusinessDetail {
  return {
    id: 21,
    orgName: 'Kauri Analytics',
    industry: 'information-technology,retail',
    segment: 'small-business',
    headQuarters: 'NZ',
    teamSize: '11-50',
    ...overrides,
  };
}

/** A client's view of one member's week, submitted and waiting (override what a test needs). */
export function buildTimesheet(overrides: Partial<Timesheet> = {}): Timesheet {
  return {
    id: 5,
    project: { id: 7, name: 'Board pack' },
    member: { id: 3, expert: { profileId: 9, firstName: 'Tama', lastName: 'Hours' } },
    weekStart: '2026-11-16',
    hours: [8, 8, 4, 0, 0, 0, 0],
    totalHours: 20,
    hourlyRate: 100,
    currency: 'USD',
    amount: 2000,
    overCommitment: false,
    note: null,
    status: 'submitted',
    submittedAt: '2026-11-21T00:00:00.000Z',
    decidedAt: null,
    decidedBy: null,
    rejectionReason: null,
    createdAt: '2026-11-21T00:00:00.000Z',
    updatedAt: '2026-11-21T00:00:00.000Z',
    ...overrides,
  };
}
