import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_SOURCE as SOURCE, importGraph } from './api-imports.js';

/** One import circle (as paths from the first file back to it), or null when there is none. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    const open = path.indexOf(file);
    if (open >= 0) return [...path.slice(open), file];
    if (done.has(file)) return null;
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(file);
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

describe('the API import graph', () => {
  // eslint's import-x/no-cycle skips `import type`; a circle of type imports still ties modules together.
  it('has no circle, type imports included', () => {
    const cycle = findCycle(importGraph());
    expect(cycle?.map((file) => relative(SOURCE, file)) ?? null).toBeNull();
  });

  it('finds a circle', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
    ]);
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a']);
  });
});
