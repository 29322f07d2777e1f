import {
  InterestPageSchema,
  InterestSchema,
  type ActivityPage,
  type Interest,
  type Invitation,
} from '@fractional/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProject, type Account } from '../../../test/factories.js';
import { api, createFitExpert } from '../../../test/marketplace-fixtures.js';
import { createExpert, getMatches, type Expert } from '../../../test/matching-fixtures.js';
import { createOpenBrief, createVerifiedClient, expressInterest } from '../../../test/open-brief-fixtures.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/smtp-catcher.js';

let t: TestApp;
let catcher: SmtpCatcher;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = await buildTestApp({
    appUrl: 'https://app.example.com',
    mail: { smtpUrl: catcher.url, pollMs: 50, retryBaseMs: 100 },
  });
});
afterAll(async () => {
  await t.close();
  await catcher.stop();
});

const EXPERT_PHONE = '+14155552671';

async function activityTypes(token: string, projectId: number): Promise<string[]> {
  const page = (await api(t.app, 'GET', '/activity?limit=50', token)).json<ActivityPage>();
  return page.data.filter((item) => item.project.id === projectId).map((item) => item.type);
}

async function interestOf(client: Account, projectId: number): Promise<Interest[]> {
  const response = await api(t.app, 'GET', `/projects/${projectId}/interest`, client.token);
  expect(response.statusCode, response.body).toBe(200);
  return InterestPageSchema.parse(response.json()).data;
}

describe('interest in an open brief', () => {
  let client: Account;
  let expert: Expert;
  let projectId: number;
  let interest: Interest;

  beforeAll(async () => {
    client = await createVerifiedClient(t.app, { firstName: 'Mere', lastName: 'Parata' });
    projectId = (await createOpenBrief(t.app, client, { name: 'Series B raise', hoursPerWeek: 12 })).id;
    expert = await createFitExpert(t.app, {}, { firstName: 'Hemi', lastName: 'Walker' });
    interest = await expressInterest(t.app, expert.token, projectId, { hoursPerWeek: 7, hourlyRate: 120 });
  });

  it('tells the owner: an activity item and a mail linking to the project, no contact of the expert', async () => {
    const mail = await catcher.waitForMail(
      (caught) => caught.recipients.includes(client.email) && caught.subject.includes('is interested'),
    );
    expect(mail.subject).toBe('Hemi Walker is interested in "Series B raise"');
    expect(mail.text).toContain('for 7 hours a week at USD 120.00 an hour');
    expect(mail.text).toContain(`https://app.example.com/client/projects/${projectId}`);
    for (const secret of [expert.email, EXPERT_PHONE]) expect(mail.text).not.toContain(secret);
    expect(await activityTypes(client.token, projectId)).toContain('interest.expressed');
    expect(await activityTypes(expert.token, projectId)).toContain('interest.expressed');
  });

  it('lists it for the owner with the card and the live match the owner’s matches show; 404 for anyone else', async () => {
    const [listed] = await interestOf(client, projectId);
    expect(InterestSchema.parse(listed)).toEqual(listed);
    const seen = (await getMatches(t.app, client.token, projectId)).data.find(
      (match) => match.expert.profileId === expert.profileId,
    );
    expect(listed).toMatchObject({ id: interest.id, status: 'pending', hoursPerWeek: 7, hourlyRate: 120 });
    expect(listed!.match).toEqual({ score: seen!.score, factors: seen!.factors });
    const body = JSON.stringify(listed);
    for (const secret of [expert.email, EXPERT_PHONE]) expect(body).not.toContain(secret);
    const stranger = await createVerifiedClient(t.app);
    const admin = await createAdmin(t.app);
    for (const token of [stranger.token, expert.token, admin.token]) {
      expect((await api(t.app, 'GET', `/projects/${projectId}/interest`, token)).statusCode).toBe(404);
    }
    expect((await api(t.app, 'GET', `/projects/${projectId}/interest`)).statusCode).toBe(401);
  });

  it('invites from it: 201 a normal invitation with the interest’s hours, the interest invited; again → 409', async () => {
    const stranger = await createVerifiedClient(t.app);
    expect((await api(t.app, 'POST', `/interest/${interest.id}/invite`, stranger.token)).statusCode).toBe(404);
    expect((await api(t.app, 'POST', `/interest/${interest.id}/invite`, expert.token)).statusCode).toBe(404);
    const response = await api(t.app, 'POST', `/interest/${interest.id}/invite`, client.token);
    expect(response.statusCode, response.body).toBe(201);
    const invitation = response.json<Invitation>();
    expect(invitation).toMatchObject({
      status: 'invited',
      hoursPerWeek: 7,
      invitedBy: 'client',
      expert: { profileId: expert.profileId },
      project: { id: projectId },
    });
    expect(invitation.match?.score).toBeGreaterThan(0);
    const mail = await catcher.waitForMail(
      (caught) => caught.recipients.includes(expert.email) && caught.subject.startsWith('Invitation'),
    );
    expect(mail.text).toContain(`https://app.example.com/member/contractor/opportunities/${invitation.id}`);
    const [listed] = await interestOf(client, projectId);
    expect(listed).toMatchObject({ status: 'invited', invitationId: invitation.id });
    expect(await activityTypes(expert.token, projectId)).toContain('invitation.sent');
    expect((await api(t.app, 'POST', `/interest/${interest.id}/invite`, client.token)).statusCode).toBe(409);
    expect((await api(t.app, 'POST', `/interest/${interest.id}/decline`, client.token, {})).statusCode).toBe(409);
    const again = await api(t.app, 'POST', `/projects/${projectId}/interest`, expert.token, {
      message: 'Still keen',
      hoursPerWeek: 5,
      hourlyRate: 100,
    });
    expect(again.statusCode).toBe(409);
  });

  it('declines: 200 declined with the reason, a mail and activity for the expert; again → 409', async () => {
    const other = await createFitExpert(t.app);
    const second = await expressInterest(t.app, other.token, projectId);
    expect((await api(t.app, 'POST', `/interest/${second.id}/decline`, other.token, {})).statusCode).toBe(404);
    const response = await api(t.app, 'POST', `/interest/${second.id}/decline`, client.token, {
      reason: 'We need someone in Auckland',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Interest>()).toMatchObject({
      status: 'declined',
      declineReason: 'We need someone in Auckland',
    });
    const mail = await catcher.waitForMail(
      (caught) => caught.recipients.includes(other.email) && caught.subject.startsWith('Your interest'),
    );
    expect(mail.text).toContain('Their reason: "We need someone in Auckland"');
    expect(mail.text).toContain('https://app.example.com/member/contractor/open-briefs');
    expect(mail.text).not.toContain(client.email);
    expect(await activityTypes(other.token, projectId)).toContain('interest.declined');
    expect((await api(t.app, 'POST', `/interest/${second.id}/decline`, client.token)).statusCode).toBe(409);
    expect((await api(t.app, 'POST', `/interest/${second.id}/invite`, client.token)).statusCode).toBe(409);
  });

  it('invites an expert below the matcher’s floor who asked, and not on a completed project (409)', async () => {
    const outsider = await createExpert(t.app, { firstName: 'Tui' }, { capacityHoursPerWeek: 20 });
    const own = await createOpenBrief(t.app, client);
    const asked = await expressInterest(t.app, outsider.token, own.id);
    const matched = (await getMatches(t.app, client.token, own.id)).data.map((match) => match.expert.profileId);
    expect(matched).not.toContain(outsider.profileId);
    const response = await api(t.app, 'POST', `/interest/${asked.id}/invite`, client.token);
    expect(response.statusCode, response.body).toBe(201);

    const late = await createFitExpert(t.app);
    const pending = await expressInterest(t.app, late.token, own.id);
    await api(t.app, 'PATCH', `/projects/${own.id}`, client.token, { status: 'completed' });
    expect((await api(t.app, 'POST', `/interest/${pending.id}/invite`, client.token)).statusCode).toBe(409);
    expect((await api(t.app, 'POST', '/interest/999999/invite', client.token)).statusCode).toBe(404);
  });

  it('keeps a private project’s interest from experts: 404', async () => {
    const hidden = await createProject(t.app, client);
    const post = await api(t.app, 'POST', `/projects/${hidden.id}/interest`, expert.token, {
      message: 'Hi',
      hoursPerWeek: 5,
      hourlyRate: 100,
    });
    expect(post.statusCode).toBe(404);
  });
});
