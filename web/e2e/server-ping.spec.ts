import type { AddressInfo, Server } from 'node:net';

import { createSlpResponder } from '@lodestone/api/testing';
import { expect, test } from '@playwright/test';

import { hydrated } from './support/page';
import { signInContext } from './support/session';

// Issue 28 #3: what a game server's Server List Ping says is what the site shows. Staff point the
// poller at a local responder from the staff screen; the home page's card leads to the server's page,
// and both show the pinged version and the MOTD, colours drawn and markup kept as text.

const MOTD = '§aWelcome to §lMagic§r <img src=x onerror="window.__motdInjected=1">';

let responder: Server;
let port = 0;

test.beforeAll(async () => {
  responder = createSlpResponder({
    status: () => ({ version: 'Paper 1.20.4', protocol: 765, online: 3, max: 100, motd: MOTD }),
  });
  await new Promise<void>((resolve) => responder.listen(0, '127.0.0.1', resolve));
  port = (responder.address() as AddressInfo).port;
});

test.afterAll(async () => {
  await new Promise((resolve) => responder.close(resolve));
});

test('staff point a server at its ping; its card and page show the version and MOTD it answers', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInContext(context, baseURL, 'admin');
  await page.goto('/en/staff/servers');
  await hydrated(page);
  await page.getByRole('button', { name: 'Edit Magic RPG', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Magic RPG' });
  await form.getByLabel('Status address').fill(`127.0.0.1:${port}`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Magic RPG saved')).toBeVisible({ timeout: 20_000 });

  // The poller asks every MONITORING_POLL_SECONDS (15 s by default).
  // Named by its server ("TechnoMagic RPG" also holds the words "Magic RPG").
  const card = page.getByRole('article', { name: 'Magic RPG', exact: true });
  await expect(async () => {
    await page.goto('/en');
    await expect(card.getByText('Paper 1.20.4')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000, intervals: [3_000] });
  await expect(card.getByText('Welcome to')).toBeVisible();

  await hydrated(page);
  await card.getByRole('link', { name: 'Magic RPG', exact: true }).click();
  await page.waitForURL(/\/en\/servers\/magic-rpg$/);
  const main = page.getByRole('main');
  await expect(main.getByText('Paper 1.20.4').first()).toBeVisible();
  await expect(main.getByText('Magic', { exact: true }).first()).toBeVisible();
  // The markup in the MOTD is text, never an element.
  await expect(main.getByText('<img src=x', { exact: false }).first()).toBeVisible();
  expect(await page.evaluate(() => 'motdInjected' in window || '__motdInjected' in window)).toBe(false);
});
