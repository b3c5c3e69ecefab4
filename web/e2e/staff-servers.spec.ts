import type { AddressInfo, Server } from 'node:net';

import { createRconServer, createSlpResponder } from '@lodestone/api/testing';
import { expect, test, type Page } from '@playwright/test';

import { hydrated } from './support/page';
import { signInContext } from './support/session';

// Issue 29: an owner adds a game server from the staff section alone, tests its connection (a local
// Server List Ping responder and RCON server stand in for the game server), sees it on the site, hides
// it and sees it gone, then retires it after a confirmation.

const rcon = createRconServer({ password: 'e2e-rcon-pass' });
let slp: Server;
let slpPort = 0;
let rconPort = 0;

test.beforeAll(async () => {
  slp = createSlpResponder({
    status: () => ({ version: 'Paper 1.21.1', protocol: 767, online: 2, max: 20, motd: 'Sky' }),
  });
  await new Promise<void>((resolve) => slp.listen(0, '127.0.0.1', resolve));
  slpPort = (slp.address() as AddressInfo).port;
  rconPort = await rcon.listen();
});

test.afterAll(async () => {
  await rcon.close();
  await new Promise((resolve) => slp.close(resolve));
});

/** The public catalogue, reloaded until it agrees (the gateway may answer from its short cache). */
async function catalogueShows(page: Page, shown: boolean): Promise<void> {
  await expect(async () => {
    await page.goto('/en/servers');
    const card = page.getByRole('main').getByText('Sky Meadow', { exact: true });
    if (shown) await expect(card.first()).toBeVisible({ timeout: 1_000 });
    else await expect(card).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000, 2_000] });
}

// A mutation goes web -> gateway -> api; on a busy machine that can take more than the default 5 s.
const SAVED = { timeout: 20_000 };

test('an owner adds a server, tests its connection, sees it on the site, hides it and retires it', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInContext(context, baseURL, 'admin');
  await page.goto('/en/staff/servers');
  await hydrated(page);

  await page.getByRole('button', { name: 'Add a server' }).click();
  const form = page.getByRole('dialog', { name: 'New game server' });
  await form.getByLabel('Slug (page address)').fill('sky-meadow');
  await form.getByLabel('Name').fill('Sky Meadow');
  await form.getByLabel('Game version').fill('1.21.1');
  await form.getByLabel('Address shown to players').fill('sky.example.org');
  await form.getByLabel('Status address').fill(`127.0.0.1:${slpPort}`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sky Meadow added')).toBeVisible(SAVED);
  const row = page.getByTestId('server-row-sky-meadow');
  await expect(row).toContainText('sky.example.org');
  await expect(row).toContainText('No RCON');

  // The RCON target: the password is write-only, the row says only that it is set.
  await page.getByRole('button', { name: 'Connection of Sky Meadow' }).click();
  const connection = page.getByRole('dialog', { name: 'Connection of Sky Meadow' });
  await connection.getByLabel('RCON host').fill('127.0.0.1');
  await connection.getByLabel('RCON port').fill(String(rconPort));
  await connection.getByLabel('RCON password').fill('e2e-rcon-pass');
  await connection.getByRole('button', { name: 'Save RCON' }).click();
  await expect(page.getByText('RCON target saved')).toBeVisible(SAVED);
  await expect(row).toContainText('password set');
  await expect(page.getByText('e2e-rcon-pass')).toHaveCount(0);

  await connection.getByRole('button', { name: 'Test connection' }).click();
  const report = connection.getByTestId('connection-test');
  await expect(report).toContainText('Answered: version Paper 1.21.1, 2 of 20 players online', SAVED);
  await expect(report).toContainText('Logged in: the address and password are right');
  expect(rcon.executed).toEqual([]);
  await page.keyboard.press('Escape');

  await catalogueShows(page, true);
  await page.goto('/en');
  await expect(page.getByRole('article', { name: 'Sky Meadow', exact: true })).toBeVisible();

  await page.goto('/en/staff/servers');
  await hydrated(page);
  await page.getByRole('button', { name: 'Hide Sky Meadow' }).click();
  await expect(page.getByText('Sky Meadow is hidden from the site')).toBeVisible(SAVED);
  await expect(page.getByTestId('server-row-sky-meadow')).toContainText('Hidden');
  await catalogueShows(page, false);

  await page.goto('/en/staff/servers');
  await hydrated(page);
  await page.getByRole('button', { name: 'Retire Sky Meadow' }).click();
  const confirm = page.getByRole('dialog', { name: 'Retire Sky Meadow?' });
  await expect(confirm).toContainText('history, purchases and grants stay');
  await confirm.getByRole('button', { name: 'Retire the server' }).click();
  await expect(page.getByText('Sky Meadow is retired')).toBeVisible(SAVED);
  await expect(page.getByTestId('server-row-sky-meadow')).toContainText('Retired');
  await expect(page.getByRole('button', { name: 'Edit Sky Meadow' })).toHaveCount(0);
});
