import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { hydrated, landedOn } from './support/page';
import { signInContext } from './support/session';

// The previous site's cached sign-in (docs/product.md#accounts "Sign-ins from the previous site"): the demo
// seed imported legacy tokens for the demo accounts, as `npm run import:legacy-tokens` would, and left the
// plain ones in the data folder (api/src/modules/accounts/legacyDemoTokens.ts).

const LEGACY_KEYS = ['login', 'token'];

/** The exchange waits for hydration, then a page load follows: room on a busy machine. */
const AFTER_EXCHANGE = { timeout: 30_000 };

/** A demo account's legacy token that no earlier try spent: each retry takes the next one. */
async function demoLegacyToken(login: string): Promise<string> {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'demo-legacy-tokens.json');
  const tokens = JSON.parse(await readFile(file, 'utf8')) as Record<string, string[]>;
  const token = tokens[login]?.[test.info().retry];
  if (token === undefined) throw new Error(`no unused demo legacy token for ${login} in ${file}`);
  return token;
}

/** Leaves the old site's keys in the browser, as the previous site did, before any page of the site runs. */
async function leaveLegacyKeys(page: Page, login: string, token: string): Promise<void> {
  // A plain file of the same origin: localStorage is the site's, and no page script sees the keys first.
  await page.goto('/robots.txt');
  await page.evaluate(
    ([storedLogin, storedToken]) => {
      localStorage.setItem('login', storedLogin ?? '');
      localStorage.setItem('token', storedToken ?? '');
    },
    [login, token],
  );
}

function legacyKeysLeft(page: Page): Promise<string[]> {
  return page.evaluate((keys) => keys.filter((key) => localStorage.getItem(key) !== null), LEGACY_KEYS);
}

test('a cached sign-in of the previous site signs the player in once, and is forgotten', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await leaveLegacyKeys(page, 'Editor', await demoLegacyToken('editor'));
  await page.goto('/en/servers');

  // The same page loads again, signed in, with the usual notice.
  await expect(page.getByTestId('account-menu')).toContainText('editor', AFTER_EXCHANGE);
  await expect(page.getByText('You have signed in')).toBeVisible(AFTER_EXCHANGE);
  await landedOn(page, '/en/servers');
  expect(await legacyKeysLeft(page)).toEqual([]);
  const token = (await context.cookies()).find(({ name }) => name === 'access_token');
  expect(token?.httpOnly).toBe(true);
});

test('a refused cached sign-in is forgotten too: still signed out, no error page', async ({ page }) => {
  test.setTimeout(60_000);
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 500) failures.push(`${response.status()} ${response.url()}`);
  });
  await leaveLegacyKeys(page, 'editor', 'not-the-token-of-the-old-site');
  const exchanged = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/en/login'),
  );
  await page.goto('/en/servers');
  await hydrated(page);
  await exchanged;

  await expect(page.getByText('The saved sign-in from the previous site no longer works')).toBeVisible(
    AFTER_EXCHANGE,
  );
  await expect(page).toHaveURL(/\/en\/servers$/);
  await expect(page.getByText(/Internal Server Error|Page Not Found/)).toHaveCount(0);
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
  expect(await legacyKeysLeft(page)).toEqual([]);
  expect(failures).toEqual([]);

  // The next page load offers nothing again.
  await page.reload();
  await hydrated(page);
  await expect(page.getByText('The saved sign-in from the previous site no longer works')).toHaveCount(0);
});

test('a player already signed in keeps their session: the old keys are only removed', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signInContext(context, baseURL, 'steve');
  const exchanges: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/login')) exchanges.push(request.url());
  });
  await leaveLegacyKeys(page, 'editor', 'a-token-nobody-should-send');
  await page.goto('/en/servers');
  await hydrated(page);

  await expect.poll(() => legacyKeysLeft(page), AFTER_EXCHANGE).toEqual([]);
  await page.waitForLoadState('networkidle');
  expect(exchanges).toEqual([]);
  await expect(page.getByTestId('account-menu')).toContainText('steve');
});
