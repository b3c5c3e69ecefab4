import { asc } from 'drizzle-orm';

import type { Db } from '../db/client.js';
import { gameServers } from '../db/schema/servers.js';
import { type GameEvent, IngestService } from '../modules/gameStats/index.js';
import { downsampleHistory, type OnlineSample, recordOnline } from '../modules/servers/index.js';
import { demoNicknames, demoOnlineSeasonal, seededRandom } from './playerCurve.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const REGULARS = 18;

/**
 * A year of plausible history for the demo servers, written by the same code plugins go through: hourly
 * online samples for the year and every 10 minutes for the last week (aggregate rows, then the normal
 * downsampling), and play sessions, counters and a few bans as plugin events. Deterministic and a few
 * seconds on PGlite.
 */
export async function seedDemoHistory(db: Db, now: Date, days = 365): Promise<{ events: number }> {
  const servers = await db
    .select()
    .from(gameServers)
    .orderBy(asc(gameServers.sortOrder), asc(gameServers.id));
  const ingest = new IngestService(db, () => now);
  let total = 0;
  for (const [index, server] of servers.entries()) {
    const random = seededRandom(index + 1);
    const samples: OnlineSample[] = [];
    const start = now.getTime() - days * DAY_MS;
    for (
      let at = start;
      at < now.getTime();
      at += at < now.getTime() - 7 * DAY_MS ? 2 * HOUR_MS : 10 * 60_000
    ) {
      samples.push({
        at: new Date(at),
        online: demoOnlineSeasonal(server.maxPlayers, new Date(at), random()),
        tps: 19 + random(),
      });
    }
    await db.transaction((tx) => recordOnline(tx, server.id, samples));

    // Regulars play most evenings, about 1–4 hours; every session is a join and a leave event.
    const events: GameEvent[] = [];
    const nicknames = demoNicknames(index, REGULARS);
    for (const [playerIndex, nickname] of nicknames.entries()) {
      const keen = 0.1 + random() * 0.4;
      for (let day = 0; day < days; day += 1) {
        if (random() > keen) continue;
        const begin = start + day * DAY_MS + (15 + random() * 6) * HOUR_MS;
        const end = Math.min(begin + (1 + random() * 3) * HOUR_MS, now.getTime() - HOUR_MS);
        if (end <= begin) continue;
        const id = `seed-${playerIndex}-${day}`;
        events.push({ id: `${id}-j`, type: 'join', at: new Date(begin).toISOString(), player: { nickname } });
        // Counters are summed anyway; one report a week keeps the seed small.
        if (day % 7 === playerIndex % 7) {
          events.push({
            id: `${id}-c`,
            type: 'counters',
            at: new Date(end).toISOString(),
            player: { nickname },
            counters: {
              blocksBroken: Math.round(random() * 5000),
              blocksPlaced: Math.round(random() * 4000),
              mobsKilled: Math.round(random() * 40),
              playersKilled: Math.round(random() * 3),
              deaths: Math.round(random() * 4),
              experience: Math.round(random() * 500),
              chatMessages: Math.round(random() * 30),
              casesOpened: random() < 0.5 ? 1 : 0,
            },
          });
        }
        events.push({ id: `${id}-l`, type: 'leave', at: new Date(end).toISOString(), player: { nickname } });
      }
      if (playerIndex % 13 === 7) {
        const banned = start + random() * days * DAY_MS;
        const permanent = playerIndex % 2 === 1;
        events.push({
          id: `seed-ban-${playerIndex}`,
          type: 'ban',
          at: new Date(banned).toISOString(),
          player: { nickname },
          ban: {
            banId: `seed-${playerIndex}`,
            by: 'admin',
            reason: permanent ? 'Cheating (fly hack)' : 'Griefing near spawn',
            permanent,
            end: permanent ? null : new Date(banned + 7 * DAY_MS).toISOString(),
          },
        });
      }
    }
    await ingest.ingest(server, events);
    total += events.length + samples.length;
  }
  await downsampleHistory(db, now);
  return { events: total };
}
