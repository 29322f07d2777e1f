import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** apps/api/src, whose import graph the architecture tests read. */
export const API_SOURCE = fileURLToPath(new URL('../apps/api/src', import.meta.url));

/** Each API source file (tests aside) with the API files it imports, `import type` included. */
export function importGraph(): Map<string, string[]> {
  const files = readdirSync(API_SOURCE, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(API_SOURCE, file));
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, false);
      const local = importedFiles
        .map((imported) => imported.fileName)
        .filter((name) => name.startsWith('.'))
        .map((name) => resolve(dirname(file), name.replace(/\.js$/, '.ts')));
      return [file, local];
    }),
  );
}
