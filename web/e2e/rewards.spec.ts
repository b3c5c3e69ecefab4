import { expect, test } from '@playwright/test';

import { hydrated } from './support/page';
import { newPlayer } from './support/players';
import { apiSignIn, E2E_API_URL, signInContext } from './support/session';

// Role transfer end to end: a held role moves to another server for a fee from the cabinet's privileges
// tab; the old server gets a revoke and the new one a grant.

async function api(login: string, password: string | undefined, method: string, url: string, body?: unknown) {
  const session = await apiSignIn(login, password);
  const response = await fetch(`${E2E_API_URL}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'access-id': session.accessId,
      'access-token': session.accessToken,
      'x-idempotency-key': crypto.randomUUID(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json() as Promise<unknown>;
}

test('transfer a held role to another server from the cabinet', async ({ page, context }) => {
  test.setTimeout(90_000);
  const player = await newPlayer('Mover');
  await api('admin', undefined, 'POST', '/api/staff/economy/adjust', {
    login: player.login,
    currency: 'RUB',
    amount: 50_000,
    reason: 'rewards e2e',
  });
  const catalogue = (await api(player.login, player.password, 'GET', '/api/store/roles?server=hitech')) as {
    roles: { id: number; slug: string }[];
  };
  const vip = catalogue.roles.find((role) => role.slug === 'vip');
  await api(player.login, player.password, 'POST', '/api/store/buy', {
    roleId: vip?.id,
    period: 'month',
    mode: 'extend',
  });

  await signInContext(context, test.info().project.use.baseURL, player.login, player.password);
  await page.goto('/en/cabinet/roles');
  await hydrated(page);
  await page.getByTestId('transfer-role-open').click();
  const form = page.getByTestId('transfer-role');
  await expect(form.getByTestId('transfer-role-submit')).toBeDisabled();
  await form.getByTestId('transfer-role-server').selectOption('techno-magic-rpg');
  await form.getByTestId('transfer-role-submit').click();
  await expect(page.getByText('Role transferred to TechnoMagic RPG')).toBeVisible();
  await expect(page.getByTestId('held-role')).toHaveCount(1);
  await expect(page.getByTestId('held-role')).toContainText('TechnoMagic RPG');
  await expect(page.getByTestId('delivery-row').filter({ hasText: 'Role removed' })).toHaveCount(1);
});
