import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('npm run demo', () => {
  it('refuses a DATABASE_URL, which may hold real data, before building or starting anything', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/demo.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: 'postgres://someone@db.internal/production' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('DATABASE_URL is set');
    expect(run.stderr).toContain('npm run demo -- --force');
    expect(run.stdout).not.toContain('build:');
  });
});
