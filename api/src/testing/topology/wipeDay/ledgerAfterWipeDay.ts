import type { Db } from '../../../db/client.js';
import { checkLedger } from '../../../platform/ledger/checkLedger.js';
import { Ledger } from '../../../platform/ledger/Ledger.js';
import type { VisitOutcome } from './playerVisit.js';

/**
 * The project's ledger check (`npm run ledger:check`: every currency sums to zero, every transaction
 * balances, every cached balance equals its postings, no player below zero), then each player's
 * balances against what the visit moved: the rubles credited less the price paid, the site coins less
 * what went to the game, and that many game coins on the server. Returns the problems, none when clean.
 */
export async function ledgerAfterWipeDay(
  db: Db,
  outcomes: VisitOutcome[],
  server: string,
): Promise<string[]> {
  const problems = (await checkLedger(db)).map((problem) => `${problem.kind}: ${problem.detail}`);
  const ledger = new Ledger(db);
  for (const { player, creditedKopecks, paidKopecks, coinsMoved } of outcomes) {
    const balances = await ledger.balances(player.userId);
    const expected = {
      balanceKopecks: creditedKopecks - paidKopecks,
      coins: player.openingCoins - coinsMoved,
      gameCoins: coinsMoved,
    };
    const actual = {
      balanceKopecks: balances.balanceKopecks,
      coins: balances.coins,
      gameCoins: balances.gameCoins[server] ?? 0,
    };
    if (JSON.stringify(actual) !== JSON.stringify(expected))
      problems.push(`${player.login}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
  }
  return problems;
}
