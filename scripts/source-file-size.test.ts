import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Most files are 40–150 lines and split well before this (docs/architecture.md#one-file-per-use-case). */
const LINES_MAX = 300;

/** Data, not code: the demo marketplace and the reference seed's catalogues. */
const DATA_DIRS = ['apps/api/src/demo/', 'apps/api/src/db/seed/data/'];

const isSource = (file: string) =>
  /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !DATA_DIRS.some((dir) => file.startsWith(dir));

/** The source files of apps/ longer than `max` lines, with their lengths. */
function longFiles(files: string[], linesOf: (file: string) => number, max = LINES_MAX): string[] {
  return files.filter(isSource).flatMap((file) => {
    const lines = linesOf(file);
    return lines > max ? [`${file}: ${lines} lines`] : [];
  });
}

/** Tracked and new (not ignored) files under apps/, so a file not yet committed is held to the limit too. */
function appFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'apps'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed.split('\n').filter(Boolean);
}

const lineCount = (file: string) => {
  try {
    return readFileSync(`${ROOT}/${file}`, 'utf8').split('\n').length - 1;
  } catch {
    return 0; // listed but deleted in the working tree
  }
};

describe('source files in apps/', () => {
  it(`are at most ${LINES_MAX} lines, data files aside`, () => {
    expect(longFiles(appFiles(), lineCount)).toEqual([]);
  });

  it('names a long file and leaves tests and data alone', () => {
    const lines = (file: string) => (file.includes('long') ? 301 : 300);
    expect(
      longFiles(
        [
          'apps/api/src/modules/x/long.service.ts',
          'apps/web/src/features/x/long-list.tsx',
          'apps/api/src/modules/x/ok.service.ts',
          'apps/api/src/modules/x/long.routes.test.ts',
          'apps/api/src/demo/long-clients.ts',
          'apps/api/src/db/seed/data/long-skills.ts',
          'apps/web/src/long.css',
        ],
        lines,
      ),
    ).toEqual([
      'apps/api/src/modules/x/long.service.ts: 301 lines',
      'apps/web/src/features/x/long-list.tsx: 301 lines',
    ]);
  });
});
