import {
  mondayOf,
  todayUtc,
  BUSINESS_GOALS_MAX,
  BusinessGoals,
  EXPERTISE_MAX,
  INDUSTRIES_MAX,
  Industries,
  Statuses,
  type Expertise,
  type FileUploadResult,
  type LoginResult,
  type Page,
} from '@fractional/contract';
import fc from 'fast-check';
import { UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResult } from '../src/modules/auth/auth.service.js';
import { TokenService } from '../src/modules/auth/tokens.js';
import { eq, isNull } from 'drizzle-orm';
import { reviews, savedSearches, userPasskeys, users } from '../src/db/schema/index.js';
import { createAdmin } from './admin-fixtures.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { bearer, createClient, createContractor, createProject, type Account } from './factories.js';
import { openDirect, sendMessage } from './messaging-fixtures.js';
import { INJECTIONS, RAW_BODIES, hostileString, hostileValue, mutate, mutation } from './fuzz/hostile.js';
import { fromSchema, type Hints, type JsonSchema } from './fuzz/schema-arbitrary.js';
import { insertInvoice, lastMonth, thisMonth } from './invoice-fixtures.js';
import { stateDigest } from './fuzz/state-digest.js';
import { createOpenBrief, expressInterest } from './open-brief-fixtures.js';
import {
  accept,
  createFitExpert,
  invite,
  logTodaysHours,
  submitTimesheet,
  thisMonday,
} from './marketplace-fixtures.js';

/**
 * Property-based fuzzing of every endpoint in the OpenAPI document (generated from the contract's
 * zod schemas): bodies, query strings, path ids and credentials shaped by those schemas, mostly
 * valid, then mutated with wrong types, huge and unicode strings, deep nesting and injection
 * payloads. Whatever comes in, the API answers below 500, in the documented JSON error shape,
 * without internals, and a rejected request leaves every stored row as it was.
 * FUZZ_RUNS (default 10000) sets the number of requests; FUZZ_SEED replays a failing run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

interface Parameter {
  name: string;
  in: 'path' | 'query';
  schema: JsonSchema;
}

interface Operation {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  isPublic: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        security?: unknown[];
      }
    >
  >;
  components: { schemas: Record<string, JsonSchema> };
}

type Credential = 'client' | 'contractor' | 'admin' | 'none' | 'garbage' | 'algNone' | 'foreignKey' | 'expired';

interface FuzzRequest {
  operation: Operation;
  credential: Credential;
  pathValues: string[];
  query: string;
  body: { payload: string; contentType: string } | null;
}

let t: TestApp;
let client: Account;
let contractor: Account;
let otherClient: Account;
let admin: Account;
let operations: Operation[];
let components: Record<string, JsonSchema>;
let hints: Hints;
let ids: { own: number[]; others: number[] };
/** A passkey of the client and one of the other client (UUID path ids of `/auth/passkeys/{id}`). */
let passkeyIds: string[];
const forged: Partial<Record<Credential, string>> = {};

beforeAll(async () => {
  t = await buildTestApp();
  client = await createClient(t.app);
  // A verified client, so Find experts (docs/discovery.md) answers them, not only refuses.
  await t.app.deps.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, client.user.id));
  // A matchable expert, so the client can invite them: their direct conversation is fuzzed too.
  const expert = await createFitExpert(t.app);
  contractor = expert;
  otherClient = await createClient(t.app);
  admin = await createAdmin(t.app);
  const ownProject = await createProject(t.app, client);
  const othersProject = await createProject(t.app, otherClient);
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/v1/files/upload',
    headers: bearer(contractor.token),
    payload: { fileName: 'cv.pdf', fileSize: 1000, type: 'cv' },
  });
  const pendingFile = upload.json<FileUploadResult>().file;
  // The marketplace loop (docs/api.md#invitations-and-squads): an accepted member and an open invitation on the client's project.
  const [member, invited] = [await createFitExpert(t.app), await createFitExpert(t.app)];
  const seat = await invite(t.app, client.token, ownProject.id, { profileId: member.profileId });
  const accepted = await accept(t.app, member.token, seat.id, { hoursPerWeek: 2 });
  const open = await invite(t.app, client.token, ownProject.id, { profileId: invited.profileId });
  // A week of the member's hours (docs/api.md#timesheets), submitted for the client's approval.
  const sheet = await logTodaysHours(t.app, member, ownProject.id, accepted.membership!.id);
  await submitTimesheet(t.app, member, sheet.id);
  // Outcomes and a check-in (docs/engagements.md): the client's, and another client's outcome.
  const engagement = async (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
    (await t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload })).json<{ id: number }>();
  const ownOutcome = await engagement(client.token, 'POST', `/projects/${ownProject.id}/outcomes`, { title: 'Launch' });
  const othersOutcome = await engagement(otherClient.token, 'POST', `/projects/${othersProject.id}/outcomes`, {
    title: 'Theirs',
  });
  const monday = mondayOf(todayUtc());
  const checkIn = await engagement(member.token, 'PUT', `/projects/${ownProject.id}/check-ins/${monday}`, {
    summary: 'Week one',
    outcomes: [{ outcomeId: ownOutcome.id, progress: 10 }],
  });
  // An invoice of that seat (docs/api.md#spend-and-invoices), for the invoice endpoints' ids.
  const invoiceId = await insertInvoice(t.app.deps.database.db, {
    number: 'FR-1999-000001',
    projectId: ownProject.id,
    memberId: accepted.membership!.id,
    expertProfileId: member.profileId,
    orgName: 'Fuzz client',
  });
  // A published (and announced) review of that seat (docs/reviews.md), for the review endpoints' ids.
  const [review] = await t.app.deps.database.db
    .insert(reviews)
    .values({
      projectId: ownProject.id,
      memberId: accepted.membership!.id,
      about: 'expert',
      authorUserId: client.user.id,
      subjectProfileId: member.profileId,
      rating: 4,
      wouldWorkAgain: true,
      publishedAt: new Date(),
      // Told already: the reviews.announce schedule has nothing to write while requests are fuzzed.
      announcedAt: new Date(),
    })
    .returning({ id: reviews.id });
  // An open brief of the client with another expert's pending interest (docs/discovery.md#open-briefs-and-interest).
  const openBrief = await createOpenBrief(t.app, client);
  const interest = await expressInterest(t.app, (await createFitExpert(t.app)).token, openBrief.id);
  const conversation = await openDirect(t.app, client, expert);
  const othersConversation = await openDirect(t.app, otherClient, expert);
  const firstMessage = await sendMessage(t.app, client, conversation.conversationId, 'Hello');
  // A shortlisted expert on the client's project and a saved search of theirs (docs/discovery.md).
  await engagement(client.token, 'POST', `/projects/${ownProject.id}/shortlist`, {
    profileId: invited.profileId,
    note: 'Fuzzed',
  });
  const savedSearch = await engagement(client.token, 'POST', '/saved-searches', { name: 'Fuzz', query: { q: 'cfo' } });
  const othersSavedSearch = await insertSavedSearchOf(otherClient);
  passkeyIds = [await insertPasskeyOf(client), await insertPasskeyOf(otherClient)];
  ids = {
    own: [
      seat.id,
      accepted.membership?.id ?? 1,
      open.id,
      ownProject.id,
      client.user.profiles[0]?.id ?? 1,
      client.user.businessDetail?.id ?? 1,
      contractor.user.profiles[0]?.id ?? 1,
      pendingFile.id,
      conversation.conversationId,
      firstMessage.id,
      sheet.id,
      ownOutcome.id,
      checkIn.id,
      invoiceId,
      review!.id,
      member.profileId,
      invited.profileId,
      savedSearch.id,
      openBrief.id,
      interest.id,
    ],
    others: [
      othersProject.id,
      othersOutcome.id,
      otherClient.user.profiles[0]?.id ?? 1,
      otherClient.user.businessDetail?.id ?? 1,
      othersConversation.conversationId,
      othersSavedSearch,
    ],
  };

  const unsubscribeToken = await new TokenService(t.config.auth).signUnsubscribe(
    { userId: client.user.id, category: 'reviews' },
    new Date(Date.now() + 3_600_000),
  );
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: String(client.user.id), sid: 'x', typ: 'access', iat: now, exp: now + 600 };
  forged.algNone = new UnsecuredJWT(claims).encode();
  forged.foreignKey = await new TokenService({ ...t.config.auth, jwtSecret: 'f'.repeat(40) })
    .signAccess({
      userId: client.user.id,
      sessionId: 'f0000000-0000-4000-8000-000000000000',
    })
    .then((signed) => signed.token);
  forged.expired = await new TokenService({ ...t.config.auth, accessTtlSeconds: -60 })
    .signAccess({ userId: client.user.id, sessionId: 'f0000000-0000-4000-8000-000000000000' })
    .then((signed) => signed.token);

  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
  components = document.components.schemas;
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema ?? null,
      isPublic: !operation.security,
    })),
  );

  const expertiseCodes = (await t.app.inject({ method: 'GET', url: '/api/v1/ref-expertises?limit=50' }))
    .json<Page<Expertise>>()
    .data.map((item) => item.expertiseCode);
  const keyList = (values: readonly string[], max: number) =>
    fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: max }).map((keys) => keys.join(','));
  const refIds = fc
    .uniqueArray(fc.integer({ min: 1, max: 80 }), { maxLength: 5 })
    .map((list) => list.map((id) => ({ id })));
  hints = {
    email: fc.constantFrom(client.email, contractor.email, otherClient.email.toUpperCase(), 'nobody@example.com'),
    password: fc.constantFrom('correct-horse-42', 'wrong-password-1', 'a'.repeat(8)),
    industry: keyList(Industries.values, INDUSTRIES_MAX),
    businessGoal: keyList(BusinessGoals.values, BUSINESS_GOALS_MAX),
    expertiseGap: keyList(expertiseCodes, EXPERTISE_MAX),
    headQuarters: fc.constantFrom('NZ', 'us', 'DE', 'XX', 'ZZ'),
    mobileNumber: fc.constantFrom('+64211234567', '+14155552671', '+6421', '0211234567'),
    timezone: fc.constantFrom('+12:00 Pacific/Auckland', '+00:00 Europe/London', '+01:00 Mars/Olympus'),
    jobRole: refIds,
    expertise: refIds,
    skills: refIds,
    projects: fc.constant(ids.own.map((id) => ({ id }))),
    user: fc.constantFrom({ id: client.user.id }, { id: contractor.user.id }, { id: otherClient.user.id }),
    fileName: fc.constantFrom('cv.pdf', 'CV.DOCX', 'slides.pptx', 'setup.exe', '../../etc/passwd.pdf', 'a\u0000.pdf'),
    fileSize: fc.constantFrom(1, 1000, 10_485_760, 10_485_761, 0, -1),
    idToken: fc.constantFrom(forged.algNone, 'not.a.jwt', 'x'.repeat(9000)),
    upTo: fc.constantFrom(firstMessage.id, firstMessage.id + 1, 1, 2_147_483_647),
    before: fc.constantFrom(firstMessage.id, firstMessage.id + 1, 1),
    month: fc.constantFrom(lastMonth, thisMonth, '2025-13', '1999-01', '3000-01'),
    hours: fc.constantFrom([0, 0, 0, 0, 0, 0, 0], [8, 8, 8, 8, 8, 0, 0], [24.25, 0, 0, 0, 0, 0, 0], [1, 2]),
    // Find experts' query (docs/discovery.md): words with tsquery operators, lists, zones real and not.
    q: fc.constantFrom('CFO SaaS', 'board pack', "o'brien & \\ | ! :* <->", 'the of a', 'M&A 13-week'),
    roles: fc
      .uniqueArray(fc.integer({ min: 1, max: 120 }), { minLength: 1, maxLength: 4 })
      .map((list) => list.join(',')),
    industries: keyList(Industries.values, 3),
    jobLevel: fc.constantFrom('executive', 'management', 'executive,team_lead'),
    overlapWith: fc.constantFrom('Europe/London', 'Asia/Kolkata', 'America/St_Johns', 'Mars/Olympus', 'UTC'),
    // The one-click unsubscribe link (docs/mail.md): the client's own token, often; forged ones too.
    token: fc.constantFrom(unsubscribeToken, `${unsubscribeToken}x`, 'not-a-token'),
    // Shortlists and saved searches: experts that exist (findable or not), and saved queries mostly valid.
    profileId: fc.constantFrom(member.profileId, invited.profileId, expert.profileId, client.user.profiles[0]?.id ?? 1),
    query: fc.record(
      {
        q: fc.constantFrom('CFO SaaS', "o'brien & \\ | !", ''),
        industries: keyList(Industries.values, 3),
        minRate: fc.constantFrom(0, 100, '250', -1, 'lots'),
        vetted: fc.constantFrom(true, 'false', 'yes'),
        overlapWith: fc.constantFrom('Europe/London', 'Mars/Olympus'),
        page: fc.constant(2),
      },
      { requiredKeys: [] },
    ),
  };
}, 120_000);

afterAll(async () => t?.close());

/** A saved search of `owner`, written directly (another client's, whose address is not verified). */
async function insertSavedSearchOf(owner: Account): Promise<number> {
  const [row] = await t.app.deps.database.db
    .insert(savedSearches)
    .values({ userId: owner.user.id, name: 'Theirs', query: { q: 'cto' } })
    .returning({ id: savedSearches.id });
  return row!.id;
}

/** A passkey of `owner`, written directly (its key is never checked: no fuzzed answer can sign). */
async function insertPasskeyOf(owner: Account): Promise<string> {
  const [row] = await t.app.deps.database.db
    .insert(userPasskeys)
    .values({ userId: owner.user.id, credentialId: `fuzz-${owner.user.id}`, publicKey: 'AA', name: 'Fuzzed' })
    .returning({ id: userPasskeys.id });
  return row!.id;
}

function encodePathValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80'; // a lone surrogate, as a browser would never send it
  }
}

const pathValue: () => fc.Arbitrary<string> = () =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ids.own, ...ids.others).map(String) },
    { weight: 2, arbitrary: fc.integer({ min: -5, max: 2 ** 33 }).map(String) },
    { weight: 1, arbitrary: fc.constantFrom(...passkeyIds) },
    { weight: 2, arbitrary: hostileString.map(encodePathValue) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('%E0%A4%A', '%00', '..%2F..%2Fetc%2Fpasswd', '1e400', '0x10', '1.0', thisMonday()),
    },
  );

function queryArbitrary(parameters: Parameter[]): fc.Arbitrary<string> {
  const query = parameters.filter((parameter) => parameter.in === 'query');
  const values = fc.record(
    Object.fromEntries(
      query.map((parameter) => [
        parameter.name,
        fc.oneof(
          { weight: 3, arbitrary: fromSchema(parameter.schema, components, hints, parameter.name).map(String) },
          { weight: 1, arbitrary: hostileString },
        ),
      ]),
    ),
    { requiredKeys: [] },
  );
  const extra = fc.option(fc.tuple(fc.constantFrom('page', 'limit', 'sort', 'x', '__proto__'), hostileString));
  return fc.tuple(values, extra).map(([record, added]) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(record)) if (value !== undefined) search.append(name, value);
    if (added) search.append(added[0], added[1]);
    const text = search.toString();
    return text ? `?${text}` : '';
  });
}

function bodyArbitrary(schema: JsonSchema | null): fc.Arbitrary<FuzzRequest['body']> {
  const json = (value: unknown) => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' });
  const raw = fc.constantFrom(...RAW_BODIES);
  if (!schema) return fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: raw });
  const shaped = fromSchema(schema, components, hints);
  return fc.oneof(
    { weight: 4, arbitrary: shaped.map(json) },
    {
      weight: 6,
      arbitrary: fc
        .tuple(shaped, fc.array(mutation, { minLength: 1, maxLength: 3 }))
        .map(([body, changes]) => json(mutate(body, changes))),
    },
    { weight: 1, arbitrary: hostileValue.map(json) },
    { weight: 1, arbitrary: raw },
  );
}

function requestArbitrary(): fc.Arbitrary<FuzzRequest> {
  // Writes with a body get three times the share of reads: that is where partial writes could hide.
  const weighted = operations.map((operation) => ({
    weight: operation.body ? 3 : 1,
    arbitrary: fc.constant(operation),
  }));
  return fc.oneof(...weighted).chain((operation) => {
    const pathNames = [...operation.path.matchAll(/\{\w+\}/g)];
    const credentials: Credential[] = [
      'client',
      'contractor',
      'admin',
      'none',
      'garbage',
      'algNone',
      'foreignKey',
      'expired',
    ];
    return fc.record({
      operation: fc.constant(operation),
      credential: operation.isPublic
        ? fc.oneof(
            { weight: 5, arbitrary: fc.constant<Credential>('none') },
            { weight: 1, arbitrary: fc.constantFrom(...credentials) },
          )
        : fc.oneof(
            { weight: 4, arbitrary: fc.constantFrom<Credential>('client', 'contractor', 'admin') },
            { weight: 1, arbitrary: fc.constantFrom(...credentials) },
          ),
      pathValues: fc.tuple(...pathNames.map(() => pathValue())),
      query: queryArbitrary(operation.parameters),
      body: bodyArbitrary(operation.body),
    });
  });
}

function authorization(credential: Credential): Record<string, string> {
  switch (credential) {
    case 'client':
      return bearer(client.token);
    case 'contractor':
      return bearer(contractor.token);
    case 'admin':
      return bearer(admin.token);
    case 'none':
      return {};
    case 'garbage':
      return { authorization: `Bearer ${INJECTIONS[1]}` };
    case 'algNone':
    case 'foreignKey':
    case 'expired':
      return bearer(forged[credential] ?? '');
  }
}

const STACK_OR_INTERNALS =
  /\s+at [\w.<>]+ \(|node_modules|\.ts:\d+|FST_ERR|SQLSTATE|drizzle|pglite|syntax error at|\$argon2|password_?hash/i;

function describeRequest(request: FuzzRequest, url: string): string {
  const body = request.body ? `${request.body.contentType} ${request.body.payload.slice(0, 300)}` : '(no body)';
  return `${request.operation.method} ${url.slice(0, 300)} as ${request.credential} with ${body}`;
}

describe('hostile input on every endpoint', () => {
  it(`never answers 5xx, leaks nothing, and changes nothing when it refuses (${RUNS} requests)`, async () => {
    const counts = new Map<string, number>();
    const statuses = new Map<number, number>();
    let digest = await stateDigest(t.database.db);

    await fc.assert(
      fc.asyncProperty(requestArbitrary(), async (request) => {
        const { operation } = request;
        let index = 0;
        const url = operation.path.replace(/\{\w+\}/g, () => request.pathValues[index++] ?? '1') + request.query;
        const response = await t.app.inject({
          method: operation.method,
          url,
          headers: {
            ...authorization(request.credential),
            ...(request.body ? { 'content-type': request.body.contentType } : {}),
          },
          ...(request.body ? { payload: request.body.payload } : {}),
        });
        const what = describeRequest(request, url);
        counts.set(
          `${operation.method} ${operation.path}`,
          (counts.get(`${operation.method} ${operation.path}`) ?? 0) + 1,
        );
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);

        expect(response.statusCode, `${what}\n→ ${response.body.slice(0, 500)}`).toBeLessThan(500);
        expect(response.body, what).not.toMatch(STACK_OR_INTERNALS);
        if (response.statusCode >= 400) {
          expect(response.headers['content-type'], what).toMatch(/^application\/json/);
          const error = response.json<{ status: number; message?: unknown; errors?: unknown }>();
          expect(error.status, what).toBe(response.statusCode);
          expect(
            typeof error.message === 'string' || (typeof error.errors === 'object' && error.errors !== null),
            what,
          ).toBe(true);
        }

        const after = await stateDigest(t.database.db);
        if (response.statusCode >= 400) expect(after, `a refused request changed stored data: ${what}`).toBe(digest);
        digest = after;

        // A successful logout ends that session (or all of them): sign the account in again so later
        // requests are authorised. A closed account is replaced by a new one of the same role.
        const account = { client, contractor, admin }[request.credential as 'client'] ?? contractor;
        if (/\/auth\/(logout|logout-all)$/.test(operation.path) && response.statusCode === 204) {
          Object.assign(account, JSON.parse(await loginResult(t.app.deps, account.user.id)) as LoginResult);
          digest = await stateDigest(t.database.db);
        }
        if (operation.method === 'DELETE' && operation.path.endsWith('/auth/me') && response.statusCode === 204) {
          const replace = account === admin ? createAdmin : account === client ? createClient : createContractor;
          Object.assign(account, await replace(t.app));
          digest = await stateDigest(t.database.db);
        }
        // An admin deactivated someone (perhaps one of the fuzzing accounts): everyone active and signed in again.
        if (operation.path.endsWith('/admin/users/{id}') && response.statusCode === 200) {
          await t.database.db.update(users).set({ statusId: Statuses.active.id }).where(isNull(users.deletedAt));
          for (const each of [client, contractor, admin])
            Object.assign(each, JSON.parse(await loginResult(t.app.deps, each.user.id)) as LoginResult);
          digest = await stateDigest(t.database.db);
        }
      }),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true },
    );

    if (process.env.FUZZ_STATS) console.log(Object.fromEntries(statuses), Object.fromEntries(counts));
    // Every endpoint got its share, and the generator produced both accepted and refused requests.
    for (const operation of operations) {
      expect(
        counts.get(`${operation.method} ${operation.path}`) ?? 0,
        `${operation.method} ${operation.path}`,
      ).toBeGreaterThan(RUNS / operations.length / 4);
    }
    const accepted = [...statuses].filter(([status]) => status < 300).reduce((sum, [, count]) => sum + count, 0);
    expect(accepted).toBeGreaterThan(RUNS / 20);
    expect(RUNS - accepted).toBeGreaterThan(RUNS / 2);
  }, 600_000);
});
