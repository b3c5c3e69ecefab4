// Rewrites citations of the old product specification ("spec §8") into citations of the product
// document the repository keeps (`docs/product.md#errors`). Idempotent: a citation it has rewritten no
// longer matches, so running it again (after merging branches that still cite the old document) changes
// only what is new. `node scripts/cite-product.mjs` rewrites; `--check` only lists what is left and
// exits 1 if anything is (scripts/cite-product.test.mjs runs the same check in `npm test`).
//
// The old document was organised by aspect (§2 screens, §3 entities, §4 states, ...), the product
// document by area, so the anchor comes from the section and the file the comment lives in: a §9
// constant in the store is `#store`, a §9 constant of the toasts is `#site`.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PRODUCT_DOC = 'docs/product.md';

/** "spec §8", "Spec §3/§4", "spec §1, §4, §7", "spec §3 and §7", "the spec's §7". */
const CITATION = /\b[Ss]pec(?:['’]s)? (§\d+(?:(?:, and |, | and |\/)§\d+)*)/g;

/** What a rewrite leaves behind only by mistake: any citation of a numbered section of "the spec". */
export const LEFTOVER = /\bspec\b[^§\n]{0,24}§\d|\(§\d|\bof §\d/i;

/** The area a file belongs to, by its path; the first match wins. */
const AREAS = /** @type {const} */ ([
  [/launcher/i, 'launcher'],
  [/twoFactor|two-factor/, 'two-factor'],
  [/PrivacyPanel/, 'profiles'],
  [/oauth|AuthorizationPanel/i, 'oauth'],
  [/features\/staff|modules\/staff|routes\/staff|siteBans/, 'staff'],
  [/modules\/bonus/, 'bonus'],
  [/referral|source-alias/i, 'referrals'],
  [/payments|ledger|idempotency/i, 'money'],
  [/store|delivery|banState|paidUnban|wipeRefund/i, 'store'],
  [/looks|platform\/theme/, 'looks'],
  [/friends/, 'friends'],
  [/profile|player-search/, 'profiles'],
  [/top-type|\/tops?\//, 'tops'],
  [/gameStats|modules\/stats|useFocusedPolling|monitoring/, 'monitoring'],
  [/servers|ServerFacts/, 'servers'],
  [/documents|rules|demoWipes|news/, 'documents'],
  [/errors|apollo|upstreamErrors|FormFailureAlert|apiFailure|useStoreAction/i, 'errors'],
  [
    /accounts|accountSettings|recovery|cabinet|platform\/auth|platform\/session|captcha|routes\/site\/logout|e2e\/oauth/,
    'accounts',
  ],
  [/redirects|routing|requestMiddleware|guards|routes\.ts$|e2e\/shell/, 'navigation'],
  [/i18n|seo|notifications|features\/site|region|behaviour|modal|StackedModal|vite\.config|version/i, 'site'],
]);

/** Where a section of the old document lands when the file's area says nothing better. */
const BY_SECTION = /** @type {Record<string, string>} */ ({
  1: 'site',
  2: 'navigation',
  3: 'accounts',
  4: 'accounts',
  5: 'accounts',
  6: 'permissions',
  7: 'accounts',
  8: 'errors',
  9: 'site',
});

/**
 * The product document's anchor for a citation of old section `section` in `file`. Errors (§8) and the
 * permission tree (§6) have sections of their own, except where an area owns the rule (a store discount,
 * a hidden last-online time, the launcher agent's refusals).
 * @param {string} file repository-relative path
 * @param {number} section
 */
export function anchorFor(file, section) {
  const area = AREAS.find(([pattern]) => pattern.test(file))?.[1];
  const own = BY_SECTION[section] ?? 'site';
  if (section === 8 && area !== 'launcher' && area !== 'two-factor') return 'errors';
  if (section === 6 && !['store', 'friends', 'profiles', 'launcher'].includes(area ?? '')) {
    return 'permissions';
  }
  return area ?? own;
}

/**
 * One citation as the file's kind writes it: a link in Markdown (relative to the file), plain text in code.
 * @param {string} file
 * @param {string} anchor
 */
function citation(file, anchor) {
  const text = `${PRODUCT_DOC}#${anchor}`;
  if (!file.endsWith('.md')) return text;
  const href = path.posix.relative(path.posix.dirname(file), PRODUCT_DOC) || 'product.md';
  return `[${text}](${href}#${anchor})`;
}

/**
 * The text with every old citation rewritten.
 * @param {string} file repository-relative path, which decides the anchors and the form
 * @param {string} text
 */
export function rewriteCitations(file, text) {
  return text.replace(CITATION, (_match, /** @type {string} */ sections) => {
    const anchors = [...sections.matchAll(/§(\d+)/g)].map(([, n]) => anchorFor(file, Number(n)));
    return [...new Set(anchors)].map((anchor) => citation(file, anchor)).join(', ');
  });
}

/** This script and its test name the old form on purpose. */
const SELF = new Set(['scripts/cite-product.mjs', 'scripts/cite-product.test.mjs']);
const TEXT_FILE = /\.(?:ts|tsx|mts|mjs|js|cjs|graphql|md|css|json|yml|yaml|html|sh)$/;

/** Tracked and new (not ignored) text files of the repository. */
export function repositoryFiles() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return [...new Set(listed.split('\n'))].filter(
    (file) => TEXT_FILE.test(file) && !SELF.has(file) && !file.startsWith('node_modules/'),
  );
}

/** Lines that still cite the old document, as `file:line: text`. */
export function leftovers() {
  return repositoryFiles().flatMap((file) => {
    let text;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      return []; // deleted in the work tree, still in the index
    }
    return text
      .split('\n')
      .flatMap((line, index) => (LEFTOVER.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
  });
}

function main() {
  if (process.argv.includes('--check')) {
    const left = leftovers();
    for (const line of left) console.log(line);
    process.exit(left.length === 0 ? 0 : 1);
  }
  /** @type {string[]} */
  const rewrittenFiles = [];
  for (const file of repositoryFiles()) {
    const absolute = path.join(root, file);
    let text;
    try {
      text = readFileSync(absolute, 'utf8');
    } catch {
      continue;
    }
    const rewritten = rewriteCitations(file, text);
    if (rewritten === text) continue;
    writeFileSync(absolute, rewritten);
    rewrittenFiles.push(file);
    console.log(`cited ${PRODUCT_DOC} in ${file}`);
  }
  // A longer citation can push a string past the line width or widen a Markdown table: keep the
  // rewritten files as Prettier writes them, so lint passes after every run.
  if (rewrittenFiles.length > 0) {
    const prettier = path.join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
    execFileSync(process.execPath, [prettier, '--log-level', 'warn', '--write', ...rewrittenFiles], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  const left = leftovers();
  console.log(
    `${rewrittenFiles.length} file(s) rewritten; ${left.length} citation(s) left to rewrite by hand`,
  );
  for (const line of left) console.log(`  ${line}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
