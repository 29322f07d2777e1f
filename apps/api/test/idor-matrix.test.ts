import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertises } from '../src/db/seed/data/expertises.js';
import { createClient, createProject, type Account } from './factories.js';
import { stateDigest } from './fuzz/state-digest.js';
import { buildListeningTestApp } from './listening-app.js';
import { accept, api, createFitExpert, invite, uploadCv, type Method } from './marketplace-fixtures.js';

/**
 * The IDOR matrix: every endpoint × every actor, each with the one status code it must get. Nobody reads
 * or changes what is not theirs: a refused call (4xx) must also leave every stored row as it was.
 *
 * Actors: `clientA` owns the project under test; `clientB` is another client with a project of their
 * own; `member` accepted an invitation to clientA's project (a squad member); `invited` holds an open
 * invitation to it; `outsider` is an expert in the squad of clientB's project only; `anonymous` has no token.
 *
 * To add an endpoint (issues 19, 20), add a row: `path` (and `body`) read the fresh `Scene` each row
 * gets, `expected` names the status for every actor. Rows run the refused actors first, then the
 * allowed ones, each allowed write on a fresh scene.
 */
type Actor = 'clientA' | 'clientB' | 'member' | 'invited' | 'outsider' | 'anonymous';
const ACTORS: readonly Actor[] = ['clientA', 'clientB', 'member', 'invited', 'outsider', 'anonymous'];

interface Scene {
  /** clientA's project: `member` in its squad, `invited` with an open invitation. */
  projectId: number;
  seatId: number;
  acceptedInvitationId: number;
  openInvitationId: number;
  /** clientB's project, with `outsider` in its squad. */
  otherProjectId: number;
  /** An uploaded CV of `member` (readable by clientA after acceptance) and of `invited` (not yet). */
  memberCvId: number;
  invitedCvId: number;
  /** An expert matchable for clientA's project, never invited: what a fresh invitation names. */
  freeExpertId: number;
}

interface Row {
  endpoint: string;
  method: Method;
  path: (scene: Scene) => string;
  body?: (scene: Scene) => object;
  expected: Record<Actor, number>;
}

const ROWS: Row[] = [
  {
    endpoint: 'create an invitation',
    method: 'POST',
    path: (s) => `/projects/${s.projectId}/invitations`,
    body: (s) => ({ profileId: s.freeExpertId }),
    expected: { clientA: 201, clientB: 404, member: 404, invited: 404, outsider: 404, anonymous: 401 },
  },
  {
    endpoint: "list a project's invitations",
    method: 'GET',
    path: (s) => `/projects/${s.projectId}/invitations`,
    expected: { clientA: 200, clientB: 404, member: 404, invited: 404, outsider: 404, anonymous: 401 },
  },
  {
    endpoint: 'read an open invitation',
    method: 'GET',
    path: (s) => `/invitations/${s.openInvitationId}`,
    expected: { clientA: 200, clientB: 404, member: 404, invited: 200, outsider: 404, anonymous: 401 },
  },
  {
    endpoint: 'read an accepted invitation',
    method: 'GET',
    path: (s) => `/invitations/${s.acceptedInvitationId}`,
    expected: { clientA: 200, clientB: 404, member: 200, invited: 404, outsider: 404, anonymous: 401 },
  },
  {
    endpoint: 'accept an invitation',
    method: 'POST',
    path: (s) => `/invitations/${s.openInvitationId}/accept`,
    body: () => ({ hoursPerWeek: 1 }),
    expected: { clientA: 403, clientB: 404, member: 404, invited: 200, outsider: 404, anonymous: 401 },
  },
  {
    endpoint: 'decline an invitation',
    method: 'POST',
    path: (s) => `/invitations/${s.openInvitationId}/decline`,
    body: () => ({ reason: 'No' }),
    expected: { clientA: 403, clientB: 404, member: 404, invited: 200, outsider: 404, anonymous: 401 },
  },
  {
    endpoint: 'withdraw an invitation',
    method: 'POST',
    path: (s) => `/invitations/${s.openInvitationId}/withdraw`,
    expected: { clientA: 200, clientB: 404, member: 404, invited: 403, outsider: 404, anonymous: 401 },
  },
  {
    endpoint: 'list the squad',
    method: 'GET',
    path: (s) => `/projects/${s.projectId}/squad`,
    expected: { clientA: 200, clientB: 404, member: 200, invited: 404, outsider: 404, anonymous: 401 },
  },
  {
    endpoint: 'end a membership',
    method: 'POST',
    path: (s) => `/projects/${s.projectId}/squad/${s.seatId}/end`,
    expected: { clientA: 200, clientB: 404, member: 200, invited: 404, outsider: 404, anonymous: 401 },
  },
  {
    endpoint: "end a membership through another project's path",
    method: 'POST',
    path: (s) => `/projects/${s.otherProjectId}/squad/${s.seatId}/end`,
    expected: { clientA: 404, clientB: 404, member: 404, invited: 404, outsider: 404, anonymous: 401 },
  },
  {
    endpoint: 'complete the project',
    method: 'PATCH',
    path: (s) => `/projects/${s.projectId}`,
    body: () => ({ status: 'completed' }),
    expected: { clientA: 200, clientB: 404, member: 404, invited: 404, outsider: 404, anonymous: 401 },
  },
  {
    endpoint: 'read the project',
    method: 'GET',
    path: (s) => `/projects/${s.projectId}`,
    expected: { clientA: 200, clientB: 404, member: 404, invited: 404, outsider: 404, anonymous: 401 },
  },
  {
    endpoint: "list the project's matches (with engagement)",
    method: 'GET',
    path: (s) => `/projects/${s.projectId}/matches`,
    expected: { clientA: 200, clientB: 404, member: 403, invited: 403, outsider: 403, anonymous: 401 },
  },
  {
    endpoint: "read an engaged expert's card",
    method: 'GET',
    path: (s) => `/profiles/${s.freeExpertId}/card`,
    expected: { clientA: 200, clientB: 404, member: 403, invited: 403, outsider: 403, anonymous: 401 },
  },
  {
    endpoint: "download an accepted member's CV",
    method: 'GET',
    path: (s) => `/files/${s.memberCvId}`,
    expected: { clientA: 200, clientB: 404, member: 200, invited: 404, outsider: 404, anonymous: 401 },
  },
  {
    endpoint: "download an invited (not accepted) expert's CV",
    method: 'GET',
    path: (s) => `/files/${s.invitedCvId}`,
    expected: { clientA: 404, clientB: 404, member: 404, invited: 200, outsider: 404, anonymous: 401 },
  },
  {
    endpoint: 'the dashboard',
    method: 'GET',
    path: () => '/dashboard',
    expected: { clientA: 200, clientB: 200, member: 403, invited: 403, outsider: 403, anonymous: 401 },
  },
  {
    endpoint: "the caller's own invitations",
    method: 'GET',
    path: () => '/invitations',
    expected: { clientA: 200, clientB: 200, member: 200, invited: 200, outsider: 200, anonymous: 401 },
  },
];

let t: Awaited<ReturnType<typeof buildListeningTestApp>>;
let clientA: Account;
let clientB: Account;

beforeAll(async () => {
  t = await buildListeningTestApp();
  [clientA, clientB] = [await createClient(t.app), await createClient(t.app)];
});
afterAll(async () => t.close());

/** Reference ids follow the shipped catalogue's order (the seed inserts it in order). */
const expertiseCode = (id: number) => expertises[id - 1]!.expertiseCode;

type Accounts = Record<Exclude<Actor, 'anonymous'>, Account>;

/**
 * A fresh scene per row, with fresh experts, so a row's 2xx (an accept, a completion) never changes
 * what another row sees. The outsider covers expertise 40, which clientB's project asks for and
 * clientA's does not.
 */
async function buildScene(): Promise<{ scene: Scene; accounts: Accounts }> {
  const member = await createFitExpert(t.app);
  const invited = await createFitExpert(t.app);
  const outsider = await createFitExpert(t.app, {}, { expertise: [{ id: 40 }] });
  const free = await createFitExpert(t.app);
  const project = await createProject(t.app, clientA, { name: 'Matrix project' });
  const other = await createProject(t.app, clientB, { name: 'Other project', expertiseGap: expertiseCode(40) });
  const seat = await invite(t.app, clientA.token, project.id, { profileId: member.profileId });
  const accepted = await accept(t.app, member.token, seat.id, { hoursPerWeek: 1 });
  const open = await invite(t.app, clientA.token, project.id, { profileId: invited.profileId });
  const outsiderSeat = await invite(t.app, clientB.token, other.id, { profileId: outsider.profileId });
  await accept(t.app, outsider.token, outsiderSeat.id, { hoursPerWeek: 1 });
  // The free expert is engaged on clientA's other project, so the card row reads an engaged expert.
  const side = await createProject(t.app, clientA, { name: 'Side project' });
  await invite(t.app, clientA.token, side.id, { profileId: free.profileId });
  const scene: Scene = {
    projectId: project.id,
    seatId: accepted.membership!.id,
    acceptedInvitationId: seat.id,
    openInvitationId: open.id,
    otherProjectId: other.id,
    memberCvId: (await uploadCv(t.app, member.token, randomBytes(600))).id,
    invitedCvId: (await uploadCv(t.app, invited.token, randomBytes(600))).id,
    freeExpertId: free.profileId,
  };
  return { scene, accounts: { clientA, clientB, member, invited, outsider } };
}

const isAllowed = (code: number) => code >= 200 && code < 300;

describe('IDOR matrix: invitations, squads, dashboard (issue 18)', () => {
  it.each(ROWS.map((row) => [row.method, row.endpoint, row] as const))(
    '%s %s: each actor gets exactly its code; refusals change nothing',
    async (_method, _endpoint, row) => {
      let { scene, accounts } = await buildScene();
      const order = [...ACTORS].sort((a, b) => Number(isAllowed(row.expected[a])) - Number(isAllowed(row.expected[b])));
      let changed = false;
      for (const actor of order) {
        const allowed = isAllowed(row.expected[actor]);
        // Each allowed write gets a scene of its own (two may end the same membership).
        if (allowed && changed) ({ scene, accounts } = await buildScene());
        const token = actor === 'anonymous' ? undefined : accounts[actor].token;
        const before = allowed ? null : await stateDigest(t.database.db);
        const response = await api(t.app, row.method, row.path(scene), token, row.body?.(scene));
        expect(response.statusCode, `${actor}: ${response.body.slice(0, 200)}`).toBe(row.expected[actor]);
        if (before !== null) expect(await stateDigest(t.database.db), `${actor} changed state`).toBe(before);
        changed = allowed && row.method !== 'GET';
      }
    },
  );

  it('lists only what is the caller’s: own invitations, own dashboard figures', async () => {
    const { scene, accounts } = await buildScene();
    const ids = async (actor: Exclude<Actor, 'anonymous'>) =>
      (await api(t.app, 'GET', '/invitations', accounts[actor].token))
        .json<{ data: Array<{ id: number; expert: { profileId: number } }> }>()
        .data.map((item) => item.id);
    expect(await ids('invited')).toContain(scene.openInvitationId);
    expect(await ids('member')).not.toContain(scene.openInvitationId);
    expect(await ids('outsider')).not.toContain(scene.openInvitationId);
    expect(await ids('clientB')).toEqual([]);
    const projectSide = (await api(t.app, 'GET', `/projects/${scene.projectId}/invitations`, accounts.clientA.token))
      .json<{ data: Array<{ id: number }> }>()
      .data.map((item) => item.id);
    expect(projectSide.sort()).toEqual([scene.acceptedInvitationId, scene.openInvitationId].sort());
  });
});
