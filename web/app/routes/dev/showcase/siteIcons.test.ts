// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { SITE_ICONS } from './siteIcons';

const APP = fileURLToPath(new URL('../../..', import.meta.url));
const IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@tabler\/icons-react'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The icon components the site imports anywhere but in the showcase's own list. */
function usedIcons(): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(APP)) {
    if (relative(APP, file) === join('routes', 'dev', 'showcase', 'siteIcons.ts')) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0] ?? '';
        if (/^Icon[A-Z0-9]/.test(name)) names.add(name);
      }
    }
  }
  return [...names].sort();
}

describe('the icons showcase', () => {
  it('lists exactly the icons the site uses', () => {
    expect(Object.keys(SITE_ICONS).sort()).toEqual(usedIcons());
  });
});
