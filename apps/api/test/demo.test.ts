import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ConfigError, loadConfig, type Config } from '../src/config.js';
import { prepareDemoMarketplace } from '../src/demo/start-demo.js';

// `npm run demo` (issue 33, docs/demo.md) runs on the embedded database only: PGlite in a fresh directory.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the demo marketplace', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fractional-demo-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_MARKETPLACE: 'true', LOG_LEVEL: 'silent' });

  async function api<T>(app: FastifyInstance, url: string, token?: string): Promise<T> {
    const response = await app.inject({
      url: `/api/v1${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<T>();
  }

  async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/email/login',
      payload: { email, password },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ token: string }>().token;
  }

  /** Every item of a paged admin list. */
  async function all<T>(app: FastifyInstance, url: string, token: string): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; ; page += 1) {
      const { data, hasNextPage } = await api<{ data: T[]; hasNextPage: boolean }>(
        app,
        `${url}${url.includes('?') ? '&' : '?'}page=${page}&limit=50`,
        token,
      );
      items.push(...data);
      if (!hasNextPage) return items;
    }
  }

  it('fills a fresh directory through the API, and a restart reuses it', async () => {
    const lines: string[] = [];
    const prepared: Config = await prepareDemoMarketplace(config, (line) => lines.push(line));
    expect(lines[0]).toMatch(/^demo: filling the demo marketplace/);
    expect(lines[1]).toMatch(
      /^demo: 300 experts, 12 clients, 25 projects, \d+ invitations, \d+ squad members, \d+ messages, \d+ timesheets, \d+ invoices, \d+ outcomes, \d+ check-ins, \d+ reviews in /,
    );
    // Part three's history for each of the 15 squads (11 active, 4 completed): 5 to 8 weeks of timesheets
    // per member and one check-in a week, the outcomes each client set, last month's invoices.
    const [, timesheets, invoices, outcomes, checkIns, reviews] =
      /(\d+) timesheets, (\d+) invoices, (\d+) outcomes, (\d+) check-ins, (\d+) reviews/
        .exec(lines[1] ?? '')
        ?.map(Number) ?? [];
    expect(timesheets).toBeGreaterThanOrEqual(30 * 5);
    expect(invoices).toBeGreaterThanOrEqual(15);
    expect(outcomes).toBe(37);
    expect(checkIns).toBeGreaterThanOrEqual(15 * 5);
    // Both sides of every ended engagement: the completed projects' members and those who left.
    expect(reviews).toBeGreaterThanOrEqual(4 * 2 * 2);
    const demo = prepared.demo;
    expect(demo?.accounts.map((account) => account.role)).toEqual(['client', 'contractor', 'admin']);
    const [client, expert, admin] = demo?.accounts ?? [];
    if (!demo || !client || !expert || !admin) throw new Error('no demo accounts');

    const app = await buildApp(prepared, { runBackground: false });
    try {
      expect((await api<{ demo: unknown }>(app, '/config')).demo).toEqual(demo);

      // The client: squads at work, messages waiting, briefs in every state with reasons on their matches.
      const clientToken = await signIn(app, client.email, demo.password);
      const dashboard = await api<{ squads: number; members: number; productivity: number | null }>(
        app,
        '/dashboard',
        clientToken,
      );
      expect(dashboard.squads).toBeGreaterThanOrEqual(2);
      // Productivity and progress come from approved hours, rated check-ins and reported outcomes.
      expect(dashboard.productivity).toBeGreaterThan(0);
      const conversations = await api<{ data: Array<{ unreadCount: number }> }>(app, '/conversations', clientToken);
      expect(conversations.data.reduce((sum, conversation) => sum + conversation.unreadCount, 0)).toBeGreaterThan(0);
      const projects = await api<{ data: Array<{ id: number; status: string; progress: number }> }>(
        app,
        '/projects',
        clientToken,
      );
      expect(projects.data.map((project) => project.status).sort()).toEqual(['active', 'active', 'not_started']);
      const active = projects.data.filter((project) => project.status === 'active');
      for (const project of active) expect(project.progress).toBeGreaterThan(0);

      // Her squads' history: timesheets in each status, one waiting for her; rated check-ins; last
      // month's invoices, one paid; a member who left.
      const sheets = await all<{ status: string }>(app, '/timesheets', clientToken);
      expect(new Set(sheets.map((sheet) => sheet.status))).toEqual(
        new Set(['approved', 'submitted', 'rejected', 'draft']),
      );
      const checkIns = await all<{ rating: number | null }>(app, `/projects/${active[0]?.id}/check-ins`, clientToken);
      expect(checkIns.length).toBeGreaterThanOrEqual(5);
      expect(checkIns.filter((checkIn) => checkIn.rating !== null).length).toBe(checkIns.length - 1);
      const invoiceStatuses = [];
      const memberStatuses = [];
      for (const project of active) {
        const { data } = await api<{ data: Array<{ status: string; month: string }> }>(
          app,
          `/projects/${project.id}/invoices`,
          clientToken,
        );
        invoiceStatuses.push(...data.map((invoice) => invoice.status));
        const squad = await api<{ data: Array<{ status: string }> }>(app, `/projects/${project.id}/squad`, clientToken);
        memberStatuses.push(...squad.data.map((member) => member.status));
      }
      expect(new Set(invoiceStatuses)).toEqual(new Set(['issued', 'paid']));
      expect(memberStatuses).toContain('ended');
      // The member who left and she reviewed each other: both reviews are published.
      const reviewed = [];
      for (const project of active) {
        const { data } = await api<{ data: Array<{ about: string; publishedAt: string | null }> }>(
          app,
          `/projects/${project.id}/reviews`,
          clientToken,
        );
        reviewed.push(...data);
      }
      expect(reviewed.map((review) => review.about).sort()).toEqual(['client', 'expert']);
      expect(reviewed.every((review) => review.publishedAt !== null)).toBe(true);
      const waiting = projects.data.find((project) => project.status === 'not_started');
      const matches = await api<{ data: Array<{ factors: Array<{ reason: string }> }> }>(
        app,
        `/projects/${waiting?.id}/matches`,
        clientToken,
      );
      expect(matches.data.length).toBeGreaterThan(0);
      expect(matches.data[0]?.factors.some((factor) => factor.reason.length > 0)).toBe(true);

      // The suggested expert is on one of that client's squads.
      const expertToken = await signIn(app, expert.email, demo.password);
      const invitations = await api<{ data: Array<{ status: string }> }>(app, '/invitations', expertToken);
      expect(invitations.data.map((invitation) => invitation.status)).toContain('accepted');

      // The admin: the whole marketplace, most experts vetted and a few waiting.
      const adminToken = await signIn(app, admin.email, demo.password);
      const contractors = await all<unknown>(app, '/admin/users?role=contractor', adminToken);
      const clients = await all<unknown>(app, '/admin/users?role=client', adminToken);
      expect([contractors.length, clients.length]).toEqual([300, 12]);
      const pending = await all<unknown>(app, '/admin/experts?vetting=pending', adminToken);
      const approved = await all<unknown>(app, '/admin/experts?vetting=approved', adminToken);
      expect(pending.length).toBeGreaterThan(10);
      expect(approved.length).toBeGreaterThan(200);
      const projectsQueue = await all<{ status: string }>(app, '/admin/projects', adminToken);
      expect(new Set(projectsQueue.map((project) => project.status))).toEqual(
        new Set(['not_started', 'active', 'completed']),
      );
    } finally {
      await app.close();
    }

    const again: string[] = [];
    const reused = await prepareDemoMarketplace(config, (line) => again.push(line));
    expect(again).toEqual([]);
    expect(reused.demo).toEqual(demo);
  }, 600_000);

  it('never runs in production', () => {
    let problems: string[] = [];
    try {
      loadConfig({ NODE_ENV: 'production', DEMO_MARKETPLACE: 'true', DATA_DIR: dataDir });
    } catch (error) {
      if (error instanceof ConfigError) problems = error.problems;
    }
    expect(problems).toContain('DEMO_MARKETPLACE: the demo marketplace never runs with NODE_ENV=production');
  });
});
