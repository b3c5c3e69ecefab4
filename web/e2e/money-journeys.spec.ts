import { expect, test, type Page } from '@playwright/test';

import { hydrated } from './support/page';
import { newPlayer } from './support/players';
import { apiSignIn, E2E_API_URL, signInContext } from './support/session';
import { pluginDelivers } from './support/gamePlugin';
import { postAsAccount } from './support/staffApi';

// The players' money journeys of issue 30, as a player goes through them: short of money in the store,
// top up the difference and finish the same purchase; move up to a better role knowing the credit
// first; read the money history in words; come back from a payment to the host they paid from.

/** Staff add money with a reason (kept for the audit log) and the category the player reads. */
async function grant(login: string, currency: 'RUB' | 'COIN', amount: number, category = 'correction') {
  const response = await postAsAccount('admin', undefined, '/api/staff/economy/adjust', {
    login,
    currency,
    amount,
    reason: 'money journeys e2e: ticket 4411',
    category,
  });
  expect(response.status).toBe(200);
}

async function roleId(server: string, slug: string): Promise<number> {
  const response = await fetch(`${E2E_API_URL}/api/store/roles?server=${server}`);
  const body = (await response.json()) as { roles: { id: number; slug: string }[] };
  return body.roles.find((role) => role.slug === slug)?.id ?? 0;
}

/** Pays on the test provider's checkout page the site sent the player to. */
async function payAtCheckout(page: Page, button: string) {
  await expect(page).toHaveURL(/\/payments\/test\/checkout\/test_/);
  await page.getByRole('button', { name: button, exact: true }).click();
}

test('short of money: top up the difference, come back and finish the same purchase', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const player = await newPlayer('Short');
  await signInContext(context, test.info().project.use.baseURL, player.login, player.password);
  await page.goto('/en/store?server=hitech');
  await hydrated(page);
  await page.locator('[data-role="vip"]').getByTestId('role-buy').click();

  const dialog = page.getByTestId('buy-dialog');
  await expect(dialog.getByTestId('buy-breakdown')).toContainText('To pay: ₽149');
  await expect(dialog.getByTestId('buy-balance')).toHaveText('Your balance: ₽0');
  await expect(dialog.getByTestId('buy-shortfall')).toHaveText(
    'Your balance is ₽149 short for this purchase.',
  );
  // No "Pay" that would fail: the way forward is the top-up.
  await expect(dialog.getByTestId('confirm-buy')).toHaveCount(0);
  await dialog.getByRole('link', { name: 'Top up the difference: ₽149' }).click();

  await expect(page).toHaveURL(/\/en\/pay\?amount=149&return=/);
  await hydrated(page);
  await expect(page.getByTestId('pay-amount')).toHaveValue('149');
  await expect(page.getByTestId('pay-for-purchase')).toHaveText(
    'After paying you come back to your purchase, ready to confirm.',
  );
  await page.getByTestId('pay-submit').click();
  await payAtCheckout(page, 'Pay');

  // Back at the same purchase, signed in, the payment's result said, ready to confirm.
  await expect(page).toHaveURL(/\/en\/store\?server=hitech&buy=\d+&period=month&mode=stack&notify=success/);
  await expect(dialog.getByTestId('buy-payment-result')).toHaveText(
    'Your payment has arrived. Check the purchase and confirm it.',
  );
  await expect(dialog.getByTestId('buy-balance')).toHaveText('Your balance: ₽149');
  await dialog.getByRole('button', { name: 'Pay ₽149' }).click();
  const thanks = page.getByTestId('thank-you');
  await expect(thanks).toContainText('VIP on HiTech');
  await expect(thanks).toContainText('Paid ₽149 from your balance.');
  await expect(page).toHaveURL(/\/en\/store\?server=hitech$/);
});

test('moving up to a better role: the dialog shows the credit for unused days first (ru)', async ({
  page,
  context,
}) => {
  const player = await newPlayer('Upgrade');
  await grant(player.login, 'RUB', 100_000);
  const vip = await roleId('hitech', 'vip');
  const bought = await postAsAccount(player.login, player.password, '/api/store/buy', {
    roleId: vip,
    period: 'month',
    mode: 'extend',
  });
  expect(bought.status).toBe(200);

  await signInContext(context, test.info().project.use.baseURL, player.login, player.password);
  await page.goto('/ru/store?server=hitech');
  await hydrated(page);
  await page.locator('[data-role="premium"]').getByTestId('role-buy').click();
  const dialog = page.getByTestId('buy-dialog');
  // VIP's 30 unused whole days at 149 ₽ / 31 a day: 144,19 ₽ off 331,55 ₽ (Premium with VIP's 5 %),
  // said before anything is paid. Keeping VIP costs no more than giving up its days: it is preselected.
  await expect(dialog.getByTestId('mode-stack')).toBeChecked();
  await expect(dialog).toContainText('Оставить текущую привилегию и добавить эту: 331,55');
  await expect(dialog).toContainText('Завершить VIP сейчас и перейти на эту: 187,36');
  await expect(dialog).toContainText('Её 30 неиспользованных дней уменьшают цену на 144,19');
  await expect(dialog.getByTestId('confirm-buy')).toContainText('Оплатить 331,55');

  // Choosing to end VIP: the credit line and the lower price, then confirm.
  await dialog.getByTestId('mode-extend').check();
  await expect(dialog.getByTestId('buy-credit')).toContainText(
    'Зачёт за 30 неиспользованных дней VIP: −144,19',
  );
  await expect(dialog.getByTestId('confirm-buy')).toContainText('Оплатить 187,36');
  await dialog.getByTestId('confirm-buy').click();
  await expect(page.getByTestId('thank-you')).toContainText('144,19');
});

/** A top-up the player started and left, or that the provider refused. */
async function startTopUp(login: string, password: string, amount: number, decision?: 'fail') {
  const started = await postAsAccount(login, password, '/api/pay', { amount, method: 'card' });
  const { redirectUrl } = (await started.json()) as { redirectUrl: string };
  if (decision === undefined) return;
  // Straight to the api's checkout page, as the provider's own page would decide (no browser, no site).
  await fetch(`${E2E_API_URL}${new URL(redirectUrl).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `decision=${decision}`,
    redirect: 'manual',
  });
}

const HISTORY = {
  en: {
    purchase: 'Purchase: VIP on TechnoMagic RPG, 1 month',
    coins: 'Coins moved from the site to the game on TechnoMagic RPG',
    gameCoins: '+5 game coins on TechnoMagic RPG',
    compensation: 'Compensation',
    gift: 'Gift from the team',
    failed: ['Top-up of ₽120 by Bank card', 'Failed: nothing was charged'],
    pending: ['Top-up of ₽130 by Bank card', 'Waiting for the payment'],
    resent: 'Sent again by staff',
    role: 'Role',
  },
  ru: {
    purchase: 'Покупка: VIP на TechnoMagic RPG, 1 месяц',
    coins: 'Перевод монет с сайта в игру на TechnoMagic RPG',
    gameCoins: '+5 игровых монет на TechnoMagic RPG',
    compensation: 'Компенсация',
    gift: 'Подарок от команды',
    failed: ['Пополнение на 120 ₽, Банковская карта', 'Не прошло: деньги не списаны'],
    pending: ['Пополнение на 130 ₽, Банковская карта', 'Ожидает оплаты'],
    resent: 'Отправлено повторно администрацией (1 раз)',
    role: 'Привилегия',
  },
} as const;

for (const lang of ['en', 'ru'] as const) {
  test(`read the money history in words (${lang})`, async ({ page, context }) => {
    test.setTimeout(90_000);
    const words = HISTORY[lang];
    const player = await newPlayer('History');
    await grant(player.login, 'RUB', 20_000, 'compensation');
    await grant(player.login, 'COIN', 10, 'gift');
    const bought = await postAsAccount(player.login, player.password, '/api/store/buy', {
      roleId: await roleId('techno-magic-rpg', 'vip'),
      period: 'month',
      mode: 'extend',
    });
    expect(bought.status).toBe(200);
    const moved = await postAsAccount(player.login, player.password, '/api/game-money/transfer', {
      server: 'techno-magic-rpg',
      amount: 5,
    });
    expect(moved.status).toBe(200);
    await startTopUp(player.login, player.password, 120, 'fail');
    await startTopUp(player.login, player.password, 130);
    // The server ran the role; staff send it again (a deliberate re-run): no second purchase.
    await pluginDelivers('techno-magic-rpg');
    const staff = await apiSignIn('admin');
    const list = await fetch(`${E2E_API_URL}/api/staff/store/deliveries?player=${player.login}`, {
      headers: { 'access-id': staff.accessId, 'access-token': staff.accessToken },
    });
    const { deliveries } = (await list.json()) as {
      deliveries: { id: string; kind: string; events: unknown[] }[];
    };
    const role = deliveries.find((delivery) => delivery.kind === 'role');
    const resent = await postAsAccount(
      'admin',
      undefined,
      `/api/staff/store/deliveries/${role?.id ?? ''}/resend`,
      { seenEventCount: role?.events.length },
    );
    expect(resent.status).toBe(200);

    await signInContext(context, test.info().project.use.baseURL, player.login, player.password);
    await page.goto(`/${lang}/cabinet/transactions`);
    await hydrated(page);
    const rows = page.getByTestId('transaction-row');
    await expect(rows.filter({ hasText: words.purchase })).toHaveCount(1);
    await expect(rows.filter({ hasText: words.coins })).toContainText(words.gameCoins);
    await expect(rows.filter({ hasText: words.compensation })).toHaveCount(1);
    await expect(rows.filter({ hasText: words.gift })).toHaveCount(1);
    // The words staff typed stay in the audit log.
    await expect(page.getByText('ticket 4411')).toHaveCount(0);
    const uncredited = page.getByTestId('uncredited-payment');
    await expect(uncredited.filter({ hasText: words.failed[0] })).toContainText(words.failed[1]);
    await expect(uncredited.filter({ hasText: words.pending[0] })).toContainText(words.pending[1]);

    // The resend is one line in the deliveries, marked as sent again, not a new purchase.
    await page.goto(`/${lang}/cabinet/roles`);
    await hydrated(page);
    // Two lines: the role (sent once more by staff) and the coins.
    const roleRows = page.getByTestId('delivery-row').filter({ hasText: words.role });
    await expect(roleRows).toHaveCount(1);
    await expect(roleRows.getByTestId('delivery-resent')).toHaveText(words.resent);
  });
}

test('back from a payment on the host the player paid from, signed in, with the result', async ({
  page,
  context,
}) => {
  // The suite's site answers on its primary host (127.0.0.1) and on `localhost` as a region host
  // (PUBLIC_SITE_HOSTS in playwright.config.ts); the session cookie belongs to the host signed in on.
  const primary = test.info().project.use.baseURL ?? '';
  const regionHost = primary.replace('127.0.0.1', 'localhost');
  const player = await newPlayer('Region');
  await signInContext(context, regionHost, player.login, player.password);
  await page.goto(`${regionHost}/en/pay`);
  await hydrated(page);
  await page.getByText('₽100', { exact: true }).click();
  await page.getByTestId('pay-submit').click();
  await payAtCheckout(page, 'Pay');

  await expect(page).toHaveURL(
    new RegExp(`^${regionHost.replace(/\./g, '\\.')}/en/pay(\\?notify=success)?$`),
  );
  await expect(page.getByText('Payment accepted: your balance will be replenished soon')).toBeVisible();
  await expect(page.getByTestId('pay-balance')).toHaveText('Balance: ₽100');
});
