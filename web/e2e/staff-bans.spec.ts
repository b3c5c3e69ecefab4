import { expect, test } from '@playwright/test';

import { banInGame } from './support/bans';
import { serverToken } from './support/gamePlugin';
import { hydrated } from './support/page';
import { uniqueNickname } from './support/players';
import { apiSignIn, E2E_API_URL, signInContext } from './support/session';

// Issue 29: game bans and wipes are handled from the staff section alone, and a lift reaches the server.

/** What HiTech's plugin does: claim its waiting deliveries, run ours, acknowledge it. */
async function serverReceives(command: string): Promise<void> {
  const token = await serverToken('hitech');
  const headers = { 'content-type': 'application/json', 'x-server-token': token };
  const claimed = await fetch(`${E2E_API_URL}/api-system/deliveries/claim`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ limit: 100, leaseSeconds: 10 }),
  });
  expect(claimed.status).toBe(200);
  const { deliveries } = (await claimed.json()) as { deliveries: { id: string; command: string }[] };
  const ours = deliveries.find((delivery) => delivery.command === command);
  expect(ours, `the server got "${command}"`).toBeDefined();
  const acked = await fetch(`${E2E_API_URL}/api-system/deliveries/ack`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ids: [ours?.id] }),
  });
  expect(acked.status).toBe(200);
}

test('staff lift a game ban and the server receives the pardon', async ({ page, context, baseURL }) => {
  test.setTimeout(60_000);
  const nickname = uniqueNickname('Griefer');
  await banInGame(nickname, 'x-ray');
  await signInContext(context, baseURL, 'admin');
  await page.goto('/en/staff/bans');
  await hydrated(page);
  await page.getByLabel('Player').fill(nickname);
  await page.getByText('All', { exact: true }).click();
  await page.getByRole('button', { name: 'Find' }).click();
  const row = page.getByTestId('game-ban').filter({ hasText: nickname });
  await expect(row).toContainText('HiTech');
  await expect(row).toContainText('In force');
  await expect(row).toContainText('Reported by the server');

  await row.getByRole('button', { name: 'Lift' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Lift the ban of ${nickname} on HiTech?`);
  await dialog.getByRole('button', { name: 'Lift the ban' }).click();
  await expect(row).toContainText('Lifted');
  await expect(row.getByTestId('game-ban-delivery')).toHaveText('Lift: waiting for the server');

  await serverReceives(`pardon ${nickname}`);
  // The player card links here with `?player=`: the screen opens filtered to that player.
  await page.goto(`/en/staff/bans?player=${nickname}`);
  await hydrated(page);
  await expect(page.getByLabel('Player')).toHaveValue(nickname);
  await page.getByText('All', { exact: true }).click();
  await expect(page.getByTestId('game-ban')).toHaveCount(1);
  await expect(row.getByTestId('game-ban-delivery')).toHaveText('Lift: delivered');
});

test('staff cancel a scheduled wipe after a confirmation', async ({ page, context, baseURL }) => {
  const session = await apiSignIn('admin');
  // A moment of its own, so a re-run does not meet the wipe of the previous one.
  const wipeAt = new Date(Date.now() + 40 * 86_400_000 + Math.floor(Math.random() * 86_400) * 1000);
  wipeAt.setUTCSeconds(0, 0);
  const scheduled = await fetch(`${E2E_API_URL}/api/staff/store/wipes`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'access-id': session.accessId,
      'access-token': session.accessToken,
    },
    body: JSON.stringify({ server: 'hitech', wipeAt: wipeAt.toISOString() }),
  });
  expect(scheduled.status).toBe(200);
  const { wipes } = (await scheduled.json()) as { wipes: { id: number; wipeAt: string }[] };
  const id = wipes.find((wipe) => wipe.wipeAt === wipeAt.toISOString())?.id;
  expect(id).toBeDefined();

  await signInContext(context, baseURL, 'admin');
  await page.goto('/en/staff/wipes');
  await hydrated(page);
  const row = page.locator(`[data-testid="wipe"][data-wipe-id="${String(id)}"]`);
  await expect(row.getByTestId('wipe-status')).toHaveText('scheduled');
  await expect(row).toContainText('0 players');
  await row.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Refunds already paid stay paid');
  await dialog.getByRole('button', { name: 'Cancel the wipe' }).click();
  await expect(row.getByTestId('wipe-status')).toHaveText('cancelled');
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
});
