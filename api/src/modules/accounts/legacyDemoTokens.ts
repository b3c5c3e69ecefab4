import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { Db } from '../../db/client.js';
import { FlowTokens } from '../../platform/auth/flowTokens.js';
import { randomSecret } from '../../platform/auth/secrets.js';
import { LegacyTokens } from './legacyTokens.js';
import { UsersRepository } from '../../platform/identity/users.repository.js';

/** Tokens per demo account: each is exchanged once, so a retried browser test takes the next one. */
export const DEMO_LEGACY_TOKENS_PER_ACCOUNT = 4;

/** Where the demo keeps the plain legacy tokens it issued, for browser tests only (like demo-server-tokens.json). */
export function demoLegacyTokensFile(dataDir: string): string {
  return path.join(dataDir, 'demo-legacy-tokens.json');
}

/**
 * Stands in for an import from the previous site on a demo installation: fresh random legacy tokens for
 * the demo accounts (hashes in the database, as the import stores them), the plain ones in a file readable
 * only by the owner. Logins without an account are skipped.
 */
export async function seedDemoLegacyTokens(
  db: Db,
  dataDir: string,
  logins: string[],
  now: Date,
): Promise<void> {
  const users = new UsersRepository(db);
  const legacyTokens = new LegacyTokens(new FlowTokens(db, () => now), users);
  const tokens: Record<string, string[]> = {};
  for (const login of logins) {
    const user = await users.findByLogin(login);
    if (!user) continue;
    const issued: string[] = [];
    for (let index = 0; index < DEMO_LEGACY_TOKENS_PER_ACCOUNT; index += 1) {
      const token = randomSecret();
      await legacyTokens.import(user.id, token);
      issued.push(token);
    }
    tokens[user.login] = issued;
  }
  await mkdir(dataDir, { recursive: true });
  await writeFile(demoLegacyTokensFile(dataDir), `${JSON.stringify(tokens, null, 2)}\n`, { mode: 0o600 });
}
