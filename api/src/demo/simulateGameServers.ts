import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { GameEvent } from '../modules/gameStats/index.js';
import { DEMO_SLP } from '../db/seed/demoServers.js';
import { DEMO_RCON } from '../db/seed/demoStore.js';
import { createRconServer } from '../modules/delivery/testing/index.js';
import { createSlpResponder } from '../modules/servers/testing/index.js';
import { demoNicknames, demoOnlineSeasonal } from './playerCurve.js';

// Stands in for the game-server plugins in the local demo (`npm start`): every REPORT_EVERY_MS each
// server reports a heartbeat with its players, joins and leaves, counter deltas and now and then a ban,
// through the real system API with its own token (written by the demo seed). The last server has no
// plugin: a local Server List Ping responder answers for it and the api's poller reads it (the seed set
// its status address).
// Never part of production: scripts/stack.mjs starts it only when DEMO_GAME_SERVERS is not 0.
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8080';
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
const REPORT_EVERY_MS = 15_000;
const DELIVER_EVERY_MS = 5_000;

interface ListedServer {
  slug: string;
  maxPlayers: number;
  gameVersion: string;
}

const online = new Map<string, Set<string>>();
let sequence = 0;
let pingOnly: ListedServer | undefined;

async function tokens(): Promise<Record<string, string>> {
  return JSON.parse(await readFile(path.join(dataDir, 'demo-server-tokens.json'), 'utf8')) as Record<
    string,
    string
  >;
}

async function call(url: string, token: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${apiUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-server-token': token },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

// Command ids this "plugin" has run: a delivery handed out again after a lost acknowledgement is
// acknowledged without running twice, as a real plugin must do.
const executed = new Set<string>();

/** The store's side of the plugin: claim with a lease, "run" each command, acknowledge it by id. */
async function deliverAll(): Promise<void> {
  const known = await tokens();
  for (const [slug, token] of Object.entries(known)) {
    if (slug === pingOnly?.slug) continue;
    const claimed = (await call('/api-system/deliveries/claim', token, { limit: 50, leaseSeconds: 60 })) as {
      deliveries: { id: string; command: string }[];
    };
    if (claimed.deliveries.length === 0) continue;
    for (const delivery of claimed.deliveries) {
      if (!executed.has(delivery.id)) console.log(`[demo game servers] ${slug}: ${delivery.command}`);
      executed.add(delivery.id);
    }
    await call('/api-system/deliveries/ack', token, {
      ids: claimed.deliveries.map((delivery) => delivery.id),
    });
  }
}

function pick<T>(items: T[]): T | undefined {
  return items[Math.floor(Math.random() * items.length)];
}

/** One plugin tick: players drift towards the curve's online, then everything is sent in one batch. */
function tick(server: ListedServer, index: number, now: Date): GameEvent[] {
  const pool = demoNicknames(index, Math.max(40, server.maxPlayers));
  const present = online.get(server.slug) ?? new Set<string>();
  online.set(server.slug, present);
  const target = demoOnlineSeasonal(server.maxPlayers, now, Math.random());
  const events: GameEvent[] = [];
  const id = () => `demo-${now.getTime()}-${(sequence += 1)}`;
  const at = now.toISOString();
  while (present.size > target) {
    const nickname = pick([...present]) ?? '';
    present.delete(nickname);
    events.push({ id: id(), type: 'leave', at, player: { nickname } });
  }
  const away = pool.filter((nickname) => !present.has(nickname));
  while (present.size < target && away.length > 0) {
    const nickname = away.splice(Math.floor(Math.random() * away.length), 1)[0] ?? '';
    present.add(nickname);
    events.push({ id: id(), type: 'join', at, player: { nickname } });
  }
  for (const nickname of [...present].slice(0, 25)) {
    events.push({
      id: id(),
      type: 'counters',
      at,
      player: { nickname },
      counters: {
        blocksBroken: Math.round(Math.random() * 40),
        mobsKilled: Math.round(Math.random() * 2),
        chatMessages: Math.random() < 0.3 ? 1 : 0,
      },
    });
  }
  if (Math.random() < 0.01) {
    const nickname = pick([...present]);
    if (nickname !== undefined) {
      present.delete(nickname);
      events.push({
        id: id(),
        type: 'ban',
        at,
        player: { nickname },
        ban: {
          banId: id(),
          by: 'Console',
          reason: 'Spam in chat',
          end: new Date(now.getTime() + 3_600_000).toISOString(),
        },
      });
    }
  }
  events.push({
    id: id(),
    type: 'heartbeat',
    at,
    tps: Math.round((18.5 + Math.random() * 1.5) * 10) / 10,
    online: present.size,
    maxPlayers: server.maxPlayers,
    players: [...present].map((nickname) => ({ nickname })),
  });
  return events;
}

async function reportAll(): Promise<void> {
  const response = await fetch(`${apiUrl}/api/servers`);
  if (!response.ok) throw new Error(`GET /api/servers answered ${response.status}`);
  const servers = ((await response.json()) as { items: ListedServer[] }).items;
  const known = await tokens();
  const now = new Date();
  for (const [index, server] of servers.entries()) {
    const token = known[server.slug];
    if (token === undefined) continue;
    if (server.slug === DEMO_SLP.server) {
      // The ping-only server reports nothing: the seed gave it the status address the responder
      // below answers on (a game server cannot set its own, docs/security.md).
      pingOnly = server;
      continue;
    }
    const events = tick(server, index, now);
    for (let start = 0; start < events.length; start += 1000) {
      await call('/api-system/server/report', token, { events: events.slice(start, start + 1000) });
    }
  }
}

const responder = createSlpResponder({
  status: () => {
    const max = pingOnly?.maxPlayers ?? 100;
    return {
      version: `Forge ${pingOnly?.gameVersion ?? '1.12.2'}`,
      protocol: 340,
      max,
      online: demoOnlineSeasonal(max, new Date(), Math.random()),
      motd: '§5Magic RPG §7— §aanswered by Server List Ping',
    };
  },
});
responder.listen(DEMO_SLP.port, '127.0.0.1');

// The ping-only server has no plugin: the api pushes its deliveries over RCON to this stand-in.
const rcon = createRconServer({
  password: DEMO_RCON.password,
  execute: (command) => {
    console.log(`[demo game servers] ${DEMO_RCON.server} (RCON): ${command}`);
    return '';
  },
});
await rcon.listen(DEMO_RCON.port);

async function run(): Promise<void> {
  try {
    await reportAll();
  } catch (error) {
    console.error(`[demo game servers] ${error instanceof Error ? error.message : String(error)}`);
  }
}

await run();
setInterval(() => void run(), REPORT_EVERY_MS);
setInterval(() => {
  deliverAll().catch((error: unknown) => {
    console.error(
      `[demo game servers] deliveries: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
}, DELIVER_EVERY_MS);
