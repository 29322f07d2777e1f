/**
 * A checker of the Prometheus text exposition format (0.0.4), written as a test helper because
 * promtool cannot be installed here: what `promtool check metrics` rejects, and its lint on names.
 */

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: string;
  help: string;
  samples: Sample[];
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+(-?\d+))?$/;
const LABEL_PAIR = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\[\\"n])*)"\s*(,|$)/y;

/** A float as Prometheus reads it (Go's ParseFloat: `NaN`, `+Inf`, `-Inf` in any case; prom-client writes `Nan`). */
function parseValue(text: string): number {
  if (/^\+?inf(inity)?$/i.test(text)) return Infinity;
  if (/^-inf(inity)?$/i.test(text)) return -Infinity;
  if (/^nan$/i.test(text)) return NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`bad value ${text}`);
  return Number(text);
}

function parseLabels(text: string | undefined, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  if (!text) return labels;
  LABEL_PAIR.lastIndex = 0;
  while (LABEL_PAIR.lastIndex < text.length) {
    const match = LABEL_PAIR.exec(text);
    if (!match) throw new Error(`bad labels in: ${line}`);
    const [, name, value] = match;
    if (name!.startsWith('__')) throw new Error(`reserved label name ${name} in: ${line}`);
    if (name! in labels) throw new Error(`duplicate label ${name} in: ${line}`);
    labels[name!] = value!.replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
  }
  return labels;
}

/** Which family a sample belongs to: a histogram's `_bucket`/`_sum`/`_count`, a summary's `_sum`/`_count`. */
function familyOf(name: string, families: Map<string, Family>): Family | undefined {
  const exact = families.get(name);
  if (exact) return exact;
  for (const suffix of ['_bucket', '_sum', '_count']) {
    if (!name.endsWith(suffix)) continue;
    const family = families.get(name.slice(0, -suffix.length));
    if (family?.type === 'histogram' || (family?.type === 'summary' && suffix !== '_bucket')) return family;
  }
  return undefined;
}

const seriesKey = (sample: Sample, without?: string) =>
  `${sample.name}{${Object.entries(sample.labels)
    .filter(([name]) => name !== without)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
    .join(',')}}`;

function checkHistogram(family: Family): void {
  const groups = new Map<string, { buckets: Array<[number, number]>; count?: number; sum?: number }>();
  const groupOf = (sample: Sample) => {
    const key = seriesKey({ ...sample, name: family.name }, 'le');
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { buckets: [] }));
    return group;
  };
  for (const sample of family.samples) {
    const group = groupOf(sample);
    if (sample.name === `${family.name}_bucket`) {
      const le = sample.labels.le;
      if (le === undefined) throw new Error(`${sample.name} without le`);
      group.buckets.push([parseValue(le), sample.value]);
    } else if (sample.name === `${family.name}_count`) group.count = sample.value;
    else if (sample.name === `${family.name}_sum`) group.sum = sample.value;
    else throw new Error(`${sample.name} in histogram ${family.name}`);
  }
  for (const [key, group] of groups) {
    if (group.count === undefined || group.sum === undefined) throw new Error(`${key}: no _count or _sum`);
    for (let i = 1; i < group.buckets.length; i++) {
      const [le, count] = group.buckets[i]!;
      const [previousLe, previousCount] = group.buckets[i - 1]!;
      if (!(le > previousLe)) throw new Error(`${key}: buckets not in increasing le order`);
      if (count < previousCount) throw new Error(`${key}: buckets not cumulative at le=${le}`);
    }
    const last = group.buckets.at(-1);
    if (!last || last[0] !== Infinity) throw new Error(`${key}: no +Inf bucket`);
    if (last[1] !== group.count) throw new Error(`${key}: +Inf bucket ${last[1]} differs from _count ${group.count}`);
  }
}

/**
 * Parses an exposition and throws on anything `promtool check metrics` would reject: a sample
 * outside a HELP/TYPE family, a family declared twice or interleaved with another, bad names,
 * labels or values, a duplicate series, a histogram whose buckets are not cumulative or whose
 * +Inf bucket is not its count, a counter not named `_total`, a name with a unit it should not have.
 */
export function parsePrometheusText(text: string): Map<string, Family> {
  if (!text.endsWith('\n')) throw new Error('exposition must end with a newline');
  const families = new Map<string, Family>();
  const series = new Set<string>();
  const help = new Map<string, string>();
  let current: Family | undefined;
  const finished = new Set<string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      const match = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
      if (!match) continue; // a plain comment
      const [, keyword, name, rest] = match as unknown as [string, 'HELP' | 'TYPE', string, string];
      if (!METRIC_NAME.test(name)) throw new Error(`bad metric name ${name}`);
      if (keyword === 'HELP') {
        if (help.has(name)) throw new Error(`second HELP for ${name}`);
        if (!rest) throw new Error(`empty HELP for ${name}`);
        help.set(name, rest);
        continue;
      }
      if (!TYPES.has(rest)) throw new Error(`bad type ${rest} for ${name}`);
      if (families.has(name)) throw new Error(`second TYPE for ${name}`);
      if (current) finished.add(current.name);
      current = { name, type: rest, help: help.get(name) ?? '', samples: [] };
      families.set(name, current);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`bad sample line: ${line}`);
    const [, name, labelText, valueText] = match;
    const sample: Sample = { name: name!, labels: parseLabels(labelText, line), value: parseValue(valueText!) };
    for (const label of Object.keys(sample.labels)) if (!LABEL_NAME.test(label)) throw new Error(`bad label ${label}`);
    const family = familyOf(sample.name, families);
    if (!family) throw new Error(`sample ${sample.name} has no HELP/TYPE family`);
    if (family !== current || finished.has(family.name)) throw new Error(`family ${family.name} is interleaved`);
    const key = seriesKey(sample);
    if (series.has(key)) throw new Error(`duplicate series ${key}`);
    series.add(key);
    family.samples.push(sample);
  }
  for (const family of families.values()) {
    if (!help.has(family.name)) throw new Error(`no HELP for ${family.name}`);
    if (family.type === 'counter' && !family.name.endsWith('_total'))
      throw new Error(`counter ${family.name} not _total`);
    if (family.type !== 'counter' && family.name.endsWith('_total'))
      throw new Error(`non-counter ${family.name} is _total`);
    if (/_(milliseconds|ms|kilobytes|megabytes)(_|$)/.test(family.name))
      throw new Error(`${family.name}: use base units`);
    if (family.type === 'histogram') checkHistogram(family);
  }
  return families;
}
