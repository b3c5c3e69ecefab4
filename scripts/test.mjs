// `npm test`: every check the project has, in the order that fails fastest, with one summary at the end.
// Exits non-zero when any step fails. `.ci/run` calls exactly this.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ensureChromium } from './chromium.mjs';
import {
  failedVitestTests,
  flakyPlaywrightTests,
  flakyVitestTests,
  playwrightTestsWithStatus,
} from './testReports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** @type {{ name: string; ok: boolean; seconds: number }[]} */
const steps = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
/** Tests that failed, then passed on a retry: they pass the run but are named in the summary. */
/** @type {string[]} */
const flaky = [];
/** Tests that failed for good, named again in the summary: the end of a CI log is often all that is kept. */
/** @type {string[]} */
const failedTests = [];

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
function step(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

/**
 * Runs independent steps side by side (lint and typecheck are single-threaded; the machine has two
 * cores) and prints each one's output whole when it ends, so the logs do not interleave.
 * @param {{ name: string; command: string; args: string[] }[]} parallel
 */
async function stepsTogether(parallel) {
  const results = await Promise.all(
    parallel.map(
      ({ name, command, args }) =>
        /** @type {Promise<{ name: string; ok: boolean; seconds: number; output: string }>} */ (
          new Promise((resolve) => {
            const started = Date.now();
            const child = spawn(command, args, { cwd: root, env: process.env });
            let output = '';
            child.stdout.on('data', (chunk) => (output += String(chunk)));
            child.stderr.on('data', (chunk) => (output += String(chunk)));
            child.on('close', (code) => {
              resolve({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000), output });
            });
          })
        ),
    ),
  );
  for (const { name, ok, seconds, output } of results) {
    console.log(`\n=== ${name} (ran beside the others)`);
    process.stdout.write(output);
    steps.push({ name, ok, seconds });
  }
}

/** @param {string} file */
function readJson(file) {
  return existsSync(file) ? /** @type {unknown} */ (JSON.parse(readFileSync(file, 'utf8'))) : undefined;
}

/** Adds vitest's JSON report (jest-compatible shape) to the totals. */
function countVitest() {
  const report =
    /** @type {{ numPassedTests?: number; numFailedTests?: number; numPendingTests?: number; numTodoTests?: number; testResults?: import('./testReports.mjs').VitestFile[] } | undefined} */ (
      readJson(path.join(reports, 'vitest.json'))
    );
  if (!report) return;
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  failedTests.push(...failedVitestTests(report.testResults ?? [], root).map((name) => `unit: ${name}`));
  flaky.push(...flakyVitestTests(report.testResults ?? [], root).map((name) => `unit: ${name}`));
}

/** Adds Playwright's JSON report to the totals and names the tests that needed a retry. */
function countPlaywright() {
  const report =
    /** @type {{ stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number }; suites?: import('./testReports.mjs').PlaywrightSuite[] } | undefined} */ (
      readJson(path.join(reports, 'playwright.json'))
    );
  if (!report?.stats) return;
  counts.passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
  counts.failed += report.stats.unexpected ?? 0;
  counts.skipped += report.stats.skipped ?? 0;
  flaky.push(...flakyPlaywrightTests(report.suites ?? []).map((name) => `browser: ${name}`));
  failedTests.push(
    ...playwrightTestsWithStatus(report.suites ?? [], 'unexpected').map((name) => `browser: ${name}`),
  );
}

const chromium = ensureChromium();
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// Test runners start on this very Node (the pinned one from node_modules/.bin), not whichever `node`
// comes first on PATH.
const vitestCli = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const playwrightCli = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');

// The build comes first: typecheck, lint and the browser tests need the generated types and the site.
if (step('build (openapi, gateway, codegen, site)', npm, ['run', 'build'])) {
  // The build has generated everything lint and typecheck read, so their npm pre-scripts (which
  // generate it again) are skipped (`--ignore-scripts` skips only pre- and post-scripts).
  // `npm run lint` in three parts (the site's typed lint alone takes as long as the rest together), so
  // the four fill both cores to the end instead of leaving one idle while lint finishes.
  const eslintCli = path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');
  const prettierCli = path.join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
  await stepsTogether([
    {
      name: 'lint: eslint, the site',
      command: process.execPath,
      args: [eslintCli, 'web', '--max-warnings', '0'],
    },
    {
      name: 'lint: eslint, everything else',
      command: process.execPath,
      args: [eslintCli, '.', '--ignore-pattern', 'web/**', '--max-warnings', '0'],
    },
    { name: 'lint: prettier', command: process.execPath, args: [prettierCli, '--check', '.'] },
    { name: 'typecheck', command: npm, args: ['run', 'typecheck', '--ignore-scripts'] },
  ]);
  step(
    'unit and integration tests (vitest: api on PostgreSQL 15 and PGlite, gateway, web, launcher)',
    process.execPath,
    [
      vitestCli,
      'run',
      // Once more after a failure, as the browser tests do: a test that needed it is named in the
      // summary as flaky, so it is seen and fixed rather than failing an unrelated change's CI.
      '--retry=1',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, 'vitest.json')}`,
    ],
  );
  countVitest();
  if (chromium) {
    step(
      'browser tests (Playwright + Debian chromium)',
      process.execPath,
      [playwrightCli, 'test', '-c', 'web/playwright.config.ts'],
      {
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json'),
      },
    );
    countPlaywright();
  } else {
    steps.push({ name: 'browser tests (no chromium, see above)', ok: false, seconds: 0 });
  }
}

console.log('\n=== summary');
for (const { name, ok, seconds } of steps) console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name} (${seconds} s)`);
const failedSteps = steps.filter((s) => !s.ok).length;
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
if (failedTests.length > 0) {
  console.log(`\n${failedTests.length} failed:`);
  for (const name of failedTests) console.log(`  ${name}`);
}
if (flaky.length > 0) {
  console.log(`\n${flaky.length} passed only on a retry (flaky, fix them):`);
  for (const name of flaky) console.log(`  ${name}`);
}
console.log(`${counts.passed} passed, ${counts.failed + failedSteps} failed`);
process.exit(failedSteps === 0 && counts.failed === 0 ? 0 : 1);
