import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { hydrated } from './support/page';
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

test('a first page links each stylesheet once and asks nothing of the route manifest after it starts', async ({
  page,
}) => {
  const manifestRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/__manifest')) manifestRequests.push(request.url());
  });
  await page.goto('/en');
  await hydrated(page);
  // The shell's lazily loaded parts (the connection-lost dialog) have arrived with their stylesheets.
  await page.waitForLoadState('networkidle');
  const hrefs = await page.$$eval('link[rel="stylesheet"]', (links) =>
    links.map((link) => new URL(link.getAttribute('href') ?? '', window.location.href).pathname),
  );
  expect(hrefs.length).toBeGreaterThan(2);
  expect(hrefs.filter((href, index) => hrefs.indexOf(href) !== index)).toEqual([]);
  expect(manifestRequests).toEqual([]);
});

/** Every dotted key of the catalogues: what a screen shows in place of a string its namespace lacks. */
function catalogueKeys(): Set<string> {
  const keys = new Set<string>();
  const walk = (value: unknown, prefix: string) => {
    if (typeof value !== 'object' || value === null) {
      if (prefix.includes('.')) keys.add(prefix);
      return;
    }
    for (const [key, child] of Object.entries(value)) walk(child, prefix ? `${prefix}.${key}` : key);
  };
  const dir = path.join(import.meta.dirname, '../app/i18n/en');
  for (const file of readdirSync(dir)) walk(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), '');
  return keys;
}

async function expectNoRawKeys(page: Page, keys: Set<string>) {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) found.push(walker.currentNode.textContent?.trim() ?? '');
    for (const element of document.body.querySelectorAll('[aria-label],[placeholder],[title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) found.push(element.getAttribute(name) ?? '');
    }
    return found;
  });
  expect(texts.filter((text) => keys.has(text.replace(/^\w+:/, '')))).toEqual([]);
}

// The browser loads only the namespaces of the page it opened (web/vite/i18nNamespaces.ts): pages reached
// on the client and parts loaded on use must bring theirs before they render.
for (const lang of ['en', 'ru'] as const) {
  test(`client navigation and lazy parts from home show translated text in ${lang}`, async ({ page }) => {
    const keys = catalogueKeys();
    const screen = (route: string) => SCREENS.find((item) => item.path === route)?.[lang] ?? '';
    const nav = page.getByRole('navigation', {
      name: lang === 'en' ? 'Main navigation' : 'Основная навигация',
    });
    await page.goto(`/${lang}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expectNoRawKeys(page, keys);
    for (const [route, link] of [
      ['/stats', lang === 'en' ? 'Monitoring' : 'Мониторинг'],
      ['/rules', lang === 'en' ? 'Rules' : 'Правила'],
      ['/store', lang === 'en' ? 'Store' : 'Магазин'],
    ] as const) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(`/${lang}${route}`);
      await expect(page.getByRole('heading', { level: 1, name: screen(route) })).toBeVisible();
      await expectNoRawKeys(page, keys);
    }
    await page
      .getByRole('link', { name: lang === 'en' ? 'Sign in' : 'Войти', exact: true })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: screen('/login') })).toBeVisible();
    await expectNoRawKeys(page, keys);
    // Back on a page of the site's header, the narrow header's burger loads the drawer on the first click.
    await page.goBack();
    await expect(page).toHaveURL(`/${lang}/store`);
    await page.setViewportSize({ width: 420, height: 800 });
    await page.getByRole('button', { name: lang === 'en' ? 'Open the menu' : 'Открыть меню' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: screen('/team') })).toBeVisible();
    await expectNoRawKeys(page, keys);
  });
}
