// Reading the test runners' JSON reports for `npm test`'s summary (scripts/test.mjs).

/**
 * @typedef {{ title: string; file?: string; line?: number; tests?: { status?: string; results?: { retry?: number; status?: string }[] }[] }} PlaywrightSpec
 * @typedef {{ title: string; file?: string; specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] }} PlaywrightSuite
 */

/**
 * Every test of a Playwright JSON report that failed first and passed on a retry ("flaky"), as
 * `file:line › describe › title`. CI retries once, so without this list a flaky test passes unseen.
 * @param {PlaywrightSuite[]} suites
 * @param {string[]} [titles] the enclosing describe blocks
 * @returns {string[]}
 */
export function flakyPlaywrightTests(suites, titles = []) {
  return suites.flatMap((suite) => {
    // The top suite of each file is titled by the file itself; describe blocks add their titles.
    const inner = suite.title === suite.file || !suite.title ? titles : [...titles, suite.title];
    const own = (suite.specs ?? [])
      .filter((spec) => (spec.tests ?? []).some((test) => test.status === 'flaky'))
      .map((spec) =>
        [`${spec.file ?? suite.file ?? '?'}:${spec.line ?? 0}`, ...inner, spec.title].join(' › '),
      );
    return [...own, ...flakyPlaywrightTests(suite.suites ?? [], inner)];
  });
}
