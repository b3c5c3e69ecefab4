import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { inArray } from 'drizzle-orm';

import type { Db } from '../client.js';
import { gameServers } from '../schema/servers.js';
import { hashServerToken, newServerToken } from '../../modules/gameStats/index.js';

/** Where the demo keeps the plain tokens it issued, for the demo plugin (simulateGameServers.ts) only. */
export function demoServerTokensFile(dataDir: string): string {
  return path.join(dataDir, 'demo-server-tokens.json');
}

/**
 * One fresh random token per demo server (never a documented default): the hashes go to the database,
 * the plain tokens to a file readable only by the owner, which the demo plugin reads.
 */
export async function seedDemoServerTokens(
  db: Db,
  dataDir: string,
  slugs: string[],
  now: Date,
): Promise<void> {
  const tokens: Record<string, string> = {};
  const rows = await db
    .select({ slug: gameServers.slug })
    .from(gameServers)
    .where(inArray(gameServers.slug, slugs));
  for (const { slug } of rows) {
    const token = newServerToken();
    tokens[slug] = token;
    await db
      .update(gameServers)
      .set({ tokenHash: hashServerToken(token), tokenRotatedAt: now })
      .where(inArray(gameServers.slug, [slug]));
  }
  await mkdir(dataDir, { recursive: true });
  await writeFile(demoServerTokensFile(dataDir), `${JSON.stringify(tokens, null, 2)}\n`, { mode: 0o600 });
}
