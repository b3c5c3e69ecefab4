import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { NEWEST_NEWS } from './seed';
import { signInContext } from './support/session';

// Every public page with no serious or critical accessibility violation. The two languages render the
// same components (web/app/i18n/catalogues.test.ts proves they have the same keys), so each page is
// checked in one of them, alternating, and the home page in both: every language stays under axe at
// half the cost (axe's analysis is the largest single cost of the browser tests).
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

/** The languages a page is checked in: the home page in both, the others alternating. */
function languagesOf(index: number): readonly ('ru' | 'en')[] {
  if (index === 0) return ['ru', 'en'];
  return [index % 2 === 0 ? 'ru' : 'en'];
}

PUBLIC_PAGES.forEach((path, index) => {
  for (const lang of languagesOf(index)) {
    test(`axe: /${lang}${path}`, async ({ page }) => {
      await page.goto(`/${lang}${path}`);
      await expectNoSeriousViolation(page);
    });
  }
});

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

SIGNED_IN_PAGES.forEach((path, index) => {
  for (const lang of languagesOf(index)) {
    test(`axe, signed in: /${lang}${path}`, async ({ page, baseURL }) => {
      await signInContext(page.context(), baseURL);
      await page.goto(`/${lang}${path}`);
      await expectNoSeriousViolation(page);
    });
  }
});
