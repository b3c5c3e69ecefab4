import { expect, test } from '@playwright/test';

import { hydrated } from './support/page';
import { E2E_API_URL } from './support/session';

/** A demo regular (api/src/demo/playerCurve.ts): plays on one server, so the server switch changes figures. */
const PLAYER = 'Wizard_1000';

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${E2E_API_URL}${path}`, { headers: { 'accept-language': 'en' } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const number = (value: number) => value.toLocaleString('en');

test('/stats shows the network totals and records with their moments; a server page its own', async ({
  page,
}) => {
  const totals = await api<{ players: number; hoursPlayed: number }>('/api/server/statistics');
  await page.goto('/en/stats');
  const network = page.getByTestId('statistics-network');
  await expect(network).toContainText('Statistics of the whole network');
  await expect(network.getByTestId('totals-players')).toContainText(number(totals.players));
  await expect(network.getByTestId('totals-bans')).toContainText(/\d/);
  await expect(network).toContainText('Mobs killed');
  // The record of the day comes with the moment it was reached (it used to be blank).
  await expect(page.getByTestId('network-record-day')).toContainText('reached');
  await expect(page.getByTestId('network-record-max')).toContainText('reached');

  const hitech = await api<{ players: number }>('/api/server/statistics?server=hitech');
  await page.goto('/en/stats/hitech');
  await expect(page.getByTestId('statistics-hitech').getByTestId('totals-players')).toContainText(
    number(hitech.players),
  );
  await expect(page.getByTestId('server-records')).toContainText("Today's record");
  await expect(page.getByTestId('server-records').getByText(/^reached /)).toHaveCount(2);
});

test('a profile shows coins and places, and its server switch changes the figures', async ({ page }) => {
  const figures = await api<{ places: { online: number | null } }>(`/api/user/profile/statistics/${PLAYER}`);
  await page.goto(`/en/${PLAYER}/statistics`);
  await hydrated(page);
  await expect(page.getByTestId('profile-coins')).toContainText('Coins received');
  await expect(page.getByTestId('profile-coins')).toContainText('Coins spent');
  await expect(page.getByTestId('place-online')).toHaveText(
    new RegExp(`#${String(figures.places.online ?? 'none')}$`),
  );
  const everywhere = (await page.getByTestId('hours-total').textContent()) ?? '';

  const select = page.getByLabel('Figures of');
  const slugs = await select
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  expect(slugs.length).toBeGreaterThan(1);
  const perServer: string[] = [];
  for (const slug of slugs) {
    await select.selectOption(slug);
    await expect(page).toHaveURL(new RegExp(`server=${slug}`));
    const own = await api<{ hours: { total: number } }>(`/api/user/profile/statistics/${PLAYER}/${slug}`);
    await expect(page.getByTestId('hours-total')).toHaveText(new RegExp(`${number(own.hours.total)} h$`));
    perServer.push((await page.getByTestId('hours-total').textContent()) ?? '');
  }
  // The player plays on one server only: some server shows other figures than all servers together.
  expect(perServer.some((text) => text !== everywhere)).toBe(true);
  await select.selectOption('');
  await expect(page).not.toHaveURL(/server=/);
  await expect(page.getByTestId('hours-total')).toHaveText(everywhere);
});

test('the playtime chart changes its span through a custom range (playtime-range)', async ({ page }) => {
  await page.goto(`/en/${PLAYER}/statistics`);
  await hydrated(page);
  // The chart's code is fetched once its place nears the viewport, below the profile's figures.
  await page.getByTestId('playtime-chart-place').scrollIntoViewIfNeeded();
  const chart = page.getByTestId('playtime-chart');
  await expect(chart).toBeVisible({ timeout: 15_000 });
  // The last month's first day played (none at all: no bound).
  const monthFirst = (await chart.getAttribute('data-first')) ?? '';

  await page.getByText('Custom range', { exact: true }).click();
  await expect(page).toHaveURL(/period=range/);
  const range = page.getByTestId('playtime-range');
  const yearAgo = new Date(Date.now() - 360 * 86_400_000).toISOString().slice(0, 10);
  await range.getByLabel('From').fill(yearAgo);
  await range.getByLabel('Step').selectOption('month');
  await expect(page).toHaveURL(/resolution=month/);
  // Monthly points start on the first of a month, long before the last month's first day.
  await expect(chart).toHaveAttribute('data-first', /-01$/);
  const first = (await chart.getAttribute('data-first')) ?? '';
  expect(first < (monthFirst === '' ? '9999' : monthFirst)).toBe(true);

  await range.getByLabel('To').fill('2000-01-01');
  await expect(range.getByRole('alert')).toHaveText('The start is after the end');
});

test('the store compares the roles of a server (store/role/features)', async ({ page }) => {
  const compared = await api<{ roles: { name: string }[]; features: { feature: string }[] }>(
    '/api/store/role/features?server=hitech',
  );
  await page.goto('/en/store?server=hitech');
  const table = page.getByTestId('role-comparison');
  await expect(table).toBeVisible({ timeout: 15_000 });
  for (const role of compared.roles) await expect(table.locator('thead')).toContainText(role.name);
  await expect(table.locator('tbody tr')).toHaveCount(compared.features.length);
  await expect(table.getByText('Included').first()).toBeAttached();
});
