import { readdirSync, readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_SOURCE, importGraph } from './api-imports.js';

/**
 * docs/architecture.md's module table says what each API module may import; this test keeps it true: the
 * "may import" cell of each module names exactly the other modules its files import (tests aside,
 * `import type` included). What lies below the modules (lib/, db/, mail/, storage/…) is open to all and
 * named in the column's header, not in its cells.
 */
const ARCHITECTURE = fileURLToPath(new URL('../docs/architecture.md', import.meta.url));

/** The module a file belongs to (`modules/<name>/…` → name), or null outside the modules. */
function moduleOf(file: string): string | null {
  const [top, name, rest] = relative(API_SOURCE, file).split(sep);
  return top === 'modules' && name && rest ? name : null;
}

/** The other modules each module imports, from the real import graph. */
function actualImports(): Map<string, Set<string>> {
  const modules = readdirSync(`${API_SOURCE}/modules`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const imports = new Map(modules.map((name) => [name, new Set<string>()]));
  for (const [file, imported] of importGraph()) {
    const from = moduleOf(file);
    if (!from) continue;
    for (const target of imported) {
      const to = moduleOf(target);
      if (to && to !== from) imports.get(from)!.add(to);
    }
  }
  return imports;
}

/** The table's rows: module name → the units its "may import" cell names. */
function documentedImports(markdown: string): Map<string, Set<string>> {
  const rows = new Map<string, Set<string>>();
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const module = /^`([a-z-]+)`$/.exec(cells[1] ?? '')?.[1];
    if (!module || cells.length < 5) continue;
    const named = [...(cells[3] ?? '').matchAll(/`([a-z-]+)`/g)].map((match) => match[1]!);
    rows.set(module, new Set(named));
  }
  return rows;
}

const sorted = (map: Map<string, Set<string>>) =>
  Object.fromEntries([...map].sort(([a], [b]) => a.localeCompare(b)).map(([name, set]) => [name, [...set].sort()]));

describe('docs/architecture.md', () => {
  it("names each API module's imports exactly as the code has them", () => {
    const documented = documentedImports(readFileSync(ARCHITECTURE, 'utf8'));
    expect(sorted(documented)).toEqual(sorted(actualImports()));
  });

  it('reads a table row: the module and the backticked names of its "may import" cell', () => {
    const table = [
      '| module | owns | may import | writes |',
      '| --- | --- | --- | --- |',
      '| `squads` | the squad | `invitations`, `live` (events) | `squad_members` |',
      '| `system` | health | – | – |',
    ].join('\n');
    expect(sorted(documentedImports(table))).toEqual({ squads: ['invitations', 'live'], system: [] });
  });
});
