import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { DAY_MS } from './storeRules.js';
import { ScheduleWipe, storeCommands, type StoreReal } from './testing/storeCommands.js';
import { checkStoreInvariants, expectLedgerClean } from './testing/storeInvariants.js';
import { newModel, SERVERS } from './testing/storeModel.js';
import { newPlayer, openWorld, START_COINS, START_KOPECKS, type StoreWorld } from './testing/storeWorld.js';

// Value conservation (docs/security.md): random sequences of store actions against the real services on
// one database. Each sequence has a player of its own and starts 1000 days after the one before, past
// every wipe scheduled so far, so nothing needs resetting in between.

/**
 * Sequences per run of this file. `npm test` runs it on PostgreSQL (500, where a sequence is about six
 * times cheaper and the row locks are the server's) and on PGlite (200), so each CI run tries 700
 * sequences; STORE_MODEL_RUNS overrides both (e.g. for a long local soak: at most about 2,800, as each
 * sequence starts 1000 days after the one before and PostgreSQL's dates end with the year 9999).
 */
const RUNS = Number(
  process.env.STORE_MODEL_RUNS ?? (process.env.LODESTONE_TEST_DATABASE === 'postgres' ? 500 : 200),
);
const SEQUENCE_GAP_MS = 1000 * DAY_MS;
/** Hours from the start of a sequence to each server's wipe: mostly inside the 14-day window. */
const WIPES_AHEAD = fc.integer({ min: 1, max: 18 * 24 });

let t: TestApp;
let world: StoreWorld;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
  world = await openWorld(t.database.db, 'admin');
}, 300_000);
afterAll(async () => t.close());

describe('value conservation in the store', () => {
  it('after any sequence of store actions nothing is paid back that is still held, and the ledger is clean', async () => {
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(WIPES_AHEAD, WIPES_AHEAD),
        fc.commands(storeCommands, { maxCommands: 6 }),
        async (wipesAhead, commands) => {
          sequence += 1;
          const now = Date.parse('2100-01-01T00:00:00Z') + sequence * SEQUENCE_GAP_MS;
          world.setNow(now);
          const player = await newPlayer(world);
          const real: StoreReal = { world, player };
          const model = newModel(now, START_KOPECKS, START_COINS);
          // Staff have scheduled a wipe on each server, most of them with the refund window open already.
          const wipes = SERVERS.map((server, index) => new ScheduleWipe(server, wipesAhead[index] ?? 1));
          await fc.asyncModelRun(() => ({ model, real }), [...wipes, ...commands]);
          await checkStoreInvariants(model, real);
        },
      ),
      { numRuns: RUNS },
    );
    await expectLedgerClean({ world, player: { userId: 0, login: '' } });
    // Reported by the run: how long the sequences took on this machine.
    console.info(`store model: ${RUNS} sequences in ${Math.round(performance.now() - started)} ms`);
    expect(sequence).toBeGreaterThanOrEqual(RUNS);
  }, 900_000);
});
