import { performance } from 'node:perf_hooks';
import { buildApp } from '../app.js';
import type { Config, DemoAccount } from '../config.js';
import { DEMO_CLIENTS } from './clients.js';
import { hashingOnce } from '../modules/auth/passwords.js';
import { findUserRowByEmail } from '../modules/users/users.repository.js';
import { firstSquadExpertOf } from './demo.repository.js';
import { demoExperts } from './experts.js';
import { seedDemoMarketplace } from './seed-demo.js';

const QUIETER_LEVELS = ['warn', 'error', 'fatal', 'silent'];
const firstClient = DEMO_CLIENTS[0];
const lastClient = DEMO_CLIENTS.at(-1);
const emailOf = (client: (typeof DEMO_CLIENTS)[number]) => `${client.mailbox}@${client.domain}`;

/**
 * `npm run demo`'s first step (docs/demo.md): fills the database with the demo marketplace unless it
 * holds it already, and answers the config with the accounts to suggest. The seeding runs on an app
 * of its own that sends no mail; the caller then builds the app that serves.
 */
export async function prepareDemoMarketplace(config: Config, print: (line: string) => void): Promise<Config> {
  if (!config.demo || !config.admin || !firstClient || !lastClient) {
    throw new Error('the demo marketplace needs DEMO_MARKETPLACE=true and an admin (ADMIN_EMAIL, ADMIN_PASSWORD)');
  }
  // The seeding's thousands of requests are not the reader's: its app logs warnings and errors at most.
  const app = await buildApp(
    { ...config, logLevel: QUIETER_LEVELS.includes(config.logLevel) ? config.logLevel : 'warn' },
    { runBackground: false, hashPassword: hashingOnce(config.demo.password) },
  );
  try {
    const { db } = app.deps.database;
    if (!(await findUserRowByEmail(db, emailOf(lastClient)))) {
      const firstExpert = demoExperts()[0];
      if (firstExpert && (await findUserRowByEmail(db, firstExpert.email))) {
        throw new Error(
          `an earlier first start of the demo was interrupted while it filled ${config.dataDir}; delete that folder and run npm run demo again`,
        );
      }
      print('demo: filling the demo marketplace with sample people (first start only)…');
      const started = performance.now();
      const summary = await seedDemoMarketplace(app, { password: config.demo.password, admin: config.admin });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const { timesheets, invoices, outcomes, checkIns, reviews } = summary.history;
      print(
        `demo: ${summary.experts} experts, ${summary.clients} clients, ${summary.projects} projects, ` +
          `${summary.invitations} invitations, ${summary.squadMembers} squad members, ${summary.messages} messages, ` +
          `${timesheets} timesheets, ${invoices} invoices, ${outcomes} outcomes, ${checkIns} check-ins, ${reviews} reviews in ${seconds} s`,
      );
    }
    const client: DemoAccount = {
      role: 'client',
      email: emailOf(firstClient),
      name: `${firstClient.firstName} ${firstClient.lastName}`,
    };
    const expert = await firstSquadExpertOf(db, client.email);
    const accounts: DemoAccount[] = [
      client,
      ...(expert ? [{ role: 'contractor' as const, ...expert }] : []),
      { role: 'admin', email: config.admin.email, name: 'Matcher console' },
    ];
    return { ...config, demo: { ...config.demo, accounts } };
  } finally {
    await app.close();
  }
}

/** The lines `npm run demo` prints once the app listens. */
export function demoAccountLines(config: Config): string[] {
  if (!config.demo) return [];
  return [
    'Demo marketplace: sample people, nothing real. Sign in as:',
    ...config.demo.accounts.map(
      (account) => `  ${account.role.padEnd(10)} ${account.email.padEnd(36)} ${account.name}`,
    ),
    `  password   ${config.demo.password}`,
  ];
}
