import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { NEWEST_NEWS } from './seed';

// Every public page in both languages, with no serious or critical accessibility violation.
const PUBLIC_PAGES = [
  '',
  '/rules',
  '/team',
  '/start',
  '/stats',
  '/stats/hitech',
  '/store',
  '/privacy',
  '/public-offer',
  '/player-search',
  '/servers',
  '/top/playtime',
  '/login',
  '/register',
  '/reset',
  `/news/${NEWEST_NEWS.slug}`,
  '/servers/hitech',
  '/no-such-page',
];

for (const lang of ['ru', 'en'] as const) {
  for (const path of PUBLIC_PAGES) {
    test(`axe: /${lang}${path}`, async ({ page }) => {
      await page.goto(`/${lang}${path}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = results.violations.filter(
        ({ impact }) => impact === 'serious' || impact === 'critical',
      );
      expect(
        serious.map(
          ({ id, help, nodes }) =>
            `${id}: ${help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`,
        ),
      ).toEqual([]);
    });
  }
}
