import { expect } from '@playwright/test';

import { apiSignIn, E2E_API_URL } from './session';

/** A POST to the api as the given account (the seed's password when none is given), with an idempotency key. */
export async function postAsAccount(login: string, password: string | undefined, url: string, body: unknown) {
  const session = await apiSignIn(login, password);
  return fetch(`${E2E_API_URL}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'access-id': session.accessId,
      'access-token': session.accessToken,
      'x-idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify(body),
  });
}

/** Rubles (kopecks) for a player through the demo admin's staff adjustment: a ledger movement, audited. */
export async function adjustBalance(login: string, kopecks: number, reason: string): Promise<void> {
  const response = await postAsAccount('admin', undefined, '/api/staff/economy/adjust', {
    login,
    currency: 'RUB',
    amount: kopecks,
    reason,
  });
  expect(response.status).toBe(200);
}

/** The player buys the first role on sale on a server for a month, from their balance. */
export async function buyFirstRole(player: { login: string; password: string }, server: string) {
  const listed = await fetch(`${E2E_API_URL}/api/store/roles?server=${server}`);
  const { roles } = (await listed.json()) as { roles: { id: number }[] };
  const bought = await postAsAccount(player.login, player.password, '/api/store/buy', {
    roleId: roles[0]?.id,
    period: 'month',
    mode: 'extend',
  });
  expect(bought.status).toBe(200);
}
