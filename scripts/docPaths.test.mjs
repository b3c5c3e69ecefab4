import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { repositoryFiles } from './cite-product.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** A path the docs name in backticks, from a workspace or top folder: `api/src/app.ts`, `web/e2e/`. */
const NAMED_PATH = /`((?:api|web|gateway|launcher|scripts|docs|\.ci)\/[\w./-]*)`/g;
/** Only names that look like files or folders: route paths such as `launcher/auth/token` do not. */
const FILE_LIKE = /(\.\w{1,5}|\/)$/;

/** Every repository file or folder named in a Markdown file, as `file: path`. */
function namedPaths() {
  const docs = repositoryFiles().filter((file) => file.endsWith('.md') && existsSync(path.join(root, file)));
  return docs.flatMap((doc) => {
    const text = readFileSync(path.join(root, doc), 'utf8');
    return [...text.matchAll(NAMED_PATH)]
      .map(([, named]) => named ?? '')
      .filter((named) => FILE_LIKE.test(named))
      .map((named) => ({ doc, named }));
  });
}

describe('paths named in the documentation', () => {
  it('every repository file or folder a Markdown file names exists', () => {
    // A moved or renamed file leaves its old name in the docs: this lists each one to mend.
    const named = namedPaths();
    expect(named.length).toBeGreaterThan(100);
    const missing = named.filter((entry) => !existsSync(path.join(root, entry.named)));
    expect(missing.map((entry) => `${entry.doc}: ${entry.named}`)).toEqual([]);
  });
});
