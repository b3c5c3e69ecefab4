import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

const repoFile = (name: string) => readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8');

// The project brings its own Node (the `node` devDependency at node_modules/.bin/node); npm scripts and
// every child they spawn must run on it, not on whatever Node the machine has.
describe('runtime', () => {
  const pinned = repoFile('.nvmrc').trim();
  const majorOf = (version: string) => version.replace(/^[^\d]*/, '').split('.')[0];

  it('is the pinned Node 24 LTS', () => {
    expect(majorOf(process.versions.node)).toBe('24');
    expect(process.versions.node).toBe(pinned);
  });

  it('pins the same version in .nvmrc, .node-version and the node devDependency', () => {
    const rootPackage = JSON.parse(repoFile('package.json')) as { devDependencies: Record<string, string> };
    expect(repoFile('.node-version').trim()).toBe(pinned);
    expect(majorOf(rootPackage.devDependencies.node ?? '')).toBe(majorOf(pinned));
  });
});
