import type { BadLegacyRow, ParsedLegacyTokens } from './legacyTokenFile.js';
import type { LegacyTokens } from './legacyTokens.js';
import type { UserRow, UsersRepository } from '../../platform/identity/users.repository.js';

export interface LegacyImportReport {
  imported: number;
  /** Rows whose token was imported before (this run or an earlier one): re-runs change nothing. */
  alreadyImported: number;
  /** Logins with no account here, each once. */
  unknownLogins: string[];
  /** Rows whose own expiry has passed: nothing to exchange. */
  expired: number;
  bad: BadLegacyRow[];
}

export interface LegacyImportPorts {
  legacyTokens: Pick<LegacyTokens, 'importOnce'>;
  users: Pick<UsersRepository, 'findByLogin'>;
  now: Date;
}

/**
 * Loads the previous site's cached sign-ins (docs/operations.md "Migrating from the previous site"): each
 * login is matched to an account case-insensitively and its token stored hashed, to be exchanged once.
 */
export async function importLegacyTokens(
  parsed: ParsedLegacyTokens,
  { legacyTokens, users, now }: LegacyImportPorts,
): Promise<LegacyImportReport> {
  const report: LegacyImportReport = {
    imported: 0,
    alreadyImported: 0,
    unknownLogins: [],
    expired: 0,
    bad: [...parsed.bad],
  };
  // One look-up per login, however many machines it signed in from.
  const accounts = new Map<string, UserRow | null>();
  for (const row of parsed.rows) {
    if (row.expiresAt !== null && row.expiresAt <= now) {
      report.expired += 1;
      continue;
    }
    const key = row.login.toLowerCase();
    if (!accounts.has(key)) {
      const user = await users.findByLogin(row.login);
      accounts.set(key, user);
      if (user === null) report.unknownLogins.push(row.login);
    }
    const user = accounts.get(key);
    if (!user) continue;
    const ttlSeconds =
      row.expiresAt === null ? undefined : Math.ceil((row.expiresAt.getTime() - now.getTime()) / 1000);
    const outcome = await legacyTokens.importOnce(user.id, row.token, ttlSeconds);
    if (outcome === 'imported') report.imported += 1;
    else report.alreadyImported += 1;
  }
  return report;
}

/** The report as the command prints it: counts first, then what needs the operator's eyes. */
export function describeLegacyImport(report: LegacyImportReport, listLimit = 20): string {
  const lines = [
    `imported: ${report.imported}`,
    `already imported: ${report.alreadyImported}`,
    `unknown logins: ${report.unknownLogins.length}`,
    `expired: ${report.expired}`,
    `bad rows: ${report.bad.length}`,
  ];
  const more = (count: number) => (count > listLimit ? [`  ... and ${count - listLimit} more`] : []);
  if (report.unknownLogins.length > 0) {
    lines.push('unknown logins (no account with that nickname):');
    lines.push(...report.unknownLogins.slice(0, listLimit).map((login) => `  ${login}`));
    lines.push(...more(report.unknownLogins.length));
  }
  if (report.bad.length > 0) {
    lines.push('bad rows (skipped):');
    lines.push(...report.bad.slice(0, listLimit).map((row) => `  ${row.at}: ${row.reason}`));
    lines.push(...more(report.bad.length));
  }
  return lines.join('\n');
}
