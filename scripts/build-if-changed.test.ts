import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TARGETS, buildIfChanged, type BuildTarget } from './build-if-changed.ts';

// `npm start` builds only what changed (issue 15, item 18). Real builds here are small node commands
// in a scratch folder that count how often they ran.

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'fractional-build-'));
  mkdirSync(path.join(root, 'one/src'), { recursive: true });
  mkdirSync(path.join(root, 'two/src'), { recursive: true });
  writeFileSync(path.join(root, 'one/src/main.ts'), 'export const one = 1;\n');
  writeFileSync(path.join(root, 'two/src/main.ts'), 'export const two = 2;\n');
  writeFileSync(path.join(root, 'package.json'), '{ "version": "1.0.0" }\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A target that appends a line to <name>/dist/builds.txt each time it builds (or fails if told to). */
function target(name: string): BuildTarget {
  const script = `if (process.env.FAIL_BUILD === ${JSON.stringify(name)}) process.exit(3);
    const fs = require('fs'); fs.mkdirSync('${name}/dist', { recursive: true });
    fs.appendFileSync('${name}/dist/builds.txt', 'built\\n');`;
  return {
    name,
    inputs: [`${name}/src`, 'package.json'],
    output: `${name}/dist/builds.txt`,
    command: [process.execPath, '-e', script],
  };
}

const TWO = [target('one'), target('two')];
const builds = (name: string) => {
  const file = path.join(root, name, 'dist/builds.txt');
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0;
};
const run = () => {
  const lines: string[] = [];
  const built = buildIfChanged(root, TWO, (line) => lines.push(line));
  return { built, lines };
};

describe('buildIfChanged', () => {
  it('builds everything on a fresh clone, then nothing while nothing changed', () => {
    expect(run().built).toEqual(['one', 'two']);
    const again = run();
    expect(again.built).toEqual([]);
    expect(again.lines).toEqual(['build: one, two up to date']);
    expect([builds('one'), builds('two')]).toEqual([1, 1]);
  });

  it('rebuilds only the target whose inputs changed, and every target for a shared input', () => {
    run();
    writeFileSync(path.join(root, 'two/src/main.ts'), 'export const two = 22;\n');
    expect(run().built).toEqual(['two']);
    writeFileSync(path.join(root, 'two/src/extra.ts'), 'export {};\n');
    expect(run().built).toEqual(['two']);
    writeFileSync(path.join(root, 'package.json'), '{ "version": "1.0.1" }\n');
    expect(run().built).toEqual(['one', 'two']);
    expect([builds('one'), builds('two')]).toEqual([2, 4]);
  });

  it('goes by contents: a touched file or an edited test builds nothing', () => {
    run();
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'one/src/main.ts'), later, later);
    writeFileSync(path.join(root, 'one/src/main.test.ts'), 'it("works", () => {});\n');
    expect(run().built).toEqual([]);
  });

  it('rebuilds a target whose output is gone, from scratch', () => {
    const fromScratch = { ...target('one'), argsWhenMissing: ['from-scratch'] };
    fromScratch.command = [
      ...fromScratch.command.slice(0, 2),
      `${fromScratch.command[2]}
      fs.appendFileSync('one/dist/args.txt', process.argv.slice(1).join(' ') + '\\n');`,
    ];
    const lines: string[] = [];
    buildIfChanged(root, [fromScratch], (line) => lines.push(line));
    writeFileSync(path.join(root, 'one/src/main.ts'), 'export const one = 11;\n');
    buildIfChanged(root, [fromScratch], (line) => lines.push(line));
    expect(readFileSync(path.join(root, 'one/dist/args.txt'), 'utf8')).toBe('from-scratch\n\n');
    rmSync(path.join(root, 'one/dist'), { recursive: true });
    expect(buildIfChanged(root, [fromScratch], (line) => lines.push(line))).toEqual(['one']);
    expect(readFileSync(path.join(root, 'one/dist/args.txt'), 'utf8')).toBe('from-scratch\n');
    expect(lines).toEqual([
      'build: one not built yet, building',
      'build: one changed, building',
      'build: one not built yet, building',
    ]);
  });

  it('stops at a failed build and tries it again at the next start', () => {
    run();
    writeFileSync(path.join(root, 'one/src/main.ts'), 'export const one = 11;\n');
    process.env.FAIL_BUILD = 'one';
    try {
      expect(() => run()).toThrow();
    } finally {
      delete process.env.FAIL_BUILD;
    }
    expect(run().built).toEqual(['one']);
  });
});

describe('the targets of npm start', () => {
  it('name inputs that exist, and outputs that npm start runs or serves', () => {
    const repository = fileURLToPath(new URL('..', import.meta.url));
    for (const { inputs } of TARGETS) {
      for (const input of inputs) expect(existsSync(path.join(repository, input)), input).toBe(true);
    }
    const start = (
      JSON.parse(readFileSync(path.join(repository, 'package.json'), 'utf8')) as { scripts: { start: string } }
    ).scripts.start;
    expect(start).toContain('scripts/build-if-changed.ts');
    expect(start).toContain(TARGETS.find((candidate) => candidate.name === 'api')?.output);
  });
});
