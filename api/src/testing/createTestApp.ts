import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { inject } from 'vitest';

import { buildApp, type App, type AppConfig } from '../app.js';
import { openPglite, type Database } from '../db/client.js';
import { seedDemo } from '../db/seed/seedDemo.js';
import type { CaptchaConfig } from '../platform/captcha/captchaConfig.js';

import { freshPostgres } from './freshPostgres.js';
import { refreshSeedClock } from './seededTemplate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin connection of the PostgreSQL server the api-postgres project runs against. */
    postgresUrl: string | undefined;
    /** A migrated database on that server that test files copy (postgresGlobalSetup). */
    postgresTemplate: string | undefined;
    /** Tarball of a migrated PGlite data folder, made once per run (pgliteTemplateGlobalSetup). */
    pgliteTemplate: string | undefined;
    /** The same with the demo content, and its PostgreSQL twin (a database to copy). */
    pgliteSeededTemplate: string | undefined;
    postgresSeededTemplate: string | undefined;
    /** The data folder (covers, tokens, launcher files) the run's one seed wrote, copied per file. */
    seededDataDir: string | undefined;
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

/**
 * A migrated database of its own plus the app on top, for one test file: in-memory PGlite, or a
 * fresh database on the PostgreSQL server of the api-postgres project. Has the demo content unless told
 * not to: a copy of the run's one seed (seededTemplate.ts), or a seed of its own outside vitest's set-up.
 */
export async function createTestApp(
  options: { seed?: boolean; captcha?: CaptchaConfig; config?: Partial<AppConfig> } = {},
): Promise<TestApp> {
  const postgresUrl = process.env.LODESTONE_TEST_DATABASE === 'postgres' ? inject('postgresUrl') : undefined;
  const seededDataDir = inject('seededDataDir');
  // The run's seeded copy when the file wants the demo content and the run made one.
  const fromSeeded = options.seed !== false && seededDataDir !== undefined;
  let database: Database;
  let drop = (): Promise<void> => Promise.resolve();
  if (postgresUrl === undefined) {
    const template = inject(fromSeeded ? 'pgliteSeededTemplate' : 'pgliteTemplate');
    database = await openPglite(
      undefined,
      template === undefined ? undefined : new Blob([await readFile(template)]),
    );
  } else {
    const template = inject(fromSeeded ? 'postgresSeededTemplate' : 'postgresTemplate');
    ({ database, drop } = await freshPostgres(postgresUrl, 'lodestone_test', template));
  }
  await database.migrate();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lodestone-api-test-'));
  await mkdir(path.join(dataDir, 'uploads'), { recursive: true });
  if (fromSeeded) {
    await cp(seededDataDir, dataDir, { recursive: true });
    await refreshSeedClock(database.db, new Date());
  } else if (options.seed !== false) {
    await seedDemo(database.db, dataDir);
  }

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
