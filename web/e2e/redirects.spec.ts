import { expect, test, type APIRequestContext } from '@playwright/test';

import { HomePage } from './pages/HomePage';
import { SEEDED_REDIRECT_RULE, SEEDED_REFERRAL_ALIAS } from './seed';
import { sessionCookie } from './support/session';

// docs/product.md#navigation's redirect table, asked the way crawlers and curl ask: no redirect following, real statuses.
interface RedirectCase {
  from: string;
  to: string;
  status: number;
  headers?: Record<string, string>;
  /** Asked with a real session (signed-in players are sent elsewhere). */
  signedIn?: boolean;
}

const LEGACY: RedirectCase[] = [
  { from: '/settings/auth2factor', to: '/ru/cabinet/2fa', status: 301 },
  { from: '/settings', to: '/ru/cabinet', status: 301 },
  { from: '/cabinet/history', to: '/ru/cabinet/transactions', status: 301 },
  { from: '/cabinet/pay', to: '/ru/pay', status: 301 },
  { from: '/cabinet/group', to: '/ru/store', status: 301 },
  { from: '/cabinet/usage', to: '/ru/cabinet', status: 301 },
  { from: '/votes', to: '/ru/cabinet/bonus', status: 301 },
  { from: '/donate', to: '/ru/store', status: 301 },
  { from: '/bonus', to: '/ru/cabinet/bonus', status: 301 },
  { from: '/bans', to: '/ru/banlist', status: 301 },
  { from: '/transfer', to: '/ru?open-modal=transfer-coins', status: 301 },
  { from: '/about', to: '/ru', status: 301 },
  { from: '/user', to: '/ru', status: 301 },
  { from: '/launcher', to: '/ru/start', status: 301 },
  { from: '/online', to: '/ru/stats', status: 301 },
  { from: '/kits', to: '/ru/store', status: 301 },
  { from: '/post/28', to: '/ru/news/wipe-winter-2023', status: 301 },
  { from: '/post/29', to: '/ru/news/wipe-summer-2023', status: 301 },
  { from: '/post/30', to: '/ru/news/wipe-autumn-2023', status: 301 },
  { from: '/post/31', to: '/ru/news/wipe-winter-2024', status: 301 },
  { from: '/post/32', to: '/ru/news/wipe-spring-2024', status: 301 },
  { from: '/post/33', to: '/ru/news/wipe-autumn-2024', status: 301 },
  { from: '/post/34', to: '/ru/news/wipe-winter-2025', status: 301 },
  { from: '/post/5', to: '/ru', status: 301 },
  { from: '/server/techno_magic', to: '/ru/servers/techno-magic-rpg', status: 301 },
  { from: '/server/magic_rpg', to: '/ru/servers/magic-rpg', status: 301 },
  { from: '/ru/rules%E2%80%8B', to: '/ru/rules', status: 301 },
  // The language of a prefix-less address: cookie, then Accept-Language, then ru.
  { from: '/donate', to: '/en/store', status: 301, headers: { cookie: 'lang=en' } },
  { from: '/donate', to: '/en/store', status: 301, headers: { 'accept-language': 'en-GB,en;q=0.9' } },
  { from: '/donate', to: '/ru/store', status: 301, headers: { cookie: 'lang=ru', 'accept-language': 'en' } },
];

const DEFAULTS: RedirectCase[] = [
  { from: '/ru/cabinet', to: '/ru/cabinet/bonus', status: 302 },
  { from: '/en/cabinet/cover', to: '/en/cabinet/cover/glow', status: 302 },
  { from: '/ru/launcher/settings', to: '/ru/launcher/settings/folder', status: 302 },
  { from: '/en/top', to: '/en/top/playtime', status: 302 },
  { from: '/ru/Notch', to: '/ru/Notch/statistics', status: 302 },
  { from: '/rules', to: '/ru/rules', status: 302 },
  { from: '/pay/success', to: 'https://pay.lodestone.example/success', status: 302 },
  { from: '/ru/store?status=succeeded', to: 'https://pay.lodestone.example/success', status: 302 },
  {
    from: '/pay/success',
    to: '/ru/pay?notify=success',
    status: 302,
    signedIn: true,
  },
];

async function expectRedirect(
  request: APIRequestContext,
  { from, to, status, headers, signedIn }: RedirectCase,
) {
  const session: Record<string, string> = signedIn ? { cookie: await sessionCookie() } : {};
  const response = await request.get(from, { maxRedirects: 0, headers: { ...headers, ...session } });
  expect(response.status(), `${from} status`).toBe(status);
  expect(response.headers().location, `${from} location`).toBe(to);
}

for (const redirect of [...LEGACY, ...DEFAULTS]) {
  const label = redirect.headers
    ? ` (${Object.values(redirect.headers).join(', ')})`
    : redirect.signedIn
      ? ' (signed in)'
      : '';
  test(`${redirect.from}${label} -> ${redirect.status} ${redirect.to}`, async ({ request }) => {
    await expectRedirect(request, redirect);
  });
}

test('a redirect rule staff configured in the api is honoured', async ({ request }) => {
  await expectRedirect(request, {
    from: SEEDED_REDIRECT_RULE.from,
    to: SEEDED_REDIRECT_RULE.to,
    status: 301,
  });
});

test.describe('a Russian-speaking browser', () => {
  // No locale cookie: the language comes from Accept-Language, which follows the browser's locale.
  test.use({ locale: 'ru-RU' });

  test('/r/{code} remembers the referral for about ten years and opens the home page', async ({
    page,
    context,
    request,
  }) => {
    // The site asks for ten years (docs/product.md#navigation)...
    const answer = await request.get('/r/steve2024', { maxRedirects: 0 });
    expect(answer.headers()['set-cookie']).toContain(`referral_code=steve2024; Max-Age=${10 * 365 * 86_400}`);
    await page.goto('/r/steve2024');
    await expect(page).toHaveURL(/\/ru$/);
    const cookie = (await context.cookies()).find(({ name }) => name === 'referral_code');
    expect(cookie?.value).toBe('steve2024');
    // ...and Chromium keeps a cookie at most 400 days, whatever the site asks.
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(399);
  });
});

test('/source/{alias} goes to the referral link of a known alias and home otherwise', async ({ request }) => {
  await expectRedirect(request, {
    from: `/source/${SEEDED_REFERRAL_ALIAS.alias}`,
    to: `/r/${SEEDED_REFERRAL_ALIAS.code}`,
    status: 301,
  });
  await expectRedirect(request, { from: '/source/never-heard-of-it', to: '/ru', status: 301 });
});

test('client navigation applies the same redirects without a reload', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto('/ru');
  await home.waitForHydration();
  await page.evaluate(() => {
    (window as Window & { notReloaded?: boolean }).notReloaded = true;
  });
  await page
    .getByRole('navigation', { name: 'Основная навигация' })
    .getByRole('link', { name: 'Топ' })
    .click();
  await expect(page).toHaveURL('/ru/top/playtime');
  await expect(page.getByRole('heading', { level: 1, name: 'Топ игроков' })).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true);
});
