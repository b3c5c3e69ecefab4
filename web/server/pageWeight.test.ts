import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

// Shared with `npm run bench` (scripts/bench), typed by manifestWeight.d.mts.
import { BUDGET_PAGES, firstLoad } from '../../scripts/bench/manifestWeight.mjs';

interface Budget {
  limit: number;
  goal: number;
}
interface Budgets {
  pageWeight: {
    homeJsGzipKiB: Budget;
    otherPageJsGzipKiB: Budget;
    statsJsGzipKiB: Budget;
    cssGzipKiB: Budget;
  };
}

const root = path.resolve(import.meta.dirname, '../..');
const clientDir = path.join(root, 'web/build/client');
const budgets = JSON.parse(readFileSync(path.join(root, 'scripts/bench/budgets.json'), 'utf8')) as Budgets;

// The page-weight budget is deterministic (the build's own manifest, no browser, no timing), so it runs
// with the unit tests after `npm run build`; the timing budgets run only in `npm run bench`.
describe.skipIf(!existsSync(path.join(clientDir, '.vite/manifest.json')))(
  'first-load weight of pages',
  () => {
    for (const page of BUDGET_PAGES) {
      it(`${page.name}: JavaScript and CSS within the budget`, () => {
        const weight = firstLoad(clientDir, page);
        const jsBudget =
          page.name === 'home'
            ? budgets.pageWeight.homeJsGzipKiB.limit
            : page.name === 'stats'
              ? budgets.pageWeight.statsJsGzipKiB.limit
              : budgets.pageWeight.otherPageJsGzipKiB.limit;
        expect(weight.jsGzip / 1024).toBeLessThanOrEqual(jsBudget);
        expect(weight.cssGzip / 1024).toBeLessThanOrEqual(budgets.pageWeight.cssGzipKiB.limit);
      });
    }
  },
);
