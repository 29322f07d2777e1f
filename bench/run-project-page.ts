/**
 * `npx tsx bench/run-project-page.ts`: Lighthouse (mobile, simulated throttling) on a client's project
 * page, signed in, of the production build served by the production API: the overview of a project
 * not started yet (its recommendations and invitations) and one section (`BENCH_PROJECT_SECTIONS`,
 * default `spend`). Prints the median of BENCH_WEB_RUNS (3) runs per page and what fell short; the
 * numbers are kept by hand in docs/benchmarks.md (#client-project-page). BENCH_WEB_ROOT uses an existing
 * web build (e.g. an older commit's, for a before/after); BENCH_DATABASE names the scratch database;
 * BENCH_WEB_REPORTS=<dir> keeps each run's Lighthouse report (JSON) there.
 */
import os from 'node:os';
import path from 'node:path';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import {
  PASSWORD,
  PROJECT,
  createProject,
  fullClient,
  productionEnv,
  recreateBenchDatabase,
  register,
} from './lib/api.js';
import { launchChromium } from './lib/chromium.js';
import { ROOT, freePort, run, startProcess } from './lib/processes.js';
import { machineLine, median } from './lib/report.js';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const SECTIONS = (process.env.BENCH_PROJECT_SECTIONS ?? 'spend').split(',').filter(Boolean);
const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

function shortfalls(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${lhr.audits[ref.id]?.title ?? ref.id} (${Math.round((lhr.audits[ref.id]?.score ?? 0) * 100)})`);
}

async function main(): Promise<void> {
  const machine = machineLine();
  let webRoot = process.env.BENCH_WEB_ROOT;
  if (!webRoot) {
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'fractional-web-build-'));
    await run('npx', ['vite', 'build', '--outDir', webRoot, '--emptyOutDir'], path.join(ROOT, 'apps/web'));
  }
  const databaseUrl = await recreateBenchDatabase();
  const port = await freePort();
  const server = await startProcess({
    name: 'web',
    script: path.join(ROOT, 'bench/lib/web-server.ts'),
    nodeArgs: ['--import', 'tsx'],
    port,
    readyPath: '/api/v1/ready',
    env: { ...productionEnv(port, databaseUrl), WEB_ROOT: webRoot },
  });
  const browser = await launchChromium();
  try {
    const client = await register(server.baseUrl, fullClient('bench-project-client@example.com'));
    const { id } = await createProject(server.baseUrl, client.token, { ...PROJECT, name: 'Finance transformation' });
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
    const page = await (cdp.contexts()[0] ?? (await cdp.newContext())).newPage();
    await page.goto(`${server.baseUrl}/member/sign-in`);
    await page.getByLabel('Email').fill(client.user.email);
    await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/client/home', { timeout: 30_000 });
    await page.close();
    await cdp.close();

    const lines = [`Run: ${machine}; ${RUNS} runs per page, median by performance.`];
    for (const suffix of ['', ...SECTIONS.map((section) => `/${section}`)]) {
      const url = `${server.baseUrl}/client/projects/${id}${suffix}`;
      const runs: Result[] = [];
      for (let round = 1; round <= RUNS; round += 1) {
        const result = await lighthouse(url, {
          port: browser.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: true,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        runs.push(result.lhr);
        const reports = process.env.BENCH_WEB_REPORTS;
        if (reports) {
          mkdirSync(reports, { recursive: true });
          const name = `project${suffix.replace('/', '-')}-${round}.json`;
          writeFileSync(path.join(reports, name), JSON.stringify(result.lhr));
        }
      }
      const lhr = median(runs, (one) => score(one, 'performance'));
      const metric = (audit: string) => lhr.audits[audit]?.displayValue ?? '–';
      lines.push(
        `/client/projects/{id}${suffix}: performance ${score(lhr, 'performance')} (runs ${runs.map((one) => score(one, 'performance')).join(', ')}), accessibility ${score(lhr, 'accessibility')}; FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}; final URL ${new URL(lhr.finalDisplayedUrl).pathname}`,
        ...['performance', 'accessibility'].flatMap((category) =>
          shortfalls(lhr, category).length > 0
            ? [`  ${category} below full marks: ${shortfalls(lhr, category).join('; ')}`]
            : [],
        ),
      );
    }
    console.log(lines.join('\n'));
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
