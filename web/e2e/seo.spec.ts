import { expect, test } from '@playwright/test';

import { NEWEST_NEWS } from './seed';

// The suite's stack runs with PUBLIC_SITE_URL = its own 127.0.0.1 address (playwright.config.ts), so
// `localhost` on the same port is "another host".
const primary = () => test.info().project.use.baseURL ?? '';

test('titles read "{page} - Lodestone", or the product name alone on the home page', async ({ page }) => {
  await page.goto('/en');
  await expect(page).toHaveTitle('Lodestone');
  await page.goto('/en/rules');
  await expect(page).toHaveTitle('Rules - Lodestone');
  await page.goto('/ru/rules');
  await expect(page).toHaveTitle('Правила - Lodestone');
  await page.goto(`/en/news/${NEWEST_NEWS.slug}`);
  await expect(page).toHaveTitle(`${NEWEST_NEWS.en} - Lodestone`);
});

test('public pages carry canonical, ru/en alternates, Open Graph and Twitter tags', async ({ page }) => {
  await page.goto('/ru/rules?utm_source=vk');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${primary()}/ru/rules`);
  await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute(
    'href',
    `${primary()}/ru/rules`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    `${primary()}/en/rules`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Правила - Lodestone');
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${primary()}/ru/rules`);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');

  await page.goto(`/en/news/${NEWEST_NEWS.slug}`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
});

test('on another host the alternates are dropped and the canonical names the primary host', async ({
  page,
}) => {
  const other = primary().replace('127.0.0.1', 'localhost');
  await page.goto(`${other}/en/rules`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${primary()}/en/rules`);
  await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
});

test('private pages are not for search engines', async ({ page }) => {
  await page.goto('/en/login');
  await expect(page).toHaveTitle('Sign in - Lodestone');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test('the sitemap lists public pages and every document in both languages', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  for (const path of ['/ru', '/en', '/ru/rules', '/en/servers', '/en/stats', '/ru/public-offer']) {
    expect(xml).toContain(`<loc>${primary()}${path}</loc>`);
  }
  for (const path of [`/news/${NEWEST_NEWS.slug}`, '/news/wipe-winter-2023', '/servers/hitech']) {
    expect(xml).toContain(`<loc>${primary()}/ru${path}</loc>`);
    expect(xml).toContain(`<loc>${primary()}/en${path}</loc>`);
  }
  expect(xml).not.toMatch(/\/(ru|en)\/cabinet[/<]/);
  expect(xml).not.toMatch(/\/(ru|en)\/launcher[/<]/);
});

test('robots.txt points at the sitemap and keeps crawlers out of private pages', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain(`Sitemap: ${primary()}/sitemap.xml`);
  expect(text).toContain('Disallow: /ru/cabinet');
  expect(text).toContain('Disallow: /en/launcher');
});
