import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

// The api's modules depend on each other in one direction (docs/decisions.md, "Module boundaries"):
// a module that needs another's service reads it as a port, typed through `Ports`, and never imports
// back. A cycle between modules is how two modules become one without anyone deciding it. Modules import
// each other only through their index.ts (api/eslint/moduleBoundaries.js), so a cycle here is also a cycle
// of index files at runtime, where load order decides whether an imported binding exists yet.

const MODULES = path.dirname(fileURLToPath(import.meta.url));

/**
 * Cycles known and not yet taken apart, each with why. The test fails when one of them is gone too, so
 * this list never claims a cycle that no longer exists.
 */
const KNOWN_CYCLES: readonly { modules: readonly string[]; why: string }[] = [];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

const SPECIFIER = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

/** Module → the modules its production files import (type-only imports included: they are coupling too). */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(MODULES)) {
    const [owner, ...rest] = path.relative(MODULES, file).split(path.sep);
    if (owner === undefined || rest.length === 0) continue;
    const edges = graph.get(owner) ?? new Set<string>();
    graph.set(owner, edges);
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = path.relative(MODULES, path.resolve(path.dirname(file), match[1] ?? ''));
      const [imported, ...inside] = target.split(path.sep);
      if (imported && !imported.startsWith('..') && inside.length > 0 && imported !== owner)
        edges.add(imported);
    }
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one module: the cycles. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member !== undefined) component.push(member);
      } while (member !== undefined && member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a.join().localeCompare(b.join()));
}

describe('the api modules import each other without cycles', () => {
  it('finds every cycle of a small graph (the check itself can fail)', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('has no cycle but the known ones, and each known one still exists', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(20);
    expect(cycles(graph)).toEqual(KNOWN_CYCLES.map((cycle) => [...cycle.modules].sort()));
  });
});
