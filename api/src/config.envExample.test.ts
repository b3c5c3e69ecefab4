import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { coreEnv } from './config.js';
import { apiModules } from './modules/index.js';

// `.env.example` is the one list of the product's variables (scripts/environment.test.mjs checks the
// gateway's, the site's and the launcher's): a variable the api reads but the list lacks is one an owner
// cannot find.
describe('the api environment', () => {
  it('every variable of the platform and of each module is in .env.example', () => {
    const example = readFileSync(path.resolve(import.meta.dirname, '../../.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/\b([A-Z][A-Z0-9_]*)=/g)].map(([, name]) => name));
    const declared = [
      coreEnv,
      ...apiModules.flatMap((module) => (module.env === undefined ? [] : [module.env])),
    ].flatMap((slice) => Object.keys(slice.variables));
    expect(declared.length).toBeGreaterThan(40);
    expect(declared.filter((name) => !listed.has(name))).toEqual([]);
  });
});
