import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { repositoryFiles } from './cite-product.mjs';

// Issue 33: every process reads its configuration in one place, checked at start, and `.env.example` is
// the one list of variables. The api's own test (api/src/config.envExample.test.ts) checks its module
// slices, whose names are only known once the modules are loaded.
const root = path.resolve(import.meta.dirname, '..');

/** The one configuration reader of each process. */
const CONFIG_READERS = [
  'api/src/config.ts',
  'gateway/src/gatewayConfig.ts',
  'web/app/platform/config.server.ts',
  'launcher/src/launcherConfig.ts',
  // The launcher's data folder follows the operating system's own variables (APPDATA, XDG_CONFIG_HOME).
  'launcher/src/agent/agentSettings.ts',
];

/** Development tools with their own knobs, never part of a deployed process: benchmarks and demo data. */
const DEVELOPMENT_TOOLS = [/\/bench\//, /^api\/src\/demo\//, /^api\/src\/db\/seed\/demo/];

/** The operating system's and npm's variables, not the product's. */
const SYSTEM_VARIABLES = new Set(['APPDATA', 'XDG_CONFIG_HOME', 'INIT_CWD']);

const SOURCE = /^(api\/src|gateway\/src|web\/app|web\/server|launcher\/src)\/.*\.tsx?$/;
const TEST_CODE = /(\.test\.tsx?$|\/testing\/|\/test\/)/;

/** @param {string} file */
function read(file) {
  return readFileSync(path.join(root, file), 'utf8');
}

const sources = repositoryFiles().filter((file) => SOURCE.test(file) && !TEST_CODE.test(file));

describe('configuration', () => {
  it('only the configuration readers look inside process.env; others may hand the whole of it on', () => {
    const readers = new Set(CONFIG_READERS);
    const offenders = sources
      .filter((file) => !readers.has(file) && !DEVELOPMENT_TOOLS.some((tool) => tool.test(file)))
      .flatMap((file) =>
        [...read(file).matchAll(/process\.env\s*(?:\.\s*(\w+)|\[[^\]]*\])/g)]
          .filter(([, name]) => name === undefined || !SYSTEM_VARIABLES.has(name))
          .map((match) => `${file}: ${match[0]}`),
      );
    expect(offenders).toEqual([]);
  });

  it('every variable a reader of the gateway, the site or the launcher reads is in .env.example', () => {
    const listed = new Set(
      [...read('.env.example').matchAll(/\b([A-Z][A-Z0-9_]*)=/g)].map(([, name = '']) => name),
    );
    const readers = CONFIG_READERS.filter((file) => !file.startsWith('api/'));
    const missing = readers.flatMap((file) => {
      const text = read(file);
      const names = new Set([
        ...[...text.matchAll(/(?<!meta\.)\benv\.([A-Z][A-Z0-9_]*)\b/g)].map(([, name = '']) => name),
        ...[...text.matchAll(/'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)'/g)].map(([, name = '']) => name),
      ]);
      return [...names]
        .filter((name) => !listed.has(name) && !SYSTEM_VARIABLES.has(name))
        .map((name) => `${file}: ${name}`);
    });
    expect(missing).toEqual([]);
  });
});
