import { expect, test } from '@playwright/test';

import { pluginDelivers } from './support/gamePlugin';
import { hydrated } from './support/page';
import { newPlayer } from './support/players';
import { signInContext } from './support/session';
import { adjustBalance, buyFirstRole, postAsAccount } from './support/staffApi';

// The staff screens as a server owner reads them (docs/staff.md): the player card, the audit log in
// sentences, a site ban with an explicit length and a confirmation, the staff menu on a phone.

test.beforeEach(async ({ context }) => {
  await signInContext(context, test.info().project.use.baseURL, 'admin');
});

test("the player card shows the player's role, purchase and delivery, linking to their deliveries", async ({
  page,
}) => {
  const player = await newPlayer('Carded');
  await adjustBalance(player.login, 20_000, 'card e2e');
  await buyFirstRole(player, 'hitech');

  await page.goto(`/en/staff/players?login=${player.login}`);
  await hydrated(page);
  const card = page.getByTestId('staff-player');
  await expect(card.getByTestId('staff-player-roles')).toContainText('VIP · HiTech');
  await expect(card.getByTestId('staff-player-roles')).toContainText('Active');
  await expect(card.getByTestId('staff-player-purchases')).toContainText('VIP · HiTech');
  await expect(card.getByTestId('staff-player-purchases')).toContainText('1 month');
  const deliveries = card.getByTestId('staff-player-deliveries');
  await expect(deliveries).toContainText('Role · HiTech');
  await expect(card.getByTestId('staff-player-movements')).toContainText('Adjustment by staff');

  await deliveries.getByRole('link', { name: 'All deliveries of the player' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/staff/deliveries\\?player=${player.login}`));
  await expect(page.getByTestId('staff-delivery').first()).toContainText(player.login);
});

test('the audit log reads as sentences in English and Russian, with a link to the player', async ({
  page,
}) => {
  const player = await newPlayer('Sentence');
  await adjustBalance(player.login, 500, 'goodwill');

  await page.goto(`/en/staff/audit?query=${player.login}`);
  await hydrated(page);
  const english = page.getByTestId('audit-sentence').filter({ hasText: 'changed the balance of' });
  await expect(english).toHaveText(`admin changed the balance of ${player.login} by +₽5: «goodwill»`);
  await expect(page.getByTestId('audit-entries')).not.toContainText('economy.adjust');

  await page.goto(`/ru/staff/audit?query=${player.login}`);
  await hydrated(page);
  const russian = page.getByTestId('audit-sentence').filter({ hasText: 'изменил(а) баланс' });
  await expect(russian).toContainText(`admin изменил(а) баланс ${player.login} на +5`);
  await russian.getByRole('link', { name: player.login }).click();
  await expect(page).toHaveURL(new RegExp(`/ru/staff/players\\?login=${player.login}`));
  await expect(page.getByTestId('staff-player').getByRole('heading', { name: player.login })).toBeVisible();
});

test('a site ban asks for a length, "forever" is a choice of its own, and nothing happens before confirming', async ({
  page,
}) => {
  const player = await newPlayer('SiteBan');
  await page.goto(`/en/staff/players?login=${player.login}`);
  await hydrated(page);
  const card = page.getByTestId('staff-player');
  const bans = card.getByTestId('staff-player-site-bans');
  await expect(bans).toContainText('No bans.');
  await bans.getByRole('button', { name: 'Ban on the site' }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Advertising another server');
  // An empty days field is an error, never a permanent ban.
  await expect(dialog.getByText('Enter the number of days, or choose Forever')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Review' })).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Forever' }).check();
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByTestId('site-ban-summary')).toContainText(
    `Ban ${player.login} on the site forever: «Advertising another server»`,
  );
  await expect(bans).toContainText('No bans.');
  await dialog.getByTestId('confirm-action').click();

  await expect(bans).toContainText('Advertising another server');
  await expect(bans).toContainText('Forever');
  await expect(card.getByText('Banned', { exact: true })).toBeVisible();
});

test('at 360 px the staff menu is one button that unfolds the sections; on a desktop it is a list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 760 });
  await page.goto('/en/staff/players');
  await hydrated(page);
  // Both layouts carry the same landmark; only the one for this width is displayed.
  const nav = page.getByRole('navigation', { name: 'Staff sections' });
  const menu = nav.getByTestId('staff-menu-button');
  await expect(menu).toHaveText('Section: Players');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Audit log' })).toBeHidden();
  await menu.click();
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/en\/staff\/audit/);
  await expect(nav.getByTestId('staff-menu-button')).toHaveText('Section: Audit log');
  await expect(nav.getByRole('link', { name: 'Players', exact: true })).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('staff-menu-button')).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Players', exact: true })).toBeVisible();
});

test('payment statuses are shown whole at 1280 px', async ({ page }) => {
  // A top-up started and left, so the list has at least one status to measure.
  const player = await newPlayer('Statuses');
  const started = await postAsAccount(player.login, player.password, '/api/pay', {
    amount: 140,
    method: 'card',
  });
  expect(started.status).toBe(200);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/ru/staff/payments?login=${player.login}`);
  await hydrated(page);
  const labels = page.getByTestId('payment-status').locator('.mantine-Badge-label');
  await expect(labels.first()).toBeVisible();
  const count = await labels.count();
  for (let index = 0; index < count; index += 1) {
    const cut = await labels.nth(index).evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(cut, await labels.nth(index).innerText()).toBe(false);
  }
});

test('two staff re-running one delivery at once: one copy is queued, the other is told the list moved on', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const player = await newPlayer('Rerun');
  await adjustBalance(player.login, 20_000, 'rerun e2e');
  await buyFirstRole(player, 'hitech');
  expect(await pluginDelivers('hitech', player.login)).toHaveLength(1);

  // Two staff members have the player's deliveries open, both showing the role as done.
  const other = await context.newPage();
  for (const screen of [page, other]) {
    await screen.goto(`/en/staff/deliveries?player=${player.login}`);
    await hydrated(screen);
    await expect(screen.getByTestId('staff-delivery')).toHaveCount(1);
    await expect(screen.getByTestId('staff-delivery')).toHaveAttribute('data-state', 'done');
  }
  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('Queued again under a new command id')).toBeVisible();
  await expect(page.getByTestId('staff-delivery')).toHaveCount(2);

  await other.getByRole('button', { name: 'Resend' }).click();
  await expect(other.getByText('has changed since you opened it')).toBeVisible();
  // The refused screen shows the list as it is now: the one copy, waiting for the server.
  await expect(other.getByTestId('staff-delivery')).toHaveCount(2);
  await expect(other.locator('[data-testid="staff-delivery"][data-state="pending"]')).toHaveCount(1);
});
