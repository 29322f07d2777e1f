import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { ROOT } from './processes.js';

export const BENCHMARKS_DOC = path.join(ROOT, 'docs/benchmarks.md');

/** Machine, load and versions: numbers mean little without them. */
export function machineLine(extra: string[] = []): string {
  const cpus = os.cpus();
  const load = os.loadavg().map((value) => value.toFixed(2));
  return [
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}`,
    `${Math.round(os.totalmem() / 2 ** 30)} GiB RAM`,
    `${os.type()} ${os.release()}`,
    `Node.js ${process.version}`,
    ...extra,
    `load average before the run ${load.join(' / ')}`,
  ].join(' · ');
}

export function table(headers: string[], rows: Array<Array<string | number>>): string {
  const line = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

export const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
export const percent = (ratio: number) => `${fixed(ratio * 100, 0)} %`;
export const verdict = (isMet: boolean) => (isMet ? 'met' : '**missed**');

/** The run whose `key` is the median of the runs (the upper one of an even count). */
export function median<T>(runs: T[], key: (run: T) => number): T {
  const sorted = [...runs].sort((a, b) => key(a) - key(b));
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (middle === undefined) throw new Error('no runs');
  return middle;
}

/** The median of the values; NaN when there are none. */
export const medianOf = (values: number[]): number =>
  values.length === 0 ? Number.NaN : median(values, (value) => value);

/**
 * Puts `body` between `<!-- bench:<name>:start -->` and `<!-- bench:<name>:end -->` in
 * docs/benchmarks.md, keeping everything written by hand around it, formatted as `npm run lint` expects.
 */
export async function writeSection(name: string, body: string, file = BENCHMARKS_DOC): Promise<void> {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${block}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${block}\n`;
  const options = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(next, { ...options, filepath: file }));
}
