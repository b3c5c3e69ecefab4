import { mkdirSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { NEWEST_NEWS } from './seed';
import { signInContext } from './support/session';

// Pictures of each screen in both languages, both colour schemes, phone and desktop widths, for a
// person to look at (`/tmp/shots/`, or SHOTS_DIR): `npm run screenshots` takes all eight of every
// screen. `npm test` takes one of each screen, rotating through the eight so every language, scheme
// and width is still rendered somewhere: the whole set is a picture book, not eight times the test.
// Each asserts that the page rendered in its scheme and that a phone needs no sideways scrolling.
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots';
const ALL_VARIANTS = process.env.SHOTS === 'all';
const SCREENS: { name: string; path: (lang: string) => string; signedIn?: boolean; login?: string }[] = [
  { name: 'home', path: (lang) => `/${lang}` },
  { name: 'news', path: (lang) => `/${lang}/news/${NEWEST_NEWS.slug}` },
  { name: 'servers', path: (lang) => `/${lang}/servers` },
  { name: 'stats', path: (lang) => `/${lang}/stats` },
  { name: 'rules', path: (lang) => `/${lang}/rules` },
  { name: 'rules-edit', path: (lang) => `/${lang}/rules/edit`, signedIn: true, login: 'editor' },
  { name: 'mods', path: (lang) => `/${lang}/mods` },
  { name: 'mod', path: (lang) => `/${lang}/mods/botania` },
  { name: 'server-page', path: (lang) => `/${lang}/servers/hitech`, signedIn: true, login: 'editor' },
  { name: 'news-create', path: (lang) => `/${lang}/news/create`, signedIn: true, login: 'editor' },
  {
    name: 'news-edit',
    path: (lang) => `/${lang}/news/${NEWEST_NEWS.slug}/edit`,
    signedIn: true,
    login: 'editor',
  },
  { name: 'privacy', path: (lang) => `/${lang}/privacy` },
  { name: 'public-offer', path: (lang) => `/${lang}/public-offer` },
  { name: 'start', path: (lang) => `/${lang}/start` },
  { name: 'top', path: (lang) => `/${lang}/top/playtime` },
  { name: 'login', path: (lang) => `/${lang}/login` },
  { name: 'register', path: (lang) => `/${lang}/register` },
  { name: 'reset', path: (lang) => `/${lang}/reset` },
  { name: 'restore', path: (lang) => `/${lang}/restore` },
  { name: 'launcher-login', path: (lang) => `/${lang}/launcher/login` },
  { name: 'cabinet-sessions', path: (lang) => `/${lang}/cabinet/sessions`, signedIn: true },
  { name: 'cabinet-privacy', path: (lang) => `/${lang}/cabinet/privacy`, signedIn: true },
  { name: 'cabinet-password', path: (lang) => `/${lang}/cabinet/password`, signedIn: true },
  { name: 'cabinet-email', path: (lang) => `/${lang}/cabinet/email`, signedIn: true },
  { name: 'cabinet', path: (lang) => `/${lang}/cabinet/bonus`, signedIn: true },
  { name: 'cabinet-profile', path: (lang) => `/${lang}/cabinet/profile`, signedIn: true },
  { name: 'cabinet-theme', path: (lang) => `/${lang}/cabinet/theme`, signedIn: true },
  { name: 'cabinet-cover', path: (lang) => `/${lang}/cabinet/cover/glow`, signedIn: true },
  { name: 'friends', path: (lang) => `/${lang}/steve/friends`, signedIn: true },
  { name: 'profile', path: (lang) => `/${lang}/steve/statistics` },
  { name: 'stats-server', path: (lang) => `/${lang}/stats/hitech` },
  { name: 'team', path: (lang) => `/${lang}/team` },
  { name: 'banlist', path: (lang) => `/${lang}/banlist`, signedIn: true },
  { name: 'pay', path: (lang) => `/${lang}/pay`, signedIn: true },
  { name: 'cabinet-transactions', path: (lang) => `/${lang}/cabinet/transactions`, signedIn: true },
  { name: 'staff-payments', path: (lang) => `/${lang}/staff/payments`, signedIn: true, login: 'admin' },
  { name: 'store', path: (lang) => `/${lang}/store`, signedIn: true },
  { name: 'cabinet-roles', path: (lang) => `/${lang}/cabinet/roles`, signedIn: true },
  { name: 'cabinet-refund', path: (lang) => `/${lang}/cabinet/refund`, signedIn: true },
  ...(['players', 'groups', 'servers', 'redirects', 'audit', 'store', 'deliveries'] as const).map((page) => ({
    name: `staff-${page}`,
    path: (lang: string) => `/${lang}/staff/${page}`,
    signedIn: true,
    login: 'admin',
  })),
  { name: 'launcher', path: (lang) => `/${lang}/launcher` },
  // Against the test agent (playwright.config.ts), so the clients show, not "not connected".
  {
    name: 'launcher-servers',
    path: (lang) =>
      `/${lang}/launcher/servers?host=127.0.0.1:${process.env.E2E_AGENT_PORT ?? '48710'}#agent-secret=e2e-agent-secret`,
  },
  {
    name: 'launcher-debugging',
    path: (lang) => `/${lang}/launcher/debugging`,
    signedIn: true,
    login: 'admin',
  },
  { name: 'launcher-settings', path: (lang) => `/${lang}/launcher/settings/folder`, signedIn: true },
  { name: 'not-found', path: (lang) => `/${lang}/no/such/page` },
  { name: 'error', path: (lang) => `/${lang}/error?status=503&message=Maintenance` },
  { name: 'dev-icons', path: (lang) => `/${lang}/development/icons` },
  { name: 'dev-elements', path: (lang) => `/${lang}/development/elements` },
  { name: 'dev-buttons', path: (lang) => `/${lang}/development/adaptive/buttons` },
];

test.beforeAll(() => {
  mkdirSync(SHOTS_DIR, { recursive: true });
});

const VARIANTS = (['ru', 'en'] as const).flatMap((lang) =>
  (['dark', 'light'] as const).flatMap((scheme) => [360, 1280].map((width) => ({ lang, scheme, width }))),
);

SCREENS.forEach((screen, index) => {
  const rotation = index % VARIANTS.length;
  const variants = ALL_VARIANTS ? VARIANTS : VARIANTS.slice(rotation, rotation + 1);
  for (const { lang, scheme, width } of variants) {
    test(`screenshot ${screen.name} ${lang} ${scheme} ${width}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
      // Mantine keeps the chosen scheme in localStorage; ColorSchemeScript applies it before paint.
      await context.addInitScript((value) => {
        localStorage.setItem('mantine-color-scheme-value', value);
      }, scheme);
      if (screen.signedIn) await signInContext(context, test.info().project.use.baseURL, screen.login);
      const page = await context.newPage();
      await page.goto(screen.path(lang));
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      // Lazy covers below the fold would show as empty boxes in a full-page picture.
      await page.evaluate(() => {
        for (const image of document.querySelectorAll('img')) image.loading = 'eager';
      });
      await page.waitForLoadState('networkidle');
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, 'the page scrolls sideways').toBeLessThanOrEqual(width);
      await page.screenshot({
        path: `${SHOTS_DIR}/${screen.name}-${lang}-${scheme}-${width}.png`,
        fullPage: true,
      });
      await context.close();
    });
  }
});
