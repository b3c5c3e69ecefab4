import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { E2E_API_URL } from './session';

/** The demo game server's token, as the seed wrote it for its plugin. */
export async function serverToken(slug: string): Promise<string> {
  const tokens = JSON.parse(
    await readFile(path.join(process.env.E2E_DATA_DIR ?? '', 'demo-server-tokens.json'), 'utf8'),
  ) as Record<string, string>;
  return tokens[slug] ?? '';
}

/**
 * What a game server's plugin does: claims its waiting deliveries, runs them and acknowledges them by id.
 * Returns the commands that were `player`'s (all of them without one).
 */
export async function pluginDelivers(slug: string, player?: string): Promise<string[]> {
  const headers = { 'content-type': 'application/json', 'x-server-token': await serverToken(slug) };
  const claimed = await fetch(`${E2E_API_URL}/api-system/deliveries/claim`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ leaseSeconds: 30 }),
  });
  const { deliveries } = (await claimed.json()) as {
    deliveries: { id: string; player: string; command: string }[];
  };
  await fetch(`${E2E_API_URL}/api-system/deliveries/ack`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ids: deliveries.map((delivery) => delivery.id) }),
  });
  return deliveries
    .filter((delivery) => player === undefined || delivery.player === player)
    .map((delivery) => delivery.command);
}
