import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

// Issue 33: identity (users, sessions, account history) lives in platform/identity, so the platform
// every module builds on imports none of them; a module reads the platform, never the other way round.

const PLATFORM = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MODULES = path.resolve(PLATFORM, '../modules');
const SPECIFIER = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

function productionFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) return productionFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The imports of a platform file's source that land in src/modules. */
function moduleImports(file: string, source: string): string[] {
  return [...source.matchAll(SPECIFIER)]
    .map((match) => match[1] ?? '')
    .filter((specifier) => path.resolve(path.dirname(file), specifier).startsWith(MODULES + path.sep));
}

describe('the platform', () => {
  it('imports no module', () => {
    const files = productionFiles(PLATFORM);
    const found = files.flatMap((file) =>
      moduleImports(file, readFileSync(file, 'utf8')).map(
        (specifier) => `${path.relative(PLATFORM, file)}: ${specifier}`,
      ),
    );
    expect(found).toEqual([]);
    expect(files.length).toBeGreaterThan(30);
  });

  it("tells a module's import from one of the platform's own modules/ folder", () => {
    const source = [
      "import type { SessionRow } from '../../modules/accounts/index.js';",
      "import { defineModule } from '../modules/contract.js';",
      "import { AppError } from '../errors/AppError.js';",
    ].join('\n');
    expect(moduleImports(path.join(PLATFORM, 'auth', 'x.ts'), source)).toEqual([
      '../../modules/accounts/index.js',
    ]);
  });
});
