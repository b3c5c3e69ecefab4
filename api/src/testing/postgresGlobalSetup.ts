import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { TestProject } from 'vitest/node';

import { freshPostgres } from './freshPostgres.js';
import { seedOnceForRun } from './seededTemplate.js';

export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';
const SERVICE_USER = 'lodestone-pg';

export function postgresAvailable(): boolean {
  return existsSync(path.join(POSTGRES_BIN, 'initdb')) && existsSync(path.join(POSTGRES_BIN, 'pg_ctl'));
}

/** A port nobody listens on right now (asked of the kernel, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

const isRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: run its binaries as a system user then. */
function run(binary: string, args: string[]): void {
  const command = isRoot ? 'runuser' : path.join(POSTGRES_BIN, binary);
  const fullArgs = isRoot ? ['-u', SERVICE_USER, '--', path.join(POSTGRES_BIN, binary), ...args] : args;
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${binary} failed (${result.status ?? 'signal'}): ${result.stderr}${result.stdout}`);
  }
}

function ensureServiceUser(): void {
  if (spawnSync('id', ['-u', SERVICE_USER]).status === 0) return;
  execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', SERVICE_USER]);
}

/**
 * One migrated database for the whole run; each test file's database is a copy of it (CREATE DATABASE
 * ... TEMPLATE), instead of running every migration again per file.
 */
async function migratedTemplate(adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const { database, drop, name } = await freshPostgres(adminUrl, 'lodestone_template');
  await database.migrate();
  await database.close();
  return { name, drop };
}

/** A copy of the migrated template with the demo content, and the data folder its seed wrote. */
async function seededTemplate(
  adminUrl: string,
  migrated: string,
): Promise<{ name: string; dataDir: string; drop: () => Promise<void> }> {
  const { database, drop, name } = await freshPostgres(adminUrl, 'lodestone_seeded', migrated);
  const dataDir = await seedOnceForRun(database.db);
  await database.close();
  return {
    name,
    dataDir,
    drop: async () => {
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Both templates for the project, and how to drop them. */
async function provideTemplates(project: TestProject, adminUrl: string): Promise<() => Promise<void>> {
  const migrated = await migratedTemplate(adminUrl);
  const seeded = await seededTemplate(adminUrl, migrated.name);
  project.provide('postgresTemplate', migrated.name);
  project.provide('postgresSeededTemplate', seeded.name);
  project.provide('seededDataDir', seeded.dataDir);
  return async () => {
    await seeded.drop();
    await migrated.drop();
  };
}

/**
 * Starts a throwaway PostgreSQL 15 on 127.0.0.1 for the api-postgres project (or uses
 * TEST_DATABASE_URL when given) and provides its admin URL to createTestApp.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const external = process.env.TEST_DATABASE_URL;
  if (external !== undefined && external !== '') {
    project.provide('postgresUrl', external);
    return provideTemplates(project, external);
  }
  if (!postgresAvailable()) {
    throw new Error(`PostgreSQL 15 binaries not found at ${POSTGRES_BIN}`);
  }
  const root = await mkdtemp(path.join(tmpdir(), 'lodestone-pg-'));
  const dataDir = path.join(root, 'data');
  if (isRoot) {
    ensureServiceUser();
    execFileSync('chown', [SERVICE_USER, root]);
  }
  await chmod(root, 0o700);
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const options = `-h 127.0.0.1 -p ${port} -k ${root} -c fsync=off -c full_page_writes=off`;
  run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(root, 'postgres.log'), '-w', 'start']);
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  project.provide('postgresUrl', adminUrl);
  const dropTemplates = await provideTemplates(project, adminUrl);

  return async () => {
    try {
      await dropTemplates();

      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  };
}
