import { expect, test } from '@playwright/test';

import { hydrated } from './support/page';
import { newPlayer } from './support/players';
import { E2E_API_URL, signInContext } from './support/session';
import { pluginDelivers } from './support/gamePlugin';
import { postAsAccount } from './support/staffApi';

// The store end to end: a role bought from the balance arrives at the game server through the delivery
// outbox (the test plays the server's plugin with the seed's token), and site coins go to the game.

/** Money for a fresh player, through the staff adjustment (a ledger movement like any other). */
async function grant(login: string, currency: 'RUB' | 'COIN', amount: number): Promise<void> {
  const response = await postAsAccount('admin', undefined, '/api/staff/economy/adjust', {
    login,
    currency,
    amount,
    reason: 'store e2e',
  });
  expect(response.status).toBe(200);
}

test('buy a role from the balance, thank-you dialog, then see it delivered', async ({ page, context }) => {
  // Two purchases and a delivery round trip on a shared 2-core machine.
  test.setTimeout(90_000);
  const player = await newPlayer('Buyer');
  await grant(player.login, 'RUB', 50_000);
  await signInContext(context, test.info().project.use.baseURL, player.login, player.password);
  await page.goto('/en/store?server=techno-magic-sky');
  await hydrated(page);
  const premium = page.locator('[data-role="premium"]');
  await expect(premium.getByText('Best choice')).toBeVisible();
  await expect(premium.getByTestId('role-price')).toHaveText('₽349');
  await premium.getByText('3 months').click();
  await expect(premium.getByTestId('role-price')).toHaveText('₽873');
  await premium.getByText('1 month').click();
  await premium.getByTestId('role-buy').click();
  await page.getByTestId('confirm-buy').click();
  const thanks = page.getByTestId('thank-you');
  await expect(thanks).toContainText('Premium on TechnoMagic SKY');
  await expect(thanks).toContainText('Paid ₽349 from your balance.');
  await thanks.getByRole('link', { name: 'My privileges' }).click();

  await expect(page).toHaveURL(/\/en\/cabinet\/roles$/);
  await expect(page.getByTestId('held-role')).toContainText('Premium');
  await expect(page.getByTestId('delivery-row').first()).toContainText('Waiting');
  const commands = await pluginDelivers('techno-magic-sky', player.login);
  expect(commands).toEqual([`lp user ${player.login} parent addtemp premium 2678400s accumulate`]);
  await page.reload();
  await expect(page.getByTestId('delivery-row').first()).toContainText('Delivered');

  // A second role while holding one: the choice between stacking and extending, and a 10 % discount.
  await page.goto('/en/store?server=techno-magic-sky');
  await hydrated(page);
  await expect(page.getByText('Your role gives you a 10% discount on this server.')).toBeVisible();
  await page.locator('[data-role="vip"]').getByTestId('role-buy').click();
  await page.getByTestId('mode-stack').check();
  await page.getByTestId('confirm-buy').click();
  await expect(page.getByTestId('thank-you')).toContainText('Paid ₽134.10 from your balance.');
});

test('transfer coins to the game from the modal; too many are refused', async ({ page, context }) => {
  const player = await newPlayer('Coins');
  await grant(player.login, 'COIN', 30);
  await signInContext(context, test.info().project.use.baseURL, player.login, player.password);
  // The legacy /transfer address opens the same modal.
  await page.goto('/en/transfer');
  await expect(page).toHaveURL(/open-modal=transfer-coins/);
  await hydrated(page);
  const modal = page.getByTestId('transfer-coins');
  await expect(modal).toContainText('You have 30 coins on the site.');
  await page.getByTestId('transfer-server').selectOption('hitech');
  await page.getByTestId('transfer-amount').fill('50');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByText('You have fewer coins on the site than you want to transfer')).toBeVisible();
  await page.getByTestId('transfer-amount').fill('12');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByText('Coins transferred: 12 coins to HiTech')).toBeVisible();
  await expect(page).not.toHaveURL(/open-modal/);
});

test('refund after a wipe: the tab shows what returns, one action returns it', async ({ page, context }) => {
  const player = await newPlayer('Refund');
  await grant(player.login, 'RUB', 20_000);
  // Magic RPG: the other tests buy elsewhere, so its wipe changes nothing for them.
  const roles = (await (await fetch(`${E2E_API_URL}/api/store/roles?server=magic-rpg`)).json()) as {
    roles: { id: number }[];
  };
  const bought = await postAsAccount(player.login, player.password, '/api/store/buy', {
    roleId: roles.roles[0]?.id,
    period: 'month',
    mode: 'extend',
  });
  expect(bought.status).toBe(200);
  const wipeAt = new Date(Date.now() + 10 * 86_400_000).toISOString();
  expect(
    (await postAsAccount('admin', undefined, '/api/staff/store/wipes', { server: 'magic-rpg', wipeAt }))
      .status,
  ).toBe(200);

  await signInContext(context, test.info().project.use.baseURL, player.login, player.password);
  await page.goto('/en/cabinet/refund');
  await hydrated(page);
  const card = page.getByTestId('refund-server');
  await expect(card).toContainText('Magic RPG');
  await expect(card).toContainText('To return: ₽149');
  await card.getByRole('button', { name: 'Return to the balance' }).click();
  await expect(page.getByText('₽149 returned to your balance')).toBeVisible();
  await expect(card).toContainText('To return: ₽0');
});

test('a role card says what is inside its kits and lists its commands folded', async ({ page }) => {
  await page.goto('/en/store?server=techno-magic-sky');
  await hydrated(page);
  const premium = page.locator('[data-role="premium"]');
  await expect(premium.getByTestId('role-kit').first()).toContainText('Inside: Diamond pickaxe, 32 steaks');
  const commands = premium.getByTestId('role-commands');
  await expect(commands.locator('summary')).toHaveText('3 commands');
  // Folded until asked: the list is in the page (for search engines and find-in-page) but not shown.
  await expect(commands.getByText('/fly')).toBeHidden();
  await commands.locator('summary').click();
  await expect(commands.getByRole('listitem').filter({ hasText: '/fly' })).toContainText(
    'Fly in the lobby and on your claim',
  );

  await page.goto('/ru/store?server=techno-magic-sky');
  await hydrated(page);
  const premiumRu = page.locator('[data-role="premium"]');
  await expect(premiumRu.getByTestId('role-kit').first()).toContainText('Внутри: Алмазная кирка, 32 стейка');
  await expect(premiumRu.getByTestId('role-commands').locator('summary')).toHaveText('3 команды');
});

test('the role comparison is in the first HTML, for the default server and a chosen one', async ({
  page,
}) => {
  for (const path of ['/ru/store', '/en/store?server=hitech']) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain('data-testid="role-comparison"');
  }
});

test('the role comparison scrolls inside itself on a phone, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/ru/store?server=techno-magic-sky');
  await hydrated(page);
  // The table arrives after hydration; its cells' visually hidden marks once escaped the scroller.
  await expect(page.getByTestId('role-comparison')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
