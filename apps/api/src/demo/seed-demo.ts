/**
 * Fills an empty database with the demo marketplace (docs/demo.md) by calling the API the way the
 * web app does — sign-up, the mailed verify link, profile edits, vetting, briefs, matches,
 * invitations, answers, messages — so every rule and side effect (capacity, squads, activity,
 * conversations) is the product's own, and the demo stays true as the product changes.
 */
import type { FastifyInstance } from 'fastify';
import pLimit from 'p-limit';
import type { Conversation, LoginResult, MatchPage } from '@fractional/contract';
import { seededRandom } from '../lib/random.js';
import { DEMO_CLIENTS, type DemoClient, type DemoProject } from './clients.js';
import { DemoApi, type Caller } from './demo-api.js';
import { DECLINE_REASONS, ENGAGEMENT_THREADS, INVITATION_NOTES, SQUAD_THREADS, fillIn } from './conversations.js';
import { discardUnsentMail, newestMailText } from './demo.repository.js';
import { demoExperts, type DemoExpert } from './experts.js';
import { writeSquadHistory, type HistorySummary } from './seed-history.js';

const VERIFY_SUBJECT = 'Verify your e-mail for Fractional';
/** Experts signed up side by side: enough to keep password hashing and the database both busy. */
const SIGN_UP_CONCURRENCY = 3;

export interface DemoSummary {
  experts: number;
  clients: number;
  projects: number;
  invitations: number;
  squadMembers: number;
  messages: number;
  history: HistorySummary;
}

interface ExpertAccount extends Caller {
  userId: number;
  profileId: number;
  plan: DemoExpert;
}

function idsOf(codes: readonly string[], catalogue: Map<string, number>, what: string): Array<{ id: number }> {
  return codes.map((code) => {
    const id = catalogue.get(code);
    if (id === undefined) throw new Error(`demo seeding: unknown ${what} "${code}"`);
    return { id };
  });
}

export async function seedDemoMarketplace(
  app: FastifyInstance,
  options: { password: string; admin: { email: string; password: string } },
): Promise<DemoSummary> {
  const api = new DemoApi(app);
  const { db } = app.deps.database;
  const catalogue = {
    roles: await api.references('/ref-job-roles', 'roleCode'),
    expertise: await api.references('/ref-expertises', 'expertiseCode'),
    skills: await api.references('/ref-skills', 'code'),
  };
  const summary: DemoSummary = {
    experts: 0,
    clients: 0,
    projects: 0,
    invitations: 0,
    squadMembers: 0,
    messages: 0,
    history: { timesheets: 0, invoices: 0, outcomes: 0, checkIns: 0, reviews: 0 },
  };

  /** Signs up, follows the mailed verify link, and returns the signed-in caller. */
  async function signUp(body: Record<string, unknown> & { email: string }): Promise<LoginResult> {
    const result = await api.call<LoginResult>(201, 'POST', '/auth/email/register', undefined, {
      ...body,
      password: options.password,
      agreedToTerms: true,
      agreedToPolicies: true,
    });
    const mail = await newestMailText(db, body.email, VERIFY_SUBJECT);
    const hash = mail && /\/member\/verify-email\?hash=([\w.-]+)/.exec(mail)?.[1];
    if (!hash) throw new Error(`demo seeding: no verify link was mailed to ${body.email}`);
    await api.call(204, 'POST', '/auth/email/verify', undefined, { hash });
    return result;
  }

  const limit = pLimit(SIGN_UP_CONCURRENCY);
  const experts = await Promise.all(
    demoExperts().map((plan) =>
      limit(async (): Promise<ExpertAccount> => {
        const { token, user } = await signUp({
          email: plan.email,
          firstName: plan.firstName,
          lastName: plan.lastName,
          timezone: plan.timezone,
          titleHeader: plan.titleHeader,
          description: plan.description,
          jobLevel: plan.jobLevel,
          yearsOfExperience: plan.yearsOfExperience,
          fractionalExperience: plan.fractionalExperience,
          website: plan.website,
          jobRole: idsOf(plan.roles, catalogue.roles, 'job role'),
          expertise: idsOf(plan.expertise, catalogue.expertise, 'expertise'),
          skills: idsOf(plan.skills, catalogue.skills, 'skill'),
          leadSource: 'referral',
        });
        const caller = { token, firstName: plan.firstName };
        await api.call(200, 'PATCH', '/auth/me', caller, {
          profile: {
            openToWork: plan.openToWork,
            capacityHoursPerWeek: plan.capacityHoursPerWeek,
            hourlyRateMin: plan.hourlyRateMin,
            hourlyRateMax: plan.hourlyRateMax,
            industries: plan.industries.join(','),
          },
        });
        const profileId = user.profiles[0]?.id;
        if (profileId === undefined) throw new Error(`demo seeding: ${plan.email} has no profile`);
        return { ...caller, userId: user.id, profileId, plan };
      }),
    ),
  );
  summary.experts = experts.length;
  const expertsByProfile = new Map(experts.map((expert) => [expert.profileId, expert]));

  // The matcher console has been through most of the queue.
  const admin = await api.call<LoginResult>(200, 'POST', '/auth/email/login', undefined, options.admin);
  const adminCaller = { token: admin.token, firstName: admin.user.firstName ?? 'Admin' };
  for (const expert of experts) {
    if (expert.plan.vetting === 'pending') continue;
    const note = expert.plan.vetting === 'rejected' ? 'References did not confirm the experience claimed.' : null;
    await api.call(200, 'POST', `/admin/experts/${expert.profileId}/vetting`, adminCaller, {
      vetting: expert.plan.vetting,
      note,
    });
  }

  const r = seededRandom(1126);
  let threadsWritten = 0;
  let squadsWithHistory = 0;
  for (const client of DEMO_CLIENTS) {
    const account = await signUpClient(client);
    summary.clients += 1;
    for (const plan of client.projects) await runProject(account, plan);
  }

  async function signUpClient(client: DemoClient): Promise<Caller> {
    const { token } = await signUp({
      email: `${client.mailbox}@${client.domain}`,
      firstName: client.firstName,
      lastName: client.lastName,
      timezone: client.timezone,
      titleHeader: client.jobTitle,
      jobLevel: 'executive',
      yearsOfExperience: client.years,
      leadSource: 'search',
      businessDetail: {
        orgName: client.orgName,
        industry: client.industry.join(','),
        segment: client.segment,
        headQuarters: client.country,
        teamSize: client.teamSize,
      },
    });
    return { token, firstName: client.firstName };
  }

  /** Posts the brief, then brings it to its planned state through invitations and answers. */
  async function runProject(client: Caller, plan: DemoProject): Promise<void> {
    const project = await api.call<{ id: number; name: string }>(201, 'POST', '/projects', client, {
      name: plan.name,
      overview: plan.overview,
      projectStage: plan.stage,
      isBudgetAllocated: plan.budget !== null,
      budget: plan.budget,
      timeline: plan.timeline,
      businessGoal: plan.goals.join(','),
      expertiseGap: plan.gaps.join(','),
      hoursPerWeek: plan.hoursPerWeek,
    });
    summary.projects += 1;
    if (plan.state === 'waiting') return;

    const matches = await api.call<MatchPage>(200, 'GET', `/projects/${project.id}/matches?limit=20`, client);
    const wanted = plan.state === 'completed' ? 2 : 3;
    const chosen = matches.data
      .filter((match) => match.engagement === null && match.expert.availableHoursPerWeek >= 4)
      .slice(0, wanted);
    const joined: ExpertAccount[] = [];
    for (const [index, match] of chosen.entries()) {
      const expert = expertsByProfile.get(match.expert.profileId);
      if (!expert) continue;
      const hoursPerWeek = Math.min(plan.hoursPerWeek, match.expert.availableHoursPerWeek);
      const invitation = await api.call<{ id: number }>(201, 'POST', `/projects/${project.id}/invitations`, client, {
        profileId: expert.profileId,
        message: fillIn(r.pick(INVITATION_NOTES), { expert: expert.firstName, project: project.name }),
        hoursPerWeek,
      });
      summary.invitations += 1;
      if (plan.state === 'invited') continue;
      if (plan.state === 'active' && index === 2) {
        // The third expert of an active project said no, or has not answered yet.
        if (r.chance(0.5)) {
          await api.call(200, 'POST', `/invitations/${invitation.id}/decline`, expert, {
            reason: r.pick(DECLINE_REASONS),
          });
        }
        continue;
      }
      const { hourlyRateMin, hourlyRateMax } = expert.plan;
      const hourlyRate = hourlyRateMin !== null && hourlyRateMax !== null ? (hourlyRateMin + hourlyRateMax) / 2 : 100;
      await api.call(200, 'POST', `/invitations/${invitation.id}/accept`, expert, { hoursPerWeek, hourlyRate });
      summary.squadMembers += 1;
      joined.push(expert);
    }
    await writeThreads(client, project, joined);
    if (joined.length === 0) return;
    const squad = { client, project, members: joined, completed: plan.state === 'completed', index: squadsWithHistory };
    await writeSquadHistory(api, db, r, squad, summary.history);
    squadsWithHistory += 1;
  }

  /** The direct thread with each member, then the squad's own thread; the experts write last. */
  async function writeThreads(client: Caller, project: { id: number; name: string }, members: ExpertAccount[]) {
    if (members.length === 0) return;
    const { data } = await api.call<{ data: Conversation[] }>(200, 'GET', '/conversations?limit=50', client);
    const ofProject = data.filter((conversation) => conversation.project.id === project.id);
    const values = { client: client.firstName, project: project.name };
    for (const member of members) {
      threadsWritten += 1;
      const direct = ofProject.find(
        (conversation) =>
          conversation.kind === 'direct' && conversation.participants.some(({ userId }) => userId === member.userId),
      );
      if (!direct) throw new Error(`demo seeding: no direct conversation with ${member.plan.email}`);
      const lines = ENGAGEMENT_THREADS[threadsWritten % ENGAGEMENT_THREADS.length] ?? [];
      for (const [index, line] of lines.entries()) {
        await post(index % 2 === 0 ? client : member, direct.id, fillIn(line, { ...values, expert: member.firstName }));
      }
    }
    const squad = ofProject.find((conversation) => conversation.kind === 'squad');
    if (!squad) return;
    for (const [index, line] of r.pick(SQUAD_THREADS).entries()) {
      const author = index === 0 ? client : (members[(index - 1) % members.length] as ExpertAccount);
      await post(author, squad.id, fillIn(line, { ...values, expert: author.firstName }));
    }
  }

  async function post(author: Caller, conversationId: number, body: string): Promise<void> {
    await api.call(201, 'POST', `/conversations/${conversationId}/messages`, author, { body });
    summary.messages += 1;
  }

  // Nobody reads the mail of invented people: drop what the seeding queued, so the sender does not
  // write hundreds of files and print their links.
  await discardUnsentMail(db);
  return summary;
}
