import { expect, test } from '@playwright/test';

import { HomePage } from './pages/HomePage';
import { NewsDocumentPage } from './pages/NewsDocumentPage';
import { NEWEST_NEWS } from './seed';

test('clicking a news item navigates on the client and shows the article', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto('/en');
  await home.waitForHydration();
  // Survives a client navigation, not a full page load.
  await page.evaluate(() => {
    (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
  });

  await home.newsCard(NEWEST_NEWS.en).click();

  const news = new NewsDocumentPage(page);
  await expect(page).toHaveURL(`/en/news/${NEWEST_NEWS.slug}`);
  await expect(news.title).toHaveText(NEWEST_NEWS.en);
  await expect(news.content).not.toBeEmpty();
  await expect(page).toHaveTitle(`${NEWEST_NEWS.en} - Lodestone`);
  expect(
    await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
  ).toBe(true);
});

test('a news article renders on the server with its meta tags', async ({ request }) => {
  const response = await request.get(`/ru/news/${NEWEST_NEWS.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${NEWEST_NEWS.ru} - Lodestone</title>`);
  expect(html).toContain(`property="og:title" content="${NEWEST_NEWS.ru} - Lodestone"`);
  expect(html).toContain('name="description"');
  expect(html).toContain('data-testid="news-article"');
});

test('a missing news item answers 404 with the translated page', async ({ page }) => {
  const news = new NewsDocumentPage(page);
  const response = await news.goto('ru', 'does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(news.errorScreen).toBeVisible();
  await expect(news.errorScreen).toContainText('Страница не найдена');
  await expect(news.errorScreen).toContainText('404');
  await expect(page).toHaveTitle('Страница не найдена - Lodestone');
  // The site's frame stays around the error.
  await expect(page.getByTestId('language-switch')).toBeVisible();
});

test('an unknown page answers 404 in English too', async ({ page }) => {
  const response = await page.goto('/en/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-screen')).toContainText('Page Not Found');
});
