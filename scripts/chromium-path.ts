import { accessSync, constants } from 'node:fs';

/**
 * The Chromium that browser tests, the bundle-size check and the web benchmarks drive: `CHROMIUM_PATH`,
 * else Debian's `/usr/bin/chromium` (docs/architecture.md#tests). Stops with what to do when it is missing,
 * rather than with Playwright's "Executable doesn't exist" deep inside the first test.
 */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const executable = env.CHROMIUM_PATH || '/usr/bin/chromium';
  try {
    accessSync(executable, constants.X_OK);
  } catch {
    throw new Error(
      `No Chromium at ${executable}${env.CHROMIUM_PATH ? ' (CHROMIUM_PATH)' : ''}. ` +
        "Install Debian's (apt-get install chromium), or set CHROMIUM_PATH to a Chromium or Chrome executable.",
    );
  }
  return executable;
}
