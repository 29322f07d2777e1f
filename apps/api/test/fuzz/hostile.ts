import fc from 'fast-check';

/** Payloads aimed at SQL, HTML, templates, paths, parsers and encodings. */
export const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; select pg_sleep(10)',
  "admin'--",
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'a\u0000b',
  '\u202e\u200b\ufeff',
  '\ud83d',
  '𝕳𝖊𝖑𝖑𝖔 🔥 مرحبا 你好',
  'Ω≈ç√∫˜µ≤≥÷',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-0',
  '1e400',
  '0x7fffffff',
  '9223372036854775808',
  ' ',
  '',
] as const;

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...INJECTIONS) },
  // Inside ordinary text, so length and emptiness rules still pass.
  { weight: 3, arbitrary: fc.constantFrom(...INJECTIONS).map((payload) => `Project ${payload} plan`) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 300_000 }).map((length) => 'x'.repeat(length)) },
  { weight: 1, arbitrary: fc.integer({ min: 10, max: 2000 }).map((length) => '🔥'.repeat(length)) },
);

/** A value of any JSON type, hostile where it can be. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e-308),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }),
  fc.integer({ min: 50, max: 1000 }).map((depth) => nested(depth)),
);

/** `depth` arrays inside each other (or objects, on odd depths). */
function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { a: value };
  return value;
}

/** The paths (keys and indexes) to every value inside `value`, the root included. */
function paths(value: unknown, prefix: Array<string | number> = [], depth = 0): Array<Array<string | number>> {
  const found: Array<Array<string | number>> = [prefix];
  if (depth > 4 || value === null || typeof value !== 'object') return found;
  const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value);
  for (const [key, inner] of entries) found.push(...paths(inner, [...prefix, key], depth + 1));
  return found;
}

function valueAt(root: unknown, path: Array<string | number>): unknown {
  let current = root;
  for (const key of path) current = (current as Record<string | number, unknown> | null)?.[key];
  return current;
}

/** A copy of `root` with the value at `path` replaced (or removed); only the containers on the path are copied. */
function setAt(root: unknown, path: Array<string | number>, next: unknown, remove = false): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return next;
  if (root === null || typeof root !== 'object') return root;
  const copy = (Array.isArray(root) ? [...root] : { ...root }) as Record<string | number, unknown>;
  if (rest.length > 0) copy[key] = setAt(copy[key], rest, next, remove);
  else if (remove && !Array.isArray(copy)) delete copy[key];
  else copy[key] = next;
  return copy;
}

export type Mutation =
  | { kind: 'inject'; pick: number; value: string }
  | { kind: 'replace'; pick: number; value: unknown }
  | { kind: 'remove'; pick: number }
  | { kind: 'extra'; key: string; value: unknown };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  // A hostile string where a string belongs, so it passes the schema and reaches services and SQL.
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('inject' as const), pick: fc.nat(), value: hostileString }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: hostileValue }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      key: fc.constantFrom('email', 'password', 'role', 'roleId', 'userId', 'id', 'isAdmin', 'status', 'passwordHash'),
      value: hostileValue,
    }),
  },
);

/** Applies mutations to a body (a valid-looking one, mostly), returning the new body. */
export function mutate(body: unknown, mutations: Mutation[]): unknown {
  let current = body;
  for (const change of mutations) {
    if (change.kind === 'extra') {
      current =
        current && typeof current === 'object' && !Array.isArray(current)
          ? { ...current, [change.key]: change.value }
          : current;
      continue;
    }
    const all = paths(current);
    const strings = all.filter((path) => typeof valueAt(current, path) === 'string');
    const candidates = change.kind === 'inject' && strings.length > 0 ? strings : all;
    const path = candidates[change.pick % candidates.length] ?? [];
    current = change.kind === 'remove' ? setAt(current, path, undefined, true) : setAt(current, path, change.value);
  }
  return current;
}

/** Whole bodies no schema expects: broken JSON, prototype keys, other encodings. */
export const RAW_BODIES: ReadonlyArray<{ payload: string; contentType: string }> = [
  { payload: '{"email": "a@example.com", "password": ', contentType: 'application/json' },
  { payload: '', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '"text"', contentType: 'application/json' },
  { payload: '{"__proto__": {"isAdmin": true}, "email": "a@example.com"}', contentType: 'application/json' },
  { payload: '{"constructor": {"prototype": {"isAdmin": true}}}', contentType: 'application/json' },
  { payload: `{"a": ${'['.repeat(20_000)}${']'.repeat(20_000)}}`, contentType: 'application/json' },
  { payload: `{"name": "${'x'.repeat(1_100_000)}"}`, contentType: 'application/json' },
  { payload: '{"email": "\\ud800"}', contentType: 'application/json' },
  { payload: '{"a": 1, "a": 2}', contentType: 'application/json' },
  { payload: 'email=a%40example.com&password=x', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'plain text', contentType: 'text/plain' },
  { payload: '<?xml version="1.0"?><a>1</a>', contentType: 'application/xml' },
  {
    payload: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--',
    contentType: 'multipart/form-data; boundary=b',
  },
  { payload: '{"email": "a@example.com"}', contentType: 'application/json; charset=utf-16' },
];
