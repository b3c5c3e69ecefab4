import { expect, test } from '@playwright/test';

import { HomePage } from './pages/HomePage';
import { NewsDocumentPage } from './pages/NewsDocumentPage';
import { NEWEST_NEWS } from './seed';

test('the language switch opens the same page in the other language and remembers it', async ({
  page,
  context,
}) => {
  const news = new NewsDocumentPage(page);
  await news.goto('ru', NEWEST_NEWS.slug);
  await expect(news.title).toHaveText(NEWEST_NEWS.ru);

  const home = new HomePage(page);
  await home.waitForHydration();
  await home.languageSwitch.click();

  await expect(page).toHaveURL(`/en/news/${NEWEST_NEWS.slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(news.title).toHaveText(NEWEST_NEWS.en);

  const cookie = (await context.cookies()).find(({ name }) => name === 'lang');
  expect(cookie?.value).toBe('en');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  const daysLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(daysLeft).toBeGreaterThan(364);

  // `/` now opens in English.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(home.languageSwitch).toHaveText('RU');
});
