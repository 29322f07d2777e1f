import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoginResult, ProjectCreate, Register } from '@fractional/contract';
import pg from 'pg';
import { API_SERVER, ROOT, freePort, startProcess, type Running } from './processes.js';

/**
 * The machine's PostgreSQL; the benchmarks use a database of their own, never `test`
 * (`BENCH_DATABASE` names it, so runs side by side on one server keep apart).
 */
export const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const BENCH_DATABASE = process.env.BENCH_DATABASE ?? 'bench';

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The built API server on a free port with the environment `env` makes of it, once it answers /ready. */
export async function startApiWith(env: (port: number) => Record<string, string>): Promise<Running> {
  const port = await freePort();
  return startProcess({ name: 'api', script: API_SERVER, port, readyPath: '/api/v1/ready', env: env(port) });
}

/** Drops and creates the bench database (or `name`), so every run starts from the same state. */
export async function recreateBenchDatabase(name = BENCH_DATABASE): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return databaseUrl(name);
}

const secret = () => randomBytes(32).toString('base64url');

/** The environment of a production instance on `databaseUrl`, listening on `port`. */
export function productionEnv(port: number, databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'fractional-bench-')),
    AUTH_JWT_SECRET: secret(),
    AUTH_REFRESH_SECRET: secret(),
    AUTH_FORGOT_SECRET: secret(),
    AUTH_JWT_TOKEN_EXPIRES_IN: '2h',
    // The login benchmark signs in thousands of times from one address.
    RATE_LIMIT_AUTH_MAX: '100000000',
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    REDIS_URL: '',
    SHUTDOWN_DRAIN_SECONDS: '0',
  };
}

/** The production build (apps/api/dist) with NODE_ENV=production on PostgreSQL; `--cpu-prof` on request. */
export async function startApi(options: { databaseUrl: string; cpuProfileDir?: string }): Promise<Running> {
  const port = await freePort();
  return startProcess({
    name: 'api',
    script: API_SERVER,
    nodeArgs: options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [],
    port,
    readyPath: '/api/v1/ready',
    env: productionEnv(port, options.databaseUrl),
  });
}

/** The bare Fastify ceiling; with `replayFile`, a bare Fastify answering a recorded answer's bytes. */
export function startHello(replayFile?: string): Promise<Running> {
  return freePort().then((port) =>
    startProcess({
      name: replayFile ? 'replay' : 'hello',
      script: path.join(ROOT, 'bench/lib/hello-server.ts'),
      nodeArgs: ['--import', 'tsx'],
      port,
      readyPath: '/',
      ...(replayFile ? { env: { REPLAY_FILE: replayFile } } : {}),
    }),
  );
}

/** Headers a server writes per connection or per answer by itself, left out of a recorded answer. */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** Records an answer's headers and body into a file for `startHello(file)`; returns the body's bytes. */
export async function recordAnswer(url: string, file: string): Promise<number> {
  const response = await fetch(url);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!TRANSPORT_HEADERS.has(name)) headers[name] = value;
  });
  const body = await response.text();
  writeFileSync(file, JSON.stringify({ headers, body }));
  return Buffer.byteLength(body);
}

export const PASSWORD = 'bench-password-42';

/** A client whose profile is complete: every optional field, five of each list, a business detail. */
export function fullClient(email: string): Register {
  return {
    email,
    password: PASSWORD,
    firstName: 'Mere',
    middleName: 'Aroha',
    lastName: 'Parata',
    mobileNumber: '+64211234567',
    timezone: '+12:00 Pacific/Auckland',
    agreedToTerms: true,
    agreedToPolicies: true,
    description: 'Fractional CFO for growth-stage software companies',
    jobRole: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }],
    expertise: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }],
    skills: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }],
    yearsOfExperience: '15+',
    jobLevel: 'executive',
    website: 'https://www.linkedin.com/in/mere-parata',
    leadSource: 'referral',
    fractionalExperience: '3-5',
    titleHeader: 'CFO',
    businessDetail: {
      orgName: 'Kauri Analytics',
      industry: 'retail,information-technology,financial-services',
      segment: 'mid-market',
      headQuarters: 'NZ',
      teamSize: '51-200',
    },
  };
}

export const PROJECT: ProjectCreate = {
  name: 'Finance transformation',
  overview: 'Close the books in 5 days instead of 15.',
  projectStage: 'planning',
  isBudgetAllocated: true,
  budget: 25_000,
  timeline: '6-11-months',
  businessGoal: 'scale-operations,other',
  businessGoalOther: 'Prepare for a Series B',
  expertiseGap: 'financial-planning-analysis',
};

export async function call<T>(
  baseUrl: string,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

export function register(baseUrl: string, body: Register): Promise<LoginResult> {
  return call<LoginResult>(baseUrl, 'POST', '/auth/email/register', body);
}

export function createProject(baseUrl: string, token: string, body: ProjectCreate = PROJECT): Promise<{ id: number }> {
  return call<{ id: number }>(baseUrl, 'POST', '/projects', body, token);
}
