import { mkdirSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

import { hydrated } from './support/page';

// docs/product.md#site connection-lost dialog: one dialog for a lost connection, no toast per failed call.
// With SHOTS set (`npm run shots`), the dialog is photographed into SHOTS_DIR for a person to look at.
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots';

async function shoot(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png` });
}

/** Hydrated, and the dialog's code fetched: an offline page could not fetch it any more. */
async function ready(page: Page) {
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}

test('the gateway unreachable opens one dialog; Try again keeps it while calls fail and closes it once they answer', async ({
  page,
}) => {
  await page.goto('/en/stats');
  await ready(page);
  await page.route('**/graphql', (route) => route.abort('connectionrefused'));
  // The monitoring asks again every 5 s while the window has focus.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));

  const dialog = page.getByRole('dialog', { name: 'Connection to the server lost' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByTestId('connection-lost')).toContainText('cannot reach the server');
  await shoot(page, 'connection-lost-en-1280');

  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeEnabled();
  await expect(dialog).toBeVisible();
  // The dialog says it: no "Unable to connect" toast for each failed call.
  await expect(page.getByText('Unable to connect to the server')).toHaveCount(0);

  await page.unroute('**/graphql');
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog).toBeHidden();
});

test('the browser going offline opens the dialog in Russian; coming back online closes it by itself', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ru');
  await ready(page);

  await context.setOffline(true);
  const dialog = page.getByRole('dialog', { name: 'Соединение с сервером потеряно' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Попробовать снова' })).toBeVisible();
  await shoot(page, 'connection-lost-ru-360');

  await context.setOffline(false);
  await expect(dialog).toBeHidden();
});
