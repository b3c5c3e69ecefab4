// Reading the test runners' JSON reports for `npm test`'s summary (scripts/test.mjs).

/**
 * @typedef {{ title: string; file?: string; line?: number; tests?: { status?: string; results?: { retry?: number; status?: string }[] }[] }} PlaywrightSpec
 * @typedef {{ title: string; file?: string; specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] }} PlaywrightSuite
 * @typedef {{ fullName?: string; title?: string; status?: string; failureMessages?: string[] }} VitestAssertion
 * @typedef {{ name?: string; status?: string; message?: string; assertionResults?: VitestAssertion[] }} VitestFile
 */

/**
 * Every test of a Playwright JSON report with the given status, as `file:line › describe › title`.
 * "flaky" means failed first and passed on a retry: CI retries once, so without this list a flaky test
 * passes unseen. "unexpected" means failed on every attempt.
 * @param {PlaywrightSuite[]} suites
 * @param {'flaky' | 'unexpected'} status
 * @param {string[]} [titles] the enclosing describe blocks
 * @returns {string[]}
 */
export function playwrightTestsWithStatus(suites, status, titles = []) {
  return suites.flatMap((suite) => {
    // The top suite of each file is titled by the file itself; describe blocks add their titles.
    const inner = suite.title === suite.file || !suite.title ? titles : [...titles, suite.title];
    const own = (suite.specs ?? [])
      .filter((spec) => (spec.tests ?? []).some((test) => test.status === status))
      .map((spec) =>
        [`${spec.file ?? suite.file ?? '?'}:${spec.line ?? 0}`, ...inner, spec.title].join(' › '),
      );
    return [...own, ...playwrightTestsWithStatus(suite.suites ?? [], status, inner)];
  });
}

/** @param {PlaywrightSuite[]} suites */
export function flakyPlaywrightTests(suites) {
  return playwrightTestsWithStatus(suites, 'flaky');
}

/**
 * The failed tests of a vitest JSON report, each with the first line of its error, so the summary at
 * the end of a CI log (often all that is kept of it) says what failed. A file that failed before any
 * test ran (an import error, a hook that threw) is named by itself.
 * @param {VitestFile[]} files
 * @param {string} root stripped from file paths
 * @returns {string[]}
 */
export function failedVitestTests(files, root) {
  return files.flatMap((file) => {
    const name = relative(file.name, root);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length === 0) {
      return file.status === 'failed' ? [`${name}: ${firstLine(file.message)}`] : [];
    }
    return failed.map((test) => testLine(name, test));
  });
}

/**
 * The tests of a vitest JSON report that failed first and passed on a retry: vitest keeps the failed
 * attempt's error on a test that passed in the end.
 * @param {VitestFile[]} files
 * @param {string} root stripped from file paths
 * @returns {string[]}
 */
export function flakyVitestTests(files, root) {
  return files.flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'passed' && (test.failureMessages ?? []).length > 0)
      .map((test) => testLine(relative(file.name, root), test)),
  );
}

/**
 * `file › test: first line of its first error`.
 * @param {string} file
 * @param {VitestAssertion} test
 */
function testLine(file, test) {
  return `${file} › ${test.fullName ?? test.title ?? '?'}: ${firstLine(test.failureMessages?.[0])}`;
}

/**
 * @param {string | undefined} name
 * @param {string} root
 */
function relative(name, root) {
  return (name ?? '?').startsWith(`${root}/`) ? (name ?? '').slice(root.length + 1) : (name ?? '?');
}

/** @param {string | undefined} text */
function firstLine(text) {
  const line = (text ?? '').split('\n').find((candidate) => candidate.trim() !== '') ?? '';
  return line.length > 300 ? `${line.slice(0, 300)}…` : line.trim();
}
