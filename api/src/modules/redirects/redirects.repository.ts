import { asc, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { redirectRules } from '../../db/schema/redirects.js';
import type { RedirectRule } from './redirects.schemas.js';

type RuleRow = typeof redirectRules.$inferSelect;

function toRule(row: RuleRow): RedirectRule {
  return { path: row.path, target: row.target, permanent: row.permanent };
}

export class RedirectsRepository {
  constructor(private readonly db: Db) {}

  async find(path: string): Promise<RedirectRule | null> {
    const [row] = await this.db.select().from(redirectRules).where(eq(redirectRules.path, path)).limit(1);
    return row ? toRule(row) : null;
  }

  async list(): Promise<RedirectRule[]> {
    const rows = await this.db.select().from(redirectRules).orderBy(asc(redirectRules.path));
    return rows.map(toRule);
  }

  async save(path: string, target: string, permanent: boolean, now: Date): Promise<RedirectRule> {
    const [row] = await this.db
      .insert(redirectRules)
      .values({ path, target, permanent, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: redirectRules.path, set: { target, permanent, updatedAt: now } })
      .returning();
    if (!row) throw new Error(`redirect rule ${path} was not saved`);
    return toRule(row);
  }

  async delete(path: string): Promise<boolean> {
    const rows = await this.db.delete(redirectRules).where(eq(redirectRules.path, path)).returning();
    return rows.length > 0;
  }
}
