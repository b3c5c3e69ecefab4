// Lighthouse (the `lighthouse` npm package, 12.x: it runs on Node 20 and 24) on Debian's Chromium with
// its default settings, which are the mobile ones: a mid-range phone's screen, 4× CPU slowdown and a slow
// 4G network, simulated. Performance and accessibility per page, plus the metrics behind the
// performance score and the accessibility audits that failed (docs/performance.md).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * @typedef {{
 *   path: string;
 *   performance: number;
 *   accessibility: number;
 *   metrics: Record<string, string>;
 *   failedAccessibility: string[];
 *   benchmarkIndex: number;
 * }} LighthouseResult
 */

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/**
 * One Lighthouse run, repeated once when Lighthouse itself failed to record the page's trace (it
 * reports `NO_NAVSTART` now and then on a busy machine; its own message says to run it again).
 * @param {string} url
 * @param {number} port
 */
async function auditOnce(url, port) {
  for (let attempt = 1; ; attempt++) {
    const run = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = run?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!lhr.runtimeError) return lhr;
    if (attempt === 2) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
}

/**
 * @param {string} baseUrl
 * @param {string[]} paths
 * @returns {Promise<LighthouseResult[]>}
 */
export async function lighthouseScores(baseUrl, paths) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // --no-sandbox: containers (and CI) run Chromium as root.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    /** @type {LighthouseResult[]} */
    const results = [];
    for (const path of paths) {
      const lhr = await auditOnce(`${baseUrl}${path}`, chrome.port);
      const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      /** @type {Record<string, string>} */
      const metrics = {};
      for (const id of METRICS) metrics[id] = lhr.audits[id]?.displayValue ?? '?';
      const failedAccessibility = (lhr.categories.accessibility?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.scoreDisplayMode === 'binary' && audit.score === 0)
        .map(
          (audit) =>
            `${audit?.id ?? '?'} (${String(audit?.details && 'items' in audit.details ? audit.details.items.length : 0)})`,
        );
      results.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        metrics,
        failedAccessibility,
        // Lighthouse's own measure of this machine's CPU at that moment (higher is faster): its simulated
        // phone scales the CPU time it observed, so a busy machine scores lower.
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
