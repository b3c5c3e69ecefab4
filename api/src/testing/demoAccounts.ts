import { demoAccounts } from '../db/seed/demoAccounts.js';

/** A login of the demo seed (api/src/db/seed/demoAccounts.ts). */
export type DemoLogin = 'steve' | 'editor' | 'admin';

/** The demo account's password, from the seed itself, so tests never keep a copy of it. */
export function demoPassword(login: DemoLogin): string {
  const account = demoAccounts.find((candidate) => candidate.login === login);
  if (!account) throw new Error(`no demo account ${login}`);
  return account.password;
}
