import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { NEWEST_NEWS } from './seed';
import { signInContext } from './support/session';

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

/** No serious or critical violation of WCAG 2.1 A/AA on the page as it is now. */
async function expectNoSeriousViolation(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
  expect(
    serious.map(
      ({ id, help, nodes }) => `${id}: ${help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

for (const lang of ['ru', 'en'] as const) {
  for (const path of PUBLIC_PAGES) {
    test(`axe: /${lang}${path}`, async ({ page }) => {
      await page.goto(`/${lang}${path}`);
      await expectNoSeriousViolation(page);
    });
  }
}

// Where players spend their time once signed in (issue 30): the cabinet's tabs, the store, the top-up
// page, the friends pages and the welcome page, as the demo player sees them.
const SIGNED_IN_PAGES = [
  ...[
    'roles',
    'abilities',
    'refund',
    'bonus',
    'invite',
    'profile',
    'theme',
    'cover/art',
    'privacy',
    '2fa',
    'authorization',
    'password',
    'email',
    'sessions',
    'transactions',
  ].map((tab) => `/cabinet/${tab}`),
  '/store',
  '/pay',
  '/welcome',
  '/steve/friends',
  '/steve/friends/requests',
];

for (const lang of ['ru', 'en'] as const) {
  for (const path of SIGNED_IN_PAGES) {
    test(`axe, signed in: /${lang}${path}`, async ({ page, baseURL }) => {
      await signInContext(page.context(), baseURL);
      await page.goto(`/${lang}${path}`);
      await expectNoSeriousViolation(page);
    });
  }
}
