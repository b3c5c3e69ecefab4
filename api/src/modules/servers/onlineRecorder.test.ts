import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serverOnlineHistory } from '../../db/schema/gameStats.js';
import { gameServers } from '../../db/schema/servers.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { networkRecords } from '../stats/index.js';
import { recordOnline, type OnlineSample } from './onlineRecorder.js';

let t: TestApp;
let serverIds: number[] = [];
// Two UTC days: the last 6 hours of 1 May and the first 6 of 2 May, so batches cross midnight.
const MIDNIGHT = Date.UTC(2034, 4, 2);
const SPAN_MINUTES = 12 * 60;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.select({ id: gameServers.id }).from(gameServers).limit(2);
  serverIds = rows.map((row) => row.id);
});
afterAll(async () => {
  await t.close();
});

async function resetServers(): Promise<void> {
  const { db } = t.database;
  await db
    .update(gameServers)
    .set({ recordDay: 0, recordDayDate: null, recordDayAt: null, recordMax: 0, recordMaxAt: null })
    .where(inArray(gameServers.id, serverIds));
  await db.delete(serverOnlineHistory).where(inArray(serverOnlineHistory.serverId, serverIds));
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The earliest of the highest samples: what a record and its moment must be. */
function expectedRecord(samples: OnlineSample[]): { online: number; at: string } | null {
  const best = samples.reduce<OnlineSample | null>(
    (found, sample) =>
      found === null ||
      sample.online > found.online ||
      (sample.online === found.online && sample.at < found.at)
        ? sample
        : found,
    null,
  );
  return best === null ? null : { online: best.online, at: best.at.toISOString() };
}

// Few distinct values, so equal peaks (and so the moment rule) come up often.
const sample = fc.record({
  minute: fc.integer({ min: 0, max: SPAN_MINUTES - 1 }),
  second: fc.integer({ min: 0, max: 59 }),
  online: fc.integer({ min: 0, max: 6 }),
});
const batches = fc.array(fc.array(sample, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 6 });
const toSample = (item: { minute: number; second: number; online: number }): OnlineSample => ({
  at: new Date(MIDNIGHT - 6 * 3_600_000 + item.minute * 60_000 + item.second * 1000),
  online: item.online,
});

describe('recordOnline', () => {
  it('keeps the record of the latest day and of all time, each at the moment it was first reached, whatever the order of batches', async () => {
    await fc.assert(
      fc.asyncProperty(batches, async (raw) => {
        await resetServers();
        const [serverId] = serverIds;
        if (serverId === undefined) throw new Error('no seeded server');
        const sent = raw.map((batch) => batch.map(toSample));
        for (const batch of sent) await recordOnline(t.database.db, serverId, batch);

        const all = sent.flat();
        const lastDay = all
          .map((item) => utcDay(item.at))
          .sort()
          .at(-1);
        const [row] = await t.database.db.select().from(gameServers).where(eq(gameServers.id, serverId));
        const day = expectedRecord(all.filter((item) => utcDay(item.at) === lastDay));
        const max = expectedRecord(all);
        expect(row?.recordDayDate).toBe(lastDay);
        expect({ online: row?.recordDay, at: row?.recordDayAt?.toISOString() }).toEqual(day);
        expect({ online: row?.recordMax, at: row?.recordMaxAt?.toISOString() }).toEqual(max);
        // The invariant behind it: no sample of the day is above the day's record.
        for (const item of all.filter((each) => utcDay(each.at) === lastDay)) {
          expect(row?.recordDay ?? -1).toBeGreaterThanOrEqual(item.online);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('starts the day record afresh after midnight and keeps the moment within the new day', async () => {
    await resetServers();
    const [serverId] = serverIds;
    if (serverId === undefined) throw new Error('no seeded server');
    const at = (iso: string, online: number) => ({ at: new Date(iso), online });
    await recordOnline(t.database.db, serverId, [
      at('2034-05-01T23:50:00Z', 90),
      at('2034-05-01T23:59:30Z', 40),
    ]);
    // One batch across midnight: only the new day's samples make its record.
    await recordOnline(t.database.db, serverId, [
      at('2034-05-01T23:59:50Z', 95),
      at('2034-05-02T00:00:10Z', 12),
    ]);
    const [row] = await t.database.db.select().from(gameServers).where(eq(gameServers.id, serverId));
    expect(row).toMatchObject({
      recordDayDate: '2034-05-02',
      recordDay: 12,
      recordDayAt: new Date('2034-05-02T00:00:10Z'),
      recordMax: 95,
      recordMaxAt: new Date('2034-05-01T23:59:50Z'),
    });
    // A late batch from the day before changes neither the new day's record nor its moment.
    await recordOnline(t.database.db, serverId, [at('2034-05-01T22:00:00Z', 70)]);
    const [late] = await t.database.db.select().from(gameServers).where(eq(gameServers.id, serverId));
    expect(late).toMatchObject({ recordDay: 12, recordDayAt: new Date('2034-05-02T00:00:10Z') });
  });
});

describe('networkRecords', () => {
  it("is the most players within one minute of the day, never below a server's own day record", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(sample, { minLength: 1, maxLength: 10 }),
        fc.array(sample, { maxLength: 10 }),
        async (first, second) => {
          await resetServers();
          const [a, b] = serverIds;
          if (a === undefined || b === undefined) throw new Error('two seeded servers needed');
          const perServer = [first.map(toSample), second.map(toSample)];
          await recordOnline(t.database.db, a, perServer[0] ?? []);
          await recordOnline(t.database.db, b, perServer[1] ?? []);
          const now = new Date(MIDNIGHT + 6 * 3_600_000);
          const records = await networkRecords(t.database.db, serverIds, 3, now);

          // Expected: per minute of 2 May, each server's highest sample, added up; the first best minute.
          const minuteSums = new Map<number, number>();
          for (const samples of perServer) {
            const peaks = new Map<number, number>();
            for (const item of samples.filter((each) => each.at.getTime() >= MIDNIGHT)) {
              const minute = Math.floor(item.at.getTime() / 60_000) * 60_000;
              peaks.set(minute, Math.max(peaks.get(minute) ?? 0, item.online));
            }
            for (const [minute, peak] of peaks) minuteSums.set(minute, (minuteSums.get(minute) ?? 0) + peak);
          }
          const best = [...minuteSums].sort(([m1, v1], [m2, v2]) => v2 - v1 || m1 - m2)[0];
          expect(records.onlineCurrent).toBe(3);
          expect(records.onlineDay).toBe(best?.[1] ?? 0);
          expect(records.timeOnlineDay).toBe(best === undefined ? null : new Date(best[0]).toISOString());
          expect(records.onlineMax).toBeGreaterThanOrEqual(records.onlineDay);
          const rows = await t.database.db
            .select()
            .from(gameServers)
            .where(inArray(gameServers.id, serverIds));
          for (const row of rows) {
            if (row.recordDayDate === '2034-05-02')
              expect(records.onlineDay).toBeGreaterThanOrEqual(row.recordDay);
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
