import { expect, test } from '@playwright/test';

import { sessionCookie, signInContext } from './support/session';

// Every screen of docs/product.md#navigation answers with its layout and translated heading (h1), in both languages.
// Protected screens are opened with a real session, launcher ones as well.
let SIGNED_IN = '';
test.beforeAll(async () => {
  SIGNED_IN = await sessionCookie('steve');
});

const SCREENS: { path: string; en: string; ru: string; signedIn?: boolean }[] = [
  { path: '/team', en: 'Team', ru: 'Команда' },
  { path: '/rules', en: 'Rules', ru: 'Правила' },
  { path: '/start', en: 'Start playing', ru: 'Начать играть' },
  { path: '/stats', en: 'Statistics', ru: 'Статистика' },
  { path: '/stats/hitech', en: 'HiTech statistics', ru: 'Статистика HiTech' },
  { path: '/store', en: 'Store', ru: 'Магазин' },
  { path: '/privacy', en: 'Privacy policy', ru: 'Политика конфиденциальности' },
  { path: '/public-offer', en: 'Public offer', ru: 'Публичная оферта' },
  { path: '/player-search', en: 'Player search', ru: 'Поиск игроков' },
  { path: '/servers', en: 'Servers', ru: 'Серверы' },
  { path: '/top/coins', en: 'Top players', ru: 'Топ игроков' },
  { path: '/top/likes/hitech', en: 'Top players', ru: 'Топ игроков' },
  { path: '/login', en: 'Sign in', ru: 'Вход' },
  { path: '/register', en: 'Registration', ru: 'Регистрация' },
  { path: '/reset', en: 'Password reset', ru: 'Восстановление пароля' },
  { path: '/restore', en: 'Account restore', ru: 'Восстановление аккаунта' },
  { path: '/oauth/steam/register', en: 'Finish registration', ru: 'Завершение регистрации' },
  { path: '/steve/statistics', en: 'steve', ru: 'steve' },
  { path: '/steve/friends/requests', en: 'steve', ru: 'steve' },
  { path: '/pay', en: 'Top up balance', ru: 'Пополнение баланса', signedIn: true },
  { path: '/banlist', en: 'Ban list', ru: 'Список банов', signedIn: true },
  { path: '/cabinet/bonus', en: 'Cabinet', ru: 'Личный кабинет', signedIn: true },
  { path: '/cabinet/cover/art', en: 'Cabinet', ru: 'Личный кабинет', signedIn: true },
  { path: '/launcher', en: 'Launcher', ru: 'Лаунчер' },
  { path: '/launcher/servers', en: 'Servers', ru: 'Серверы' },
  { path: '/launcher/login', en: 'Sign in', ru: 'Вход' },
  { path: '/launcher/reset/request', en: 'Letter sent', ru: 'Письмо отправлено' },
  { path: '/launcher/settings/ram', en: 'Settings', ru: 'Настройки', signedIn: true },
];

for (const screen of SCREENS) {
  for (const lang of ['en', 'ru'] as const) {
    test(`/${lang}${screen.path} shows "${screen[lang]}"`, async ({ request }) => {
      const response = await request.get(`/${lang}${screen.path}`, {
        maxRedirects: 0,
        headers: screen.signedIn ? { cookie: SIGNED_IN } : {},
      });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${screen[lang]}</h1>`));
    });
  }
}

test('unknown top types, servers and OAuth providers are 404', async ({ request }) => {
  for (const path of [
    '/en/top/kills',
    '/en/stats/no-such-server',
    '/en/oauth/facebook/register',
    '/oauth/github',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('the OAuth callbacks live without a language prefix', async ({ request }) => {
  for (const provider of ['vkid', 'steam', 'google', 'yandex']) {
    expect((await request.get(`/oauth/${provider}`)).status()).toBe(200);
  }
});

test('cabinet navigation links navigate on the client', async ({ page, context }) => {
  await signInContext(context, test.info().project.use.baseURL);
  await page.goto('/en/cabinet');
  await expect(page).toHaveURL('/en/cabinet/bonus');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.getByRole('link', { name: 'Sessions', exact: true }).click();
  await expect(page).toHaveURL('/en/cabinet/sessions');
  await expect(page.getByRole('heading', { level: 2, name: 'Sessions' })).toBeVisible();
});

test('the region switch stores the choice for a year', async ({ page, context }) => {
  await page.goto('/en/rules');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const region = page.getByTestId('region-switch');
  await expect(region.locator('input[value="global"]')).toBeChecked();
  await region.getByText('Russia').click();
  const cookie = (await context.cookies()).find(({ name }) => name === 'region');
  expect(cookie?.value).toBe('russia');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  await page.reload();
  await expect(page.getByTestId('region-switch').locator('input[value="russia"]')).toBeChecked();
});

test("a signed-in player's region follows them to another device", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await signInContext(context, baseURL, 'editor');
  await page.goto('/ru/rules');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const region = page.getByTestId('region-switch');
  await expect(region.locator('input[value="russia"]')).toBeChecked();
  const stored = page.waitForResponse((response) => response.url().includes('graphql') && response.ok());
  await region.getByText('Весь мир').click();
  await stored;
  // Another browser, signed in as the same player, with no region cookie: the account's region wins
  // over the one the language suggests.
  const elsewhere = await browser.newContext();
  await signInContext(elsewhere, baseURL, 'editor');
  const other = await elsewhere.newPage();
  await other.goto('/ru/rules');
  await expect(other.getByTestId('region-switch').locator('input[value="global"]')).toBeChecked();
  await elsewhere.close();
});

test('the header turns solid once the home page scrolls', async ({ page }) => {
  await page.goto('/en');
  const header = page.getByTestId('site-header');
  await expect(header).toHaveAttribute('data-fixed', 'true');
  await expect(header).not.toHaveAttribute('data-scrolled', /.*/);
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
});
