import { createHmac } from 'node:crypto';

import type { ReferralsRepository } from './referrals.repository.js';
import { REFERRAL_CODE_PATTERN } from './referrals.schemas.js';

/** docs/product.md#referrals: user agents are kept to 500 characters. */
export const USER_AGENT_LIMIT = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

export class ReferralsService {
  constructor(
    private readonly referrals: ReferralsRepository,
    /** Keys the visitor hash, so stored hashes cannot be matched against a list of addresses. */
    private readonly secret: string,
    private readonly clock: () => Date,
  ) {}

  codeOfAlias(alias: string): Promise<string | null> {
    return this.referrals.codeOfAlias(alias);
  }

  /** Staff: the deprecated `/source/{alias}` aliases (stored lower-case, as `codeOfAlias` looks them up). */
  listAliases() {
    return this.referrals.listAliases();
  }

  saveAlias(alias: string, code: string) {
    return this.referrals.saveAlias(alias.toLowerCase(), code);
  }

  deleteAlias(alias: string) {
    return this.referrals.deleteAlias(alias.toLowerCase());
  }

  /** At registration (the accounts module's `ReferralSink`): an unknown, malformed or own code is ignored. */
  async attach(userId: number, code: string): Promise<void> {
    if (!new RegExp(REFERRAL_CODE_PATTERN).test(code)) return;
    await this.referrals.attach(userId, code, this.clock());
  }

  /** Counts a visit by an invitation link, once per visitor and code in 24 hours. */
  async registerVisit(
    code: string,
    visitor: { ip: string; userAgent: string | undefined },
  ): Promise<boolean> {
    const now = this.clock();
    const visitorHash = createHmac('sha256', this.secret).update(visitor.ip).digest('hex');
    return this.referrals.recordVisit({
      code,
      visitorHash,
      userAgent: visitor.userAgent?.slice(0, USER_AGENT_LIMIT) ?? null,
      at: now,
      since: new Date(now.getTime() - DAY_MS),
    });
  }
}
