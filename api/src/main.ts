import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemo } from './db/seed/seedDemo.js';
import { seedDemoHistory } from './demo/seedHistory.js';
import { ServersRepository } from './modules/servers/index.js';
import { copySeededUploads } from './platform/storage/copyLocalUploads.js';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// @fastify/static needs its root to exist when the app is built.
await mkdir(path.join(config.dataDir, 'uploads'), { recursive: true });
const database = await openDatabase(config);
await database.migrate();

const app = await buildApp({ config, database });
app.log.info({ database: database.kind, dataDir: config.dataDir }, 'database migrated');

if (config.seedDemo && (await new ServersRepository(database.db).count()) === 0) {
  const summary = await seedDemo(database.db, config.dataDir);
  await copySeededUploads(config);
  app.log.info(summary, 'demo content seeded into the empty database');
  app.log.info(await seedDemoHistory(database.db, new Date()), 'a year of demo game-server history seeded');
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
