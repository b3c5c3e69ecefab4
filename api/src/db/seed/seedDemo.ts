import { eq, sql } from 'drizzle-orm';

import type { Db } from '../client.js';
import { RulesService } from '../../modules/rules/index.js';
import { documents, documentTranslations, ruleSections } from '../schema/documents.js';
import { gameServers } from '../schema/servers.js';
import { redirectRules, referralAliases } from '../schema/redirects.js';
import { siteSettings } from '../schema/settings.js';
import { writeCover } from './covers.js';
import { seedDemoAccounts } from './demoAccounts.js';
import { demoLegalPages } from './demoLegalPages.js';
import { demoMods } from './demoMods.js';
import { demoRedirectRules, demoReferralAliases } from './demoRedirects.js';
import { demoNews } from './demoNews.js';
import { demoRules } from './demoRules.js';
import { demoServerDocuments } from './demoServerDocuments.js';
import { demoServers, demoSettings, demoStatusAddress } from './demoServers.js';
import { demoWipes } from './demoWipes.js';
import { seedDemoServerTokens } from './demoServerTokens.js';
import { seedDemoLegacyTokens } from '../../modules/accounts/index.js';
import { seedDemoStore } from './demoStore.js';
import { seedDemoLauncherClients } from './launcherDemo/seedDemoLauncherClients.js';
import type { SeedDocument } from './seedTypes.js';

export const demoDocuments: SeedDocument[] = [
  ...demoServerDocuments,
  ...demoMods,
  ...demoWipes,
  ...demoNews,
  ...demoLegalPages,
];

async function upsertDocument(db: Db, item: SeedDocument, cover: string): Promise<void> {
  if (item.target === 'pages') {
    // Legal pages belong to staff once written: a re-seed only fills them in when missing.
    const existing = await db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.slug, item.slug));
    if (existing.length > 0) return;
  }
  const values = {
    slug: item.slug,
    target: item.target,
    cover,
    colorScheme: item.colorScheme,
    slider: item.slider ?? false,
    links: item.links ?? [],
    tags: item.tags ?? [],
    documentMeta: { serverName: item.serverName ?? null },
    serverName: item.serverName ?? null,
    publishedAt: new Date(item.publishedAt),
    updatedAt: new Date(item.publishedAt),
  };
  const [row] = await db
    .insert(documents)
    .values(values)
    .onConflictDoUpdate({ target: documents.slug, set: { ...values, updatedAt: new Date() } })
    .returning({ id: documents.id });
  if (row === undefined) throw new Error(`seed: could not write document ${item.slug}`);
  // Translations are replaced wholesale, so a re-seed never leaves a stale language behind.
  await db.delete(documentTranslations).where(eq(documentTranslations.documentId, row.id));
  const translations =
    item.en === undefined
      ? [['ru', item.ru] as const]
      : ([
          ['ru', item.ru],
          ['en', item.en],
        ] as const);
  await db.insert(documentTranslations).values(
    translations.map(([locale, translation]) => ({
      documentId: row.id,
      locale,
      title: translation.title,
      summary: translation.summary,
      content: translation.content,
    })),
  );
}

/**
 * Demo servers, documents (ru + en), settings and cover images. Idempotent: demo rows are matched by
 * slug or key and replaced; rows that are not demo content are left alone.
 */
export async function seedDemo(
  db: Db,
  dataDir: string,
  now = new Date(),
): Promise<{ servers: number; documents: number; accounts: number }> {
  const today = now.toISOString().slice(0, 10);
  await db.transaction(async (tx) => {
    for (const server of demoServers) {
      const values = {
        ...server,
        recordDayDate: today,
        // A day record has a moment (the monitoring shows it): the seed's own, until a sample beats it.
        recordDayAt: now,
        lastReportAt: now,
        statusAddress: demoStatusAddress(server.slug),
      };
      await tx
        .insert(gameServers)
        .values(values)
        .onConflictDoUpdate({
          target: gameServers.slug,
          // A re-seed refreshes the facts but keeps records a live server has set.
          set: { ...values, recordMax: sql`GREATEST(${gameServers.recordMax}, excluded.record_max)` },
        });
    }
    for (const [key, value] of Object.entries(demoSettings)) {
      await tx
        .insert(siteSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
    }
    for (const alias of demoReferralAliases) {
      await tx
        .insert(referralAliases)
        .values(alias)
        .onConflictDoUpdate({ target: referralAliases.alias, set: alias });
    }
    for (const rule of demoRedirectRules) {
      const values = { ...rule, createdAt: now, updatedAt: now };
      await tx
        .insert(redirectRules)
        .values(values)
        .onConflictDoUpdate({ target: redirectRules.path, set: values });
    }
  });
  await seedDemoServerTokens(
    db,
    dataDir,
    demoServers.map((server) => server.slug),
    now,
  );
  await seedDemoLauncherClients(db, dataDir, demoServers, now);
  for (const item of demoDocuments) {
    const cover = await writeCover(dataDir, item.slug, item.colorScheme);
    await upsertDocument(db, item, cover);
  }
  const accounts = await seedDemoAccounts(db, now);
  await seedDemoLegacyTokens(db, dataDir, ['steve', 'editor', 'admin'], now);
  await seedDemoStore(db);
  const [ruleCount] = await db.select({ total: sql<number>`count(*)::integer` }).from(ruleSections);
  if ((ruleCount?.total ?? 0) === 0) await new RulesService(db).replace(demoRules);
  return { servers: demoServers.length, documents: demoDocuments.length, accounts };
}
