import { readFile } from 'node:fs/promises';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FlowTokens } from '../../platform/auth/flowTokens.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { DEMO_LEGACY_TOKENS_PER_ACCOUNT, demoLegacyTokensFile } from './legacyDemoTokens.js';
import { parseLegacyTokenFile } from './legacyTokenFile.js';
import { describeLegacyImport, importLegacyTokens } from './legacyTokenImport.js';
import { LegacyTokens } from './legacyTokens.js';
import { UsersRepository } from '../../platform/identity/users.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// The api under test exchanges with the real clock, so the imports are dated now too.
const NOW = new Date();

function run(csv: string, now = NOW) {
  const users = new UsersRepository(t.database.db);
  const legacyTokens = new LegacyTokens(new FlowTokens(t.database.db, () => now), users);
  return importLegacyTokens(parseLegacyTokenFile(csv, 'export.csv'), { legacyTokens, users, now });
}

function exchange(login: string, token: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/auth/token-legacy',
    payload: { login },
    headers: { 'user-agent': 'vitest', 'access-token': token },
  });
}

describe('importing the legacy tokens', () => {
  it('matches logins case-insensitively, reports unknown, expired and bad rows, and stores only hashes', async () => {
    const report = await run(
      [
        'login,token,expires',
        'STEVE,import-token-steve-1,',
        'Editor,import-token-editor-1,2030-01-01',
        'ghost,import-token-ghost-1,',
        'GHOST,import-token-ghost-2,',
        'steve,import-token-old-1,2020-01-01',
        'steve,short,',
      ].join('\n'),
    );
    expect(report).toEqual({
      imported: 2,
      alreadyImported: 0,
      unknownLogins: ['ghost'],
      expired: 1,
      bad: [{ at: 'line 7', reason: 'token shorter than 6 characters' }],
    });
    expect(describeLegacyImport(report)).toContain('unknown logins: 1');
    const stored = await t.database.db.query.flowTokens.findMany({
      where: (tokens, { eq }) => eq(tokens.purpose, 'legacy-token'),
    });
    expect(stored.map((row) => row.secretHash).join()).not.toContain('import-token');
  });

  it('changes nothing when run again, and never revives a token already exchanged', async () => {
    const csv = 'login,token\nsteve,import-token-steve-2\n';
    expect((await run(csv)).imported).toBe(1);
    expect((await exchange('Steve', 'import-token-steve-2')).statusCode).toBe(200);
    const again = await run(csv);
    expect(again).toMatchObject({ imported: 0, alreadyImported: 1 });
    expect((await exchange('steve', 'import-token-steve-2')).statusCode).toBe(401);
  });

  it('keeps the expiry of the export: the token is refused after it', async () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    await run(`login,token,expires\nsteve,import-token-steve-3,${soon}\n`, new Date());
    const rows = await t.database.db.query.flowTokens.findMany({
      where: (tokens, { eq }) => eq(tokens.purpose, 'legacy-token'),
    });
    const latest = rows.sort((a, b) => b.id - a.id)[0];
    expect(Math.abs((latest?.expiresAt.getTime() ?? 0) - Date.parse(soon))).toBeLessThan(1000);
  });
});

describe('the demo legacy tokens', () => {
  it('are left by the seed for the browser tests, each exchangeable once', async () => {
    const tokens = JSON.parse(await readFile(demoLegacyTokensFile(t.dataDir), 'utf8')) as Record<
      string,
      string[]
    >;
    expect(Object.keys(tokens).sort()).toEqual(['admin', 'editor', 'steve']);
    const [first, second] = tokens.editor ?? [];
    expect(tokens.editor).toHaveLength(DEMO_LEGACY_TOKENS_PER_ACCOUNT);
    expect((await exchange('editor', first ?? '')).statusCode).toBe(200);
    expect((await exchange('editor', first ?? '')).statusCode).toBe(401);
    expect((await exchange('editor', second ?? '')).statusCode).toBe(200);
  });
});
