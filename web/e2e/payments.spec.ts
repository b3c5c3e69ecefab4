import { expect, test } from '@playwright/test';

import { hydrated } from './support/page';
import { newPlayer } from './support/players';
import { signInContext } from './support/session';

// A top-up end to end on the embedded default: the pay page, the test provider's checkout page, its
// signed notification through the api's pipeline, then the balance and the transaction.

test('top up through the test provider, then see the balance and the transaction', async ({
  page,
  context,
}) => {
  const player = await newPlayer('Pay');
  await signInContext(context, test.info().project.use.baseURL, player.login, player.password);
  await page.goto('/en/pay');
  await hydrated(page);
  await page.getByRole('radio', { name: 'Instant payment system (SBP)' }).check();
  await page.getByText('₽1,000', { exact: true }).click();
  await expect(page.getByTestId('pay-bonus')).toContainText('Bonus +5%');
  await page.getByTestId('pay-submit').click();

  // The test provider's checkout page, on the site's own origin.
  await expect(page).toHaveURL(/\/payments\/test\/checkout\/test_/);
  await expect(page.getByText('1000.00 ₽')).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back at pay?notify=success: the toast says so, and the parameter leaves the address bar.
  await expect(page).toHaveURL(/\/en\/pay(\?notify=success)?$/);
  await expect(page.getByText('Payment accepted: your balance will be replenished soon')).toBeVisible();
  await expect(page.getByTestId('pay-balance')).toHaveText('Balance: ₽1,050');

  await page.goto('/en/cabinet/transactions');
  await hydrated(page);
  const row = page.getByTestId('transaction-row').first();
  await expect(row).toContainText('Top-up by Instant payment system (SBP), including a bonus of ₽50');
  await expect(row).toContainText('+₽1,050');
});

test('the staff section shows only what a member may use; players get 404', async ({
  page,
  context,
  browser,
}) => {
  const player = await newPlayer('Staffless');
  const baseURL = test.info().project.use.baseURL;
  const visitor = await browser.newContext();
  await signInContext(visitor, baseURL, player.login, player.password);
  const response = await (await visitor.newPage()).goto('/en/staff/payments');
  expect(response?.status()).toBe(404);
  await visitor.close();

  await signInContext(context, baseURL, 'admin');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/en/staff/payments');
  await hydrated(page);
  // On a phone the section list is folded behind one button (staff-players.spec checks both widths).
  await page.getByTestId('staff-menu-button').click();
  const nav = page.getByRole('navigation', { name: 'Staff sections' });
  await expect(nav.getByRole('link')).toHaveText([
    'Payments',
    'Balance adjustment',
    'Players',
    'Groups and permissions',
    'Game servers',
    'Redirects',
    'Audit log',
    'Store catalogue',
    'Deliveries',
    'Launcher clients',
    'Game bans',
    'Wipes',
    'Site settings',
  ]);
  await page.getByLabel('Player').fill('steve');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/login=steve/);
});
