import { demoOnline } from './playerCurve.js';

// Stands in for the game-server plugins in the local demo (`npm start`): every REPORT_EVERY_MS it reports
// each server's online through the real system API, exactly as a plugin would. Never part of production:
// scripts/stack.mjs starts it only when DEMO_GAME_SERVERS is not 0, and docker-compose does not.
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8080';
const token = process.env.SYSTEM_API_TOKEN ?? 'dev-system-token';
const REPORT_EVERY_MS = 30_000;

interface ListedServer {
  slug: string;
  maxPlayers: number;
}

async function listServers(): Promise<ListedServer[]> {
  const response = await fetch(`${apiUrl}/api/servers`);
  if (!response.ok) throw new Error(`GET /api/servers answered ${response.status}`);
  const body = (await response.json()) as { items: ListedServer[] };
  return body.items;
}

async function reportAll(): Promise<void> {
  const now = new Date();
  for (const server of await listServers()) {
    const response = await fetch(`${apiUrl}/api-system/server/online`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-system-token': token },
      body: JSON.stringify({
        server: server.slug,
        online: demoOnline(server.maxPlayers, now, Math.random()),
      }),
    });
    if (!response.ok) console.error(`[demo game servers] ${server.slug}: ${response.status}`);
  }
}

async function tick(): Promise<void> {
  try {
    await reportAll();
  } catch (error) {
    console.error(`[demo game servers] ${error instanceof Error ? error.message : String(error)}`);
  }
}

await tick();
setInterval(() => void tick(), REPORT_EVERY_MS);
