import { randomBytes } from 'node:crypto';

import { expect, test, type Page } from '@playwright/test';

import {
  FAKE_VK_CONFIRMATION,
  FAKE_VK_GROUP_ID,
  FAKE_VK_URL,
  FAKE_VK_USER_COOKIE,
  type FakeVkUser,
} from './support/fakeServices';
import { hydrated } from './support/page';
import { newPlayer } from './support/players';
import { E2E_API_URL, signInContext } from './support/session';

// The daily bonus through the real stack against the VK stand-in (web/e2e/support/fakeVkServer.ts): the
// VK account linked through VK ID, the community joined (the api asks `groups.isMember`), a message
// written to it (VK posts `message_new` to the api's Callback API address), then the claim.

/** What a player does in VK, through the stand-in's control endpoints. */
async function vk(path: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(`${FAKE_VK_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

const step = (page: Page, name: 'linked' | 'subscribed' | 'messaged') =>
  page.getByTestId(`bonus-step-${name}`);

async function expectSteps(page: Page, linked: boolean, subscribed: boolean, messaged: boolean) {
  await expect(step(page, 'linked')).toHaveAttribute('data-done', String(linked));
  await expect(step(page, 'subscribed')).toHaveAttribute('data-done', String(subscribed));
  await expect(step(page, 'messaged')).toHaveAttribute('data-done', String(messaged));
}

test('the three VK steps turn green one by one, the claim adds coins, a second claim is refused', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const player = await newPlayer('Bonus');
  const person: FakeVkUser = {
    user_id: 300_000_000 + randomBytes(3).readUIntBE(0, 3),
    first_name: 'Lev',
    last_name: 'Bonusov',
  };
  // Who this browser is signed in as at VK ID.
  await context.addCookies([
    { name: FAKE_VK_USER_COOKIE, value: encodeURIComponent(JSON.stringify(person)), url: FAKE_VK_URL },
  ]);
  await signInContext(context, test.info().project.use.baseURL, player.login, player.password);

  await test.step('nothing is done yet: the claim is closed and the first step links to sign-in methods', async () => {
    await page.goto('/en/cabinet/bonus');
    await hydrated(page);
    await expect(page.getByText('Every day you can take 40 to 50 coins.', { exact: false })).toBeVisible();
    await expectSteps(page, false, false, false);
    await expect(page.getByTestId('bonus-claim')).toBeDisabled();
    await step(page, 'linked').getByRole('link', { name: 'Link it' }).click();
    await expect(page).toHaveURL('/en/cabinet/authorization');
  });

  await test.step('VK ID links the account', async () => {
    const vkCard = page.getByTestId('provider-vkid');
    await vkCard.getByRole('link', { name: 'Link' }).click();
    await expect(page).toHaveURL(/\/en\/cabinet\/authorization(\?notify=linked)?$/);
    await expect(vkCard).toContainText('Linked: Lev Bonusov');
    await page.goto('/en/cabinet/bonus');
    await hydrated(page);
    await expectSteps(page, true, false, false);
  });

  await test.step('joining the community counts once the api asks VK again', async () => {
    await vk('/control/members', { userId: person.user_id, member: true });
    await page.getByTestId('bonus-check').click();
    await expectSteps(page, true, true, false);
    await expect(page.getByTestId('bonus-claim')).toBeDisabled();
  });

  await test.step('a message to the community arrives through the Callback API', async () => {
    // The community's Callback API server is the api's address; VK confirms it before sending events.
    expect(await vk('/control/callback', { url: `${E2E_API_URL}/api-system/bonus/vk` })).toEqual({
      confirmed: true,
      answer: FAKE_VK_CONFIRMATION,
    });
    expect(await vk('/control/messages', { fromId: person.user_id, text: 'Hello! For the bonus' })).toEqual({
      delivered: true,
      answer: 'ok',
    });
    await page.getByTestId('bonus-check').click();
    await expectSteps(page, true, true, true);
    await expect(page.getByTestId('bonus-claim')).toBeEnabled();
  });

  // A second tab opened before the claim still offers it: the api is what refuses the second one.
  const stale = await context.newPage();
  await stale.goto('/ru/cabinet/bonus');
  await hydrated(stale);
  await expect(stale.getByTestId('bonus-claim')).toBeEnabled();

  let coins = 0;
  await test.step('the claim gives 40–50 coins: the toast, the header and the wait', async () => {
    await expect(page.getByTestId('account-menu')).toHaveText(/ · 0$/);
    await page.getByTestId('bonus-claim').click();
    const toast = page.getByText(/^You got \d+ coins$/);
    await expect(toast).toBeVisible();
    coins = Number(/\d+/.exec((await toast.textContent()) ?? '')?.[0]);
    expect(coins).toBeGreaterThanOrEqual(40);
    expect(coins).toBeLessThanOrEqual(50);
    await expect(page.getByTestId('account-menu')).toHaveText(new RegExp(` · ${coins}$`));
    await expect(page.getByTestId('bonus-wait')).toContainText('The next bonus opens on');
    await expect(page.getByTestId('bonus-claim')).toBeDisabled();
  });

  await test.step('the second claim is refused with the translated reason', async () => {
    await stale.getByTestId('bonus-claim').click();
    await expect(stale.getByText('Не удалось получить бонус')).toBeVisible();
    await expect(stale.getByText('Бонус уже получен, следующий будет через сутки')).toBeVisible();
  });

  await test.step('the ledger shows the bonus among the transactions', async () => {
    await page.goto('/en/cabinet/transactions');
    await hydrated(page);
    const row = page.getByTestId('transaction-row').first();
    await expect(row).toContainText('Daily bonus');
    await expect(row).toContainText(`+${coins}`);
    await expect(page.getByTestId('transaction-row')).toHaveCount(1);
  });
});

test('events VK did not sign with the community secret are dropped', async ({ page, context }) => {
  const player = await newPlayer('Forged');
  const person: FakeVkUser = {
    user_id: 310_000_000 + randomBytes(3).readUIntBE(0, 3),
    first_name: 'Mira',
    last_name: 'Forgeva',
  };
  await context.addCookies([
    { name: FAKE_VK_USER_COOKIE, value: encodeURIComponent(JSON.stringify(person)), url: FAKE_VK_URL },
  ]);
  await signInContext(context, test.info().project.use.baseURL, player.login, player.password);
  await page.goto('/en/cabinet/authorization');
  await hydrated(page);
  await page.getByTestId('provider-vkid').getByRole('link', { name: 'Link' }).click();
  await expect(page.getByTestId('provider-vkid')).toContainText('Linked: Mira Forgeva');
  await vk('/control/members', { userId: person.user_id, member: true });

  // Someone who knows the address but not the secret: acknowledged (VK would retry otherwise), ignored.
  const forged = await fetch(`${E2E_API_URL}/api-system/bonus/vk`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      group_id: FAKE_VK_GROUP_ID,
      type: 'message_new',
      object: { message: { from_id: person.user_id, peer_id: person.user_id, text: 'hi' } },
      secret: 'guessed',
    }),
  });
  expect(await forged.text()).toBe('ok');
  await page.goto('/en/cabinet/bonus');
  await hydrated(page);
  await expectSteps(page, true, true, false);
  await expect(page.getByTestId('bonus-claim')).toBeDisabled();
});
