import { randomUUID } from 'node:crypto';

import { TEST_SIGNATURE_HEADER, testSignature } from '../../../modules/payments/testing/index.js';
import type { DemoPlayer } from './demoPlayers.js';
import type { StepTimings } from './stepTimings.js';

/** nginx's listeners, and what every visit buys. */
export interface WipeDayShop {
  site: string;
  gateway: string;
  api: string;
  server: string;
  roleId: number;
  /** The role's month price, which the top-up covers in whole rubles. */
  priceKopecks: number;
  coinsToGame: number;
  /** The test provider's notification secret (PAYMENTS_TEST_SECRET of the replicas). */
  providerSecret: string;
  /** The site's catalogue query, as web/app/features/store/graphql/StoreRoles.graphql has it. */
  catalogueQuery: string;
}

/** What one visit moved, for the ledger comparison afterwards. */
export interface VisitOutcome {
  player: DemoPlayer;
  creditedKopecks: number;
  paidKopecks: number;
  coinsMoved: number;
}

const TIMEOUT_MS = 30_000;

async function call(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) {
    const body = await response.text();
    throw new Error(
      `${init.method ?? 'GET'} ${new URL(url).pathname}: ${String(response.status)} ${body.slice(0, 200)}`,
    );
  }
  return response;
}

async function json<T>(url: string, init: RequestInit): Promise<T> {
  return (await (await call(url, init)).json()) as T;
}

/**
 * One player's wipe-day visit, every request through nginx: sign in, open the store (the site renders
 * it signed in) and ask the gateway for the catalogue as the page does on a client-side navigation, top
 * up what the role costs (the test provider's signed notification credits it), buy the role, move site
 * coins to the game. A failed step throws, and the rest of the visit does not happen.
 */
export async function visit(
  shop: WipeDayShop,
  player: DemoPlayer,
  timings: StepTimings,
): Promise<VisitOutcome> {
  const client = {
    'x-forwarded-for': player.address,
    'accept-language': 'ru',
    'user-agent': 'wipe-day-bench',
  };
  const { accessId, accessToken } = await timings.time('sign in', () =>
    json<{ accessId: string; accessToken: string }>(`${shop.api}/api/user/auth/login`, {
      method: 'POST',
      headers: { ...client, 'content-type': 'application/json' },
      body: JSON.stringify({ login: player.login, password: player.password, recaptcha: '' }),
    }),
  );
  const signedIn = { ...client, 'access-id': accessId, 'access-token': accessToken };
  await timings.time('store page', async () => {
    const page = await call(`${shop.site}/ru/store?server=${shop.server}`, {
      headers: { ...client, cookie: `access_id=${accessId}; access_token=${accessToken}` },
    });
    const html = await page.text();
    if (!html.includes(player.login)) throw new Error('the store page was not rendered signed in');
  });
  await timings.time('catalogue query', async () => {
    const answer = await json<{ data?: { storeRoles?: { roles: { id: number }[] } }; errors?: unknown[] }>(
      `${shop.gateway}/graphql`,
      {
        method: 'POST',
        headers: { ...signedIn, 'content-type': 'application/json' },
        body: JSON.stringify({ query: shop.catalogueQuery, variables: { server: shop.server } }),
      },
    );
    if (
      answer.errors !== undefined ||
      !answer.data?.storeRoles?.roles.some((role) => role.id === shop.roleId)
    )
      throw new Error(`the catalogue query answered ${JSON.stringify(answer).slice(0, 200)}`);
  });
  const rubles = Math.max(10, Math.ceil(shop.priceKopecks / 100));
  const creditedKopecks = await timings.time('top up', async () => {
    const created = await json<{ paymentId: string; redirectUrl: string; bonusKopecks: number }>(
      `${shop.api}/api/pay`,
      {
        method: 'POST',
        headers: { ...signedIn, 'content-type': 'application/json', 'x-idempotency-key': randomUUID() },
        body: JSON.stringify({ amount: rubles, method: 'card' }),
      },
    );
    // The provider's side: the player paid on its page, it notifies the api, signed as it signs.
    const body = JSON.stringify({
      id: created.redirectUrl.split('/').at(-1),
      paymentId: created.paymentId,
      status: 'succeeded',
      amount: rubles * 100,
      currency: 'RUB',
    });
    await call(`${shop.api}/payments/notify/test`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [TEST_SIGNATURE_HEADER]: testSignature(body, shop.providerSecret),
      },
      body,
    });
    return rubles * 100 + created.bonusKopecks;
  });
  const bought = await timings.time('buy a role', () =>
    json<{ paidKopecks: number }>(`${shop.api}/api/store/buy`, {
      method: 'POST',
      headers: { ...signedIn, 'content-type': 'application/json', 'x-idempotency-key': randomUUID() },
      body: JSON.stringify({ roleId: shop.roleId, period: 'month', mode: 'stack' }),
    }),
  );
  await timings.time('coins to the game', () =>
    call(`${shop.api}/api/game-money/transfer`, {
      method: 'POST',
      headers: { ...signedIn, 'content-type': 'application/json', 'x-idempotency-key': randomUUID() },
      body: JSON.stringify({ server: shop.server, amount: shop.coinsToGame }),
    }).then((response) => response.arrayBuffer()),
  );
  return { player, creditedKopecks, paidKopecks: bought.paidKopecks, coinsMoved: shop.coinsToGame };
}
