import { expect, test } from '@playwright/test';

import { hydrated } from './support/page';
import { NEWEST_NEWS } from './seed';

// Issue 30, item 8: there was no news archive (`/ru/news` went to a player profile named "news" and
// ended in 404), so the articles beyond the home page's six were unreachable, and several documents
// were in no menu.

/** The oldest seeded article (api/src/db/seed/demoWipes.ts): never on the home page. */
const OLDEST_NEWS = { slug: 'wipe-winter-2023', ru: 'Зимний вайп 2023', en: 'Winter wipe 2023' } as const;

test('a player opens the news from the header and reaches the oldest article through the pages', async ({
  page,
}) => {
  await page.goto('/en');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL('/en/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  const archive = page.getByTestId('news-archive');
  // On the first page, though not necessarily first: other tests run meanwhile and publish news.
  await expect(archive).toContainText(NEWEST_NEWS.en);

  await archive.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL('/en/news?page=2');
  await archive.getByTestId('news-card').filter({ hasText: OLDEST_NEWS.en }).click();
  await expect(page).toHaveURL(`/en/news/${OLDEST_NEWS.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: OLDEST_NEWS.en })).toBeVisible();
});

test('/ru/news — архив новостей, а не профиль игрока', async ({ page }) => {
  const response = await page.goto('/ru/news?page=2');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL('/ru/news?page=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
  await expect(page.getByTestId('news-archive')).toContainText(OLDEST_NEWS.ru);
});

for (const lang of ['en', 'ru'] as const) {
  test(`every document is linked from the footer (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}`);
    await hydrated(page);
    const footer = page.getByRole('navigation', { name: lang === 'en' ? 'Site sections' : 'Разделы сайта' });
    const links: Record<string, string> = {
      en: {
        News: '/en/news',
        Mods: '/en/mods',
        'Player search': '/en/player-search',
        'Ban list': '/en/banlist',
        'Privacy policy': '/en/privacy',
        'Public offer': '/en/public-offer',
        Download: '/en/download',
      },
      ru: {
        Новости: '/ru/news',
        Моды: '/ru/mods',
        'Поиск игроков': '/ru/player-search',
        'Список банов': '/ru/banlist',
        'Политика конфиденциальности': '/ru/privacy',
        'Публичная оферта': '/ru/public-offer',
        Скачать: '/ru/download',
      },
    }[lang];
    for (const [name, path] of Object.entries(links))
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    await footer.getByRole('link', { name: lang === 'en' ? 'Public offer' : 'Публичная оферта' }).click();
    await expect(page).toHaveURL(`/${lang}/public-offer`);
  });
}
