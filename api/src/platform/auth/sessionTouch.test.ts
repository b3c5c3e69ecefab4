import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';

import type { SessionRow } from '../identity/sessions.repository.js';
import { AuthService } from './AuthService.js';
import { sha256Hex } from './secrets.js';

// Issue 32: reading a session must not write on every request (a signed-in page asks the api several
// times), yet the last use and the player's last-online time must still move once the minute has passed.
const START = new Date('2032-05-01T12:00:00Z').getTime();

function setUp() {
  let now = START;
  const row: SessionRow = {
    id: 'session-1',
    userId: 7,
    tokenHash: sha256Hex('token-1'),
    source: 'site',
    userAgent: null,
    browser: null,
    system: null,
    systemData: null,
    ip: null,
    createdAt: new Date(START),
    lastUsedAt: new Date(START),
    terminatedAt: null,
  };
  const writes = { sessions: [] as number[], lastOnline: [] as number[] };
  const sessions = {
    findSignedIn: (id: string) => Promise.resolve(id === row.id ? { ...row, login: 'steve' } : null),
    terminate: () => Promise.resolve(),
    touch: async (_id: string, at: Date) => {
      // A write takes a moment: reads that arrive meanwhile still see the old time in the database.
      await new Promise((resolve) => setTimeout(resolve, 5));
      row.lastUsedAt = at;
      writes.sessions.push(at.getTime() - START);
    },
  };
  const users = {
    touchLastOnline: (_userId: number, at: Date) => {
      writes.lastOnline.push(at.getTime() - START);
      return Promise.resolve();
    },
  };
  const auth = new AuthService(sessions, users, () => new Date(now));
  const request = {
    headers: { 'access-id': 'session-1', 'access-token': 'token-1' },
    ip: '127.0.0.1',
  } as unknown as FastifyRequest;
  return {
    writes,
    at: (seconds: number) => {
      now = START + seconds * 1000;
    },
    read: () => auth.optional(request),
  };
}

describe('the session check writes the last use at most once a minute', () => {
  it('skips the write within the minute and writes again after it', async () => {
    const t = setUp();
    t.at(30);
    expect(await t.read()).toMatchObject({ login: 'steve' });
    expect(t.writes.sessions).toEqual([]);
    t.at(61);
    await t.read();
    t.at(90);
    await t.read();
    t.at(122);
    await t.read();
    expect(t.writes.sessions).toEqual([61_000, 122_000]);
    expect(t.writes.lastOnline).toEqual([61_000, 122_000]);
  });

  it('writes once when many requests of one session arrive together past the minute', async () => {
    const t = setUp();
    t.at(61);
    const users = await Promise.all(Array.from({ length: 10 }, () => t.read()));
    expect(users.every((user) => user?.login === 'steve')).toBe(true);
    expect(t.writes.sessions).toEqual([61_000]);
    expect(t.writes.lastOnline).toEqual([61_000]);
  });
});
