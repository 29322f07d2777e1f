import { readFileSync } from 'node:fs';

/** The product version, from the root package.json (the one the footer shows). */
export const version: string = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
