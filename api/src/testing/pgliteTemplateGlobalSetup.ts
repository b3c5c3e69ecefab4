import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { TestProject } from 'vitest/node';

import { openPglite } from '../db/client.js';
import { seedOnceForRun } from './seededTemplate.js';

/**
 * Creates one migrated PGlite database for the whole run and saves its data folder as a tarball, then
 * the same database seeded with the demo content as a second one; every test file opens its own copy of
 * one of them (createTestApp). A fresh PGlite runs initdb, which costs
 * several seconds per test file on this machine; loading a copy costs about one.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(path.join(tmpdir(), 'lodestone-pglite-template-'));
  const database = await openPglite();
  await database.migrate();
  const file = path.join(root, 'template.tar');
  await writeFile(file, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  // The same, with the demo content, for the files that want it (most).
  const seededDataDir = await seedOnceForRun(database.db);
  const seeded = path.join(root, 'seeded.tar');
  await writeFile(seeded, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
  await database.close();
  project.provide('pgliteSeededTemplate', seeded);
  project.provide('seededDataDir', seededDataDir);
  return async () => {
    await rm(root, { recursive: true, force: true });
    await rm(seededDataDir, { recursive: true, force: true });
  };
}
