import { access } from 'node:fs/promises';
import path from 'node:path';

import { asc, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { documents, documentTranslations } from '../schema/documents.js';
import { gameServers } from '../schema/servers.js';
import { seedDemo } from './seedDemo.js';

const wipeSlugs = [
  'wipe-winter-2023',
  'wipe-summer-2023',
  'wipe-autumn-2023',
  'wipe-winter-2024',
  'wipe-spring-2024',
  'wipe-autumn-2024',
  'wipe-winter-2025',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function counts(): Promise<number[]> {
  const { db } = t.database;
  const total = sql<number>`count(*)::integer`;
  const rows = await Promise.all([
    db.select({ total }).from(gameServers),
    db.select({ total }).from(documents),
    db.select({ total }).from(documentTranslations),
  ]);
  return rows.map((result) => result[0]?.total ?? -1);
}

describe('seedDemo', () => {
  it('can run again without duplicating anything', async () => {
    const before = await counts();
    expect(before[0]).toBe(4);
    await seedDemo(t.database.db, t.dataDir);
    expect(await counts()).toEqual(before);
  });

  it('publishes the seven wipe news in order, with covers on disk', async () => {
    const rows = await t.database.db
      .select({ slug: documents.slug, cover: documents.cover })
      .from(documents)
      .where(like(documents.slug, 'wipe-%'))
      .orderBy(asc(documents.publishedAt));
    expect(rows.map((row) => row.slug)).toEqual(wipeSlugs);
    for (const row of rows) {
      expect(row.cover).toBe(`/uploads/covers/${row.slug}.svg`);
      await access(path.join(t.dataDir, row.cover ?? 'missing'));
    }
    const cover = await t.app.inject({ method: 'GET', url: '/uploads/covers/wipe-winter-2025.svg' });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toContain('image/svg+xml');
  });
});
