import { insufficientFunds, mergePostings, type LedgerEntry, type PostResult } from '../Ledger.js';

/**
 * The ledger's rules without a database: the model the property test runs thousands of sequences
 * against, and compares the real ledger with.
 */
export class MemoryLedger {
  readonly balances = new Map<string, number>();
  readonly allowNegative = new Map<string, boolean>();
  readonly postings: { transactionId: number; key: string; currency: string; amount: number }[] = [];
  private readonly references = new Map<string, number>();
  private nextId = 1;

  post(entry: LedgerEntry): PostResult {
    const merged = mergePostings(entry.postings);
    const known = entry.reference === undefined ? undefined : this.references.get(entry.reference);
    if (known !== undefined) return { transactionId: known, created: false, balancesAfter: new Map() };
    for (const { identity, amount } of merged) {
      const balance = this.balances.get(identity.key) ?? 0;
      if (!identity.allowNegative && balance + amount < 0) throw insufficientFunds();
    }
    const transactionId = this.nextId++;
    for (const { identity, amount } of merged) {
      this.allowNegative.set(identity.key, identity.allowNegative);
      this.balances.set(identity.key, (this.balances.get(identity.key) ?? 0) + amount);
      this.postings.push({ transactionId, key: identity.key, currency: identity.currency, amount });
    }
    if (entry.reference !== undefined) this.references.set(entry.reference, transactionId);
    const balancesAfter = new Map(
      merged
        .filter(({ identity }) => !identity.allowNegative)
        .map(({ identity }) => [identity.key, this.balances.get(identity.key) ?? 0] as const),
    );
    return { transactionId, created: true, balancesAfter };
  }

  /** The same invariants `checkLedger` asks of the database. */
  problems(): string[] {
    const problems: string[] = [];
    const byCurrency = new Map<string, number>();
    const byTransaction = new Map<string, number>();
    const byAccount = new Map<string, number>();
    for (const posting of this.postings) {
      byCurrency.set(posting.currency, (byCurrency.get(posting.currency) ?? 0) + posting.amount);
      const txKey = `${posting.transactionId}/${posting.currency}`;
      byTransaction.set(txKey, (byTransaction.get(txKey) ?? 0) + posting.amount);
      byAccount.set(posting.key, (byAccount.get(posting.key) ?? 0) + posting.amount);
    }
    for (const [currency, sum] of byCurrency) if (sum !== 0) problems.push(`${currency} sums to ${sum}`);
    for (const [key, sum] of byTransaction) if (sum !== 0) problems.push(`transaction ${key} sums to ${sum}`);
    for (const [key, balance] of this.balances) {
      if ((byAccount.get(key) ?? 0) !== balance) problems.push(`${key} drifted`);
      if (this.allowNegative.get(key) === false && balance < 0) problems.push(`${key} is negative`);
    }
    return problems;
  }
}
