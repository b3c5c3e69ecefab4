// First-load weight of pages as a new visitor's browser sees them: every script and stylesheet the page
// loads (gzip, measured here on the bytes received so the figure does not depend on the server's
// compression), and the number of requests until the network is idle. Chromium is Debian's.
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

/**
 * @param {string} baseUrl
 * @param {string[]} paths
 * @returns {Promise<{ path: string; jsGzip: number; cssGzip: number; jsFiles: number; requests: number }[]>}
 */
export async function measurePages(baseUrl, paths) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const results = [];
    for (const path of paths) {
      // A fresh context per page: an empty cache, as a first visit.
      const context = await browser.newContext();
      const page = await context.newPage();
      let requests = 0;
      let jsGzip = 0;
      let cssGzip = 0;
      let jsFiles = 0;
      /** @type {Promise<void>[]} */
      const pending = [];
      page.on('request', () => {
        requests += 1;
      });
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          response
            .body()
            .then((body) => {
              const size = gzipSync(body).length;
              if (type === 'script') {
                jsGzip += size;
                jsFiles += 1;
              } else cssGzip += size;
            })
            .catch(() => undefined),
        );
      });
      const answer = await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
      if (!answer?.ok()) throw new Error(`${path}: HTTP ${answer?.status()}`);
      await Promise.all(pending);
      results.push({ path, jsGzip, cssGzip, jsFiles, requests });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
