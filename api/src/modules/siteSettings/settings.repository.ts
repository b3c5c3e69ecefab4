import { inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { siteSettings } from '../../db/schema/settings.js';

export class SettingsRepository {
  constructor(private readonly db: Db) {}

  async read(keys: string[]): Promise<Map<string, unknown>> {
    const rows = await this.db.select().from(siteSettings).where(inArray(siteSettings.key, keys));
    return new Map(rows.map((row) => [row.key, row.value]));
  }

  async write(key: string, value: unknown): Promise<void> {
    await this.db
      .insert(siteSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: sql`excluded.value` } });
  }
}
