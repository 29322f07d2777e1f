import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm start`'s build step: builds each workspace whose inputs changed since its last build, and
 * nothing when all are current (a restart then costs no build). A fresh clone, with no dist yet,
 * builds everything.
 *
 * Each build writes `<dist>/.build-stamp`: a hash of the contents of its input files. A target is
 * rebuilt when its output is missing or its inputs now hash differently. Contents, not mtimes: a
 * `git checkout` that leaves files as they were costs no build, and one that changes them does.
 * The web build empties apps/web/dist, stamp included, so a build by other means (npm run test:e2e)
 * is followed by one more build at the next start rather than trusted.
 */

export interface BuildTarget {
  name: string;
  /** Files and folders (relative to the root) whose contents the output is made from. */
  inputs: string[];
  /** A file the build writes (relative to the root): missing means never built. */
  output: string;
  /** The build command, run in the root. */
  command: string[];
  /**
   * Arguments added when the output is missing. `tsc -b` keeps its incremental state beside the
   * tsconfig, not in dist: with dist deleted it would think itself current and write nothing.
   */
  argsWhenMissing?: string[];
}

const npmBuild = (workspace: string) => ['npm', 'run', 'build', '--silent', '-w', workspace];
const TSC_FORCE = ['--', '--force'];
const CONTRACT_SOURCES = ['packages/contract/src', 'packages/contract/package.json', 'packages/contract/tsconfig.json'];
const SHARED = ['package.json', 'package-lock.json', 'tsconfig.base.json'];

/** In build order: the API and the web app import the contract. */
export const TARGETS: BuildTarget[] = [
  {
    name: 'contract',
    inputs: [...CONTRACT_SOURCES, ...SHARED],
    output: 'packages/contract/dist/index.js',
    command: npmBuild('packages/contract'),
    argsWhenMissing: TSC_FORCE,
  },
  {
    name: 'web',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      ...CONTRACT_SOURCES,
      ...SHARED,
    ],
    output: 'apps/web/dist/index.html',
    command: npmBuild('apps/web'),
  },
  {
    name: 'api',
    inputs: ['apps/api/src', 'apps/api/package.json', 'apps/api/tsconfig.json', ...CONTRACT_SOURCES, ...SHARED],
    output: 'apps/api/dist/server.js',
    command: npmBuild('apps/api'),
    argsWhenMissing: TSC_FORCE,
  },
];

const STAMP = '.build-stamp';

/** Tests are no input to a build: editing one rebuilds nothing. */
const isTest = (file: string) => /\.test\.[cm]?[jt]sx?$/.test(file);

function listFiles(root: string, relative: string): string[] {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { withFileTypes: true })
    .flatMap((entry) => listFiles(root, path.join(relative, entry.name)))
    .filter((file) => !isTest(file));
}

/** One hash over the names and contents of every input file, in a fixed order. */
export function hashInputs(root: string, inputs: string[]): string {
  const hash = createHash('sha256');
  const files = [...new Set(inputs.flatMap((input) => listFiles(root, input)))].sort();
  for (const file of files) {
    hash
      .update(file.split(path.sep).join('/'))
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

const stampPath = (root: string, target: BuildTarget) => path.join(root, path.dirname(target.output), STAMP);

/** Whether the target's output exists and was built from the inputs as they are now. */
export function isCurrent(root: string, target: BuildTarget): boolean {
  if (!existsSync(path.join(root, target.output))) return false;
  try {
    return readFileSync(stampPath(root, target), 'utf8').trim() === hashInputs(root, target.inputs);
  } catch {
    return false;
  }
}

/**
 * Builds the targets that are not current, in order, and stamps each; answers the names built. A
 * target whose build fails throws (the stamp stays as it was, so the next start tries again).
 */
export function buildIfChanged(
  root: string,
  targets: BuildTarget[] = TARGETS,
  log: (line: string) => void = console.log,
): string[] {
  const built: string[] = [];
  for (const target of targets) {
    if (isCurrent(root, target)) continue;
    const isMissing = !existsSync(path.join(root, target.output));
    log(`build: ${target.name} ${isMissing ? 'not built yet' : 'changed'}, building`);
    const [command = '', ...args] = target.command;
    execFileSync(command, [...args, ...(isMissing ? (target.argsWhenMissing ?? []) : [])], {
      cwd: root,
      stdio: 'inherit',
    });
    // Hashed after the build: an input edited meanwhile makes the next start build again.
    mkdirSync(path.dirname(stampPath(root, target)), { recursive: true });
    writeFileSync(stampPath(root, target), `${hashInputs(root, target.inputs)}\n`);
    built.push(target.name);
  }
  if (built.length === 0) log(`build: ${targets.map((target) => target.name).join(', ')} up to date`);
  return built;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildIfChanged(fileURLToPath(new URL('..', import.meta.url)));
}
