import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { inject } from 'vitest';

import { buildApp, type App, type AppConfig } from '../app.js';
import { openPglite, openPostgres, type Database } from '../db/client.js';
import { seedDemo } from '../db/seed/seedDemo.js';
import type { CaptchaConfig } from '../platform/captcha/captchaConfig.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin connection of the PostgreSQL server the api-postgres project runs against. */
    postgresUrl: string | undefined;
  }
}

export const TEST_SYSTEM_TOKEN = 'test-system-token';

export interface TestApp {
  app: App;
  database: Database;
  dataDir: string;
  /** Moves the app's clock; the default is the real time. */
  setNow: (now: Date | undefined) => void;
  close: () => Promise<void>;
}

async function freshPostgres(adminUrl: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const name = `lodestone_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  const drop = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  return { database, drop };
}

/**
 * A migrated database of its own plus the app on top, for one test file: in-memory PGlite, or a
 * fresh database on the PostgreSQL server of the api-postgres project. Seeds the demo content unless
 * told not to.
 */
export async function createTestApp(
  options: { seed?: boolean; captcha?: CaptchaConfig; config?: Partial<AppConfig> } = {},
): Promise<TestApp> {
  const postgresUrl = process.env.LODESTONE_TEST_DATABASE === 'postgres' ? inject('postgresUrl') : undefined;
  let database: Database;
  let drop = (): Promise<void> => Promise.resolve();
  if (postgresUrl === undefined) {
    database = await openPglite();
  } else {
    ({ database, drop } = await freshPostgres(postgresUrl));
  }
  await database.migrate();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lodestone-api-test-'));
  await mkdir(path.join(dataDir, 'uploads'), { recursive: true });
  if (options.seed !== false) await seedDemo(database.db, dataDir);

  let now: Date | undefined;
  const app = await buildApp({
    config: {
      dataDir,
      systemApiToken: TEST_SYSTEM_TOKEN,
      logLevel: 'silent',
      logPretty: false,
      ...(options.captcha ? { captcha: options.captcha } : {}),
      ...options.config,
    },
    database,
    logger: false,
    clock: () => now ?? new Date(),
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    setNow: (value) => {
      now = value;
    },
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
