import { expect, test } from '@playwright/test';

import { HomePage } from './pages/HomePage';
import { NEWEST_NEWS, SEEDED_SERVERS } from './seed';

for (const lang of ['ru', 'en'] as const) {
  test(`home in ${lang} shows the four servers and the newest news`, async ({ page }) => {
    const home = new HomePage(page);
    const response = await home.goto(`/${lang}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Lodestone');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    for (const name of SEEDED_SERVERS) {
      await expect(home.serverCard(name)).toBeVisible();
      await expect(home.serverCard(name).getByTestId('players-count')).toHaveText(
        /^\d[\d\s,]* \/ \d[\d\s,]*$/,
      );
    }
    // Other browser tests publish news while this one runs, so the seeded item need not be first.
    const newest = home.newsCards.filter({ hasText: NEWEST_NEWS[lang] });
    await expect(newest).toHaveAttribute('href', `/${lang}/news/${NEWEST_NEWS.slug}`);
    await expect(home.socialLinks).toContainText('Telegram');
  });

  test(`the first HTML of /${lang} already holds the data`, async ({ request }) => {
    const response = await request.get(`/${lang}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const name of SEEDED_SERVERS) expect(html).toContain(name);
    expect(html).toContain(NEWEST_NEWS[lang]);
    expect(html).toContain(`<html lang="${lang}"`);
    // The serialised Apollo cache the browser restores instead of refetching.
    expect(html).toMatch(/<script id="__APOLLO_STATE__" type="application\/json">\{.*ROOT_QUERY/);
  });
}

test('the browser makes no /graphql request on first load', async ({ page }) => {
  const graphqlRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphqlRequests.push(request.url());
  });
  const home = new HomePage(page);
  await home.goto('/en');
  await home.waitForHydration();
  await page.waitForLoadState('networkidle');
  await expect(home.serverCards).toHaveCount(SEEDED_SERVERS.length);
  expect(graphqlRequests).toEqual([]);
});

test('/ speaks the language of the lang cookie, then of Accept-Language', async ({ browser, baseURL }) => {
  const withCookie = await browser.newContext({ extraHTTPHeaders: { 'accept-language': 'ru-RU,ru' } });
  await withCookie.addCookies([{ name: 'lang', value: 'en', url: baseURL ?? '' }]);
  const cookiePage = await withCookie.newPage();
  await cookiePage.goto('/');
  await expect(cookiePage.locator('html')).toHaveAttribute('lang', 'en');
  await expect(new HomePage(cookiePage).newsCards).toContainText([NEWEST_NEWS.en]);
  await withCookie.close();

  const withHeader = await browser.newContext({ extraHTTPHeaders: { 'accept-language': 'en-GB,en;q=0.9' } });
  const headerPage = await withHeader.newPage();
  await headerPage.goto('/');
  await expect(headerPage.locator('html')).toHaveAttribute('lang', 'en');
  await withHeader.close();
});
