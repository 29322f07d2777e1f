import { EmailSchema, PASSWORD_MAX, PASSWORD_MIN, webPaths } from '@fractional/contract';
import { ConfigError, loadConfig } from '../config.js';
import { configuredDatabase, openDatabase } from '../db/client.js';
import { webUrl } from '../lib/web-url.js';
import { prepareDatabase } from '../db/migrate.js';
import { AdminEmailTakenError, provisionAdmin } from '../modules/admin/admin-accounts.service.js';
import { PasswordPromptError, readPassword } from './read-password.js';

const USAGE = 'usage: npm run admin -- create <email>   (the password is asked for, never given as an argument)';

/**
 * `npm run admin -- create <email>`: creates the admin with this e-mail, or updates it (active,
 * verified, the new password), as ADMIN_EMAIL/ADMIN_PASSWORD do at start, on the database the
 * server's environment names. The password is typed at a hidden prompt (or piped on stdin), so it
 * never lands in shell history or the process list.
 */
async function main(args: string[]): Promise<number> {
  const [command, rawEmail, ...rest] = args;
  if (command !== 'create' || !rawEmail || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const email = EmailSchema.safeParse(rawEmail);
  if (!email.success) {
    console.error(`admin: ${rawEmail} is not an e-mail address`);
    return 2;
  }
  const config = loadConfig();
  const password = await readPassword(`Password for ${email.data}: `);
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    console.error(`admin: the password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`);
    return 1;
  }
  const database = await openDatabase(configuredDatabase(config, 2));
  try {
    await prepareDatabase(database);
    const outcome = await provisionAdmin(database.db, email.data, password);
    const said = { created: 'created', updated: 'updated', unchanged: 'already up to date' } as const;
    console.log(`Admin ${email.data} ${said[outcome]}. Sign in at ${webUrl(config.appUrl, webPaths.member.root)}`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) for (const problem of error.problems) console.error(`config: ${problem}`);
    else if (error instanceof AdminEmailTakenError || error instanceof PasswordPromptError) {
      console.error(`admin: ${error.message}`);
    } else console.error(error);
    process.exit(1);
  },
);
