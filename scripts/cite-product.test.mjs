import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { PRODUCT_DOC, leftovers, repositoryFiles, rewriteCitations } from './cite-product.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces as dashes. */
function slug(/** @type {string} */ heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

describe('citations of the product document', () => {
  it('no code or doc cites the old specification by section number', () => {
    // Run `node scripts/cite-product.mjs` to rewrite them; it prints any it cannot.
    expect(leftovers()).toEqual([]);
  });

  it('every docs/product.md#anchor cited in the repository is a heading of docs/product.md', () => {
    const headings = new Set(
      readFileSync(path.join(root, PRODUCT_DOC), 'utf8')
        .split('\n')
        .filter((line) => /^#{2,3} /.test(line))
        .map((line) => slug(line.replace(/^#+ /, ''))),
    );
    const cited = repositoryFiles().flatMap((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      return [...text.matchAll(/docs\/product\.md#([a-z0-9-]+)/g)].map(([, anchor]) => `${file} #${anchor}`);
    });
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter((entry) => !headings.has(entry.split(' #')[1] ?? ''))).toEqual([]);
  });
});

describe('rewriteCitations', () => {
  it('picks the anchor from the section and the area of the file', () => {
    expect(rewriteCitations('api/src/modules/store/storeRules.ts', '// a month (spec §9)')).toBe(
      '// a month (docs/product.md#store)',
    );
    expect(rewriteCitations('web/app/features/site/LoadingBar.tsx', '/** bar (spec §9) */')).toBe(
      '/** bar (docs/product.md#site) */',
    );
    // Errors and the permission tree have their own sections, whatever the file.
    expect(rewriteCitations('web/app/features/accounts/apiFailure.ts', 'the way spec §8 says')).toBe(
      'the way docs/product.md#errors says',
    );
    expect(rewriteCitations('api/src/platform/auth/permissions.ts', 'Spec §6: passes')).toBe(
      'docs/product.md#permissions: passes',
    );
  });

  it('rewrites lists of sections once per anchor', () => {
    expect(rewriteCitations('api/src/modules/oauth/oauth.service.ts', 'VK ID (spec §1, §4, §8).')).toBe(
      'VK ID (docs/product.md#oauth, docs/product.md#errors).',
    );
    expect(rewriteCitations('web/app/lib/x.ts', 'spec §2 and §6; Spec §3/§4')).toBe(
      'docs/product.md#navigation, docs/product.md#permissions; docs/product.md#accounts',
    );
  });

  it('writes a relative link in Markdown', () => {
    expect(rewriteCitations('docs/api.md', 'one body (spec §8)')).toBe(
      'one body ([docs/product.md#errors](product.md#errors))',
    );
    expect(rewriteCitations('gateway/README.md', '(spec §8)')).toBe(
      '([docs/product.md#errors](../docs/product.md#errors))',
    );
  });

  it('is idempotent: a rewritten text stays as it is', () => {
    const once = rewriteCitations('README.md', 'every page of spec §2; the auth response of spec §3');
    expect(once).toBe(
      'every page of [docs/product.md#navigation](docs/product.md#navigation); the auth response of [docs/product.md#accounts](docs/product.md#accounts)',
    );
    expect(rewriteCitations('README.md', once)).toBe(once);
  });
});
