import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { hydrated } from './support/page';
import { newPlayer } from './support/players';
import { E2E_API_URL, signInContext } from './support/session';

// Against the real agent started by playwright.config.ts (fixed secret, own data folder) and the demo's
// real Java client: install with progress, play, logs on the debugging page, cancel; settings persist.
const agentHost = `127.0.0.1:${process.env.E2E_AGENT_PORT ?? '48710'}`;
const launcherMode = `?host=${agentHost}#agent-secret=e2e-agent-secret`;

test('installs a client, plays it with logs, cancels; settings persist in the agent', async ({
  page,
  context,
  baseURL,
}) => {
  await signInContext(context, baseURL);
  await page.goto(`/en/launcher/settings/other${launcherMode}`);
  await hydrated(page);
  const logDisplay = page.getByRole('switch', { name: "Show the game's log on the debugging page" });
  await logDisplay.check();
  await page.reload();
  await expect(logDisplay).toBeChecked();

  await page.goto(`/en/launcher/servers?host=${agentHost}`);
  await hydrated(page);
  const hitech = page.locator('[data-client="hitech"]');
  await expect(hitech.getByText('Not installed')).toBeVisible();
  await hitech.getByRole('button', { name: 'Install' }).click();
  await expect(hitech.getByTestId('launcher-progress')).toBeVisible();
  await expect(hitech.getByText('The game is running')).toBeVisible();

  await page.getByRole('link', { name: 'Debugging' }).click();
  await expect(
    page
      .getByTestId('launcher-logs')
      .getByText(/tick \d+/)
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Ready')).toBeVisible();

  await page.getByRole('link', { name: 'Servers' }).click();
  await expect(hitech.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(hitech.getByText('Installed')).toBeVisible();
});

test('shows the connection-lost dialog while the agent cannot be reached', async ({ page }) => {
  await page.goto('/en/launcher/servers?host=127.0.0.1:1#agent-secret=e2e-agent-secret');
  await hydrated(page);
  await expect(page.getByTestId('agent-connection-lost')).toBeVisible();
});

test('keeps the launcher sign-in in the agent for the next window; logout forgets it', async ({
  browser,
  baseURL,
}) => {
  // Two windows each solve the sign-in's proof of work.
  test.setTimeout(60_000);
  // The agent answers only the site's origin and the secret, like the page's own calls.
  const stored = async (key: string) => {
    const response = await fetch(`http://${agentHost}/storage/${key}`, {
      headers: { 'x-agent-secret': 'e2e-agent-secret', origin: new URL(baseURL ?? '').origin },
    });
    return response.ok ? response.text() : null;
  };
  const first = await browser.newContext();
  const page = await first.newPage();
  await page.goto(`/en/launcher/login${launcherMode}`);
  await hydrated(page);
  await page.locator('input[name=login]').fill('  steve ');
  await page.locator('input[name=password]').fill('steve-demo-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => stored('auth.access_token')).toMatch(/^\S+$/);
  await expect(page).toHaveURL((url) => !url.hash.includes('access'));
  await first.close();

  // A new window has no cookies: the credentials the agent kept sign it in again.
  const second = await browser.newContext();
  const again = await second.newPage();
  await again.goto(`/en/launcher/servers${launcherMode}`);
  await hydrated(again);
  await expect
    .poll(async () => (await second.cookies()).some((cookie) => cookie.name === 'access_id'))
    .toBe(true);
  await again.goto('/en/logout');
  await expect(again).toHaveURL(/\/en\/launcher\/login/);
  await expect.poll(() => stored('auth.access_token')).toBeNull();
  await second.close();
});

test('the launcher colour scheme is kept by the agent and applied to the window', async ({
  page,
  context,
  baseURL,
}) => {
  await signInContext(context, baseURL);
  await page.goto(`/en/launcher/settings/theme${launcherMode}`);
  await hydrated(page);
  const html = page.locator('html');
  await page.getByTestId('launcher-theme').getByText('Light').click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  // Another window: the site's own stored scheme says dark, the agent's setting wins.
  const other = await context.newPage();
  await other.addInitScript(() => {
    localStorage.setItem('mantine-color-scheme-value', 'dark');
  });
  await other.goto(`/en/launcher/servers${launcherMode}`);
  await hydrated(other);
  await expect(other.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  // Back to the default, so later pages against this agent follow the browser's scheme.
  await page.getByTestId('launcher-theme').getByText('As the system').click();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('mantine-color-scheme-value')))
    .toBe('auto');
});

test('the ban page lists an active game ban with a live timer until it ends', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // A short ban of `editor` through the real system API with the demo server's own token: it ends by itself.
  const tokens = JSON.parse(
    await readFile(path.join(process.env.E2E_DATA_DIR ?? '', 'demo-server-tokens.json'), 'utf8'),
  ) as Record<string, string>;
  const report = await fetch(`${E2E_API_URL}/api-system/server/report`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-server-token': tokens.hitech ?? '' },
    body: JSON.stringify({
      events: [
        {
          id: `e2e-launcher-ban-${Date.now()}`,
          type: 'ban',
          at: new Date().toISOString(),
          player: { nickname: 'editor' },
          ban: {
            banId: `e2e-${Date.now()}`,
            by: 'Console',
            reason: 'Griefing',
            // Long enough to sign in and open the page on a busy machine, short enough to watch it end.
            end: new Date(Date.now() + 15_000).toISOString(),
          },
        },
      ],
    }),
  });
  expect(report.status).toBe(200);
  await signInContext(context, baseURL, 'editor');
  await page.goto(`/en/launcher/ban${launcherMode}`);
  await hydrated(page);
  const bans = page.getByTestId('launcher-bans');
  await expect(bans.getByText('Griefing')).toBeVisible();
  await expect(bans.getByTestId('ban-timer')).toContainText(/Ends in 0 d 00:00:(0\d|1[0-5])/);
  await expect(page.getByRole('button', { name: /Buy the unban on the site for/ })).toBeVisible();
  await expect(page.getByText('No active bans on any server.')).toBeVisible({ timeout: 25_000 });
});

const ACCOUNT_TEXT = {
  en: {
    signIn: 'Sign in',
    account: 'Account',
    cabinet: 'Open the cabinet in the browser',
    signOut: 'Sign out',
  },
  ru: { signIn: 'Войти', account: 'Аккаунт', cabinet: 'Открыть кабинет в браузере', signOut: 'Выйти' },
} as const;

// One after the other: both sign in and out through the same launcher agent, whose saved sign-in a
// parallel sign-out would take from the other.
test.describe('launcher account page', () => {
  test.describe.configure({ mode: 'default' });
  for (const lang of ['en', 'ru'] as const) {
    const text = ACCOUNT_TEXT[lang];
    test(`${lang}: a player signs in in the launcher, opens the account page from the rail and signs out`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const player = await newPlayer('Launcher');
      await page.goto(`/${lang}/launcher/login${launcherMode}`);
      await hydrated(page);
      await page.locator('input[name=login]').fill(player.login);
      await page.locator('input[name=password]').fill(player.password);
      await page.getByRole('button', { name: text.signIn }).click();
      // The launcher's home shows the signed-in notice, then drops `?notify` from the address with a
      // navigation of its own: a click before that would be undone by it.
      await expect(page).toHaveURL(
        (url) =>
          url.pathname.startsWith(`/${lang}/launcher`) &&
          !url.pathname.endsWith('/login') &&
          url.search === '',
      );
      await hydrated(page);

      await page.getByRole('navigation').getByRole('link', { name: text.account }).click();
      await expect(page).toHaveURL(`/${lang}/launcher/account`);
      const account = page.getByTestId('launcher-account');
      await expect(account.getByRole('heading', { name: player.login })).toBeVisible();
      await expect(account.getByTestId('launcher-balance')).toContainText('₽');
      // The launcher's window shows launcher pages only: the cabinet opens in the system browser.
      await expect(account.getByRole('link', { name: text.cabinet })).toHaveAttribute(
        'href',
        `/${lang}/cabinet`,
      );

      await account.getByRole('link', { name: text.signOut }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/launcher/login`));
      await page.goto(`/${lang}/launcher/account`);
      await expect(page).toHaveURL(new RegExp(`/${lang}/launcher/login`));
    });
  }
});
