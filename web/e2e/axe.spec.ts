import { test } from '@playwright/test';

import { NEWEST_NEWS } from './seed';
import { alternatingLanguage, expectNoSeriousViolation } from './support/axe';
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

/** The languages a page is checked in: the home page in both, the others alternating. */
function languagesOf(index: number): readonly ('ru' | 'en')[] {
  return index === 0 ? ['ru', 'en'] : [alternatingLanguage(index)];
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
