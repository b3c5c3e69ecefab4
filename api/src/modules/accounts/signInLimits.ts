import { THROTTLE_RULES, type BudgetPlan } from '../../platform/throttle/throttle.js';

/** What stands before the password check: the site's and the launcher's captcha, or nothing (Yggdrasil). */
export type SignInProof = 'captcha' | 'password-only';

/** Failures of one address at one account (`account:42` or `name:<lowercased>`). */
export function addressAtAccountKey(account: string, ip: string): string {
  return `login:pair:${account}:${ip}`;
}

/**
 * The budgets of one password sign-in, shared by the site, the launcher and Yggdrasil (same keys):
 * - the address at this account: 10 failures / 15 min; once the account has 10 failures from anywhere
 *   (under attack), none: an address that has failed at it waits, one that has not still gets in;
 * - the address at any account: 50 / 15 min behind a captcha, 10 without one.
 * The account-wide count is charged but never refuses by itself, so nobody can lock a player out.
 */
export function signInBudgets(account: string, ip: string, proof: SignInProof): BudgetPlan {
  const accountKey = `login:${account}`;
  const pairKey = addressAtAccountKey(account, ip);
  const ipKey = `login:ip:${ip}`;
  return {
    keys: [accountKey, pairKey, ipKey],
    budgets: async (failures) => {
      const rule = THROTTLE_RULES.loginPerAccount;
      const underAttack = (await failures(accountKey, rule.windowSeconds)) >= rule.limit;
      return [
        {
          key: pairKey,
          rule: underAttack
            ? THROTTLE_RULES.loginUnderAttackPerAddress
            : THROTTLE_RULES.loginPerAccountAndAddress,
        },
        {
          key: ipKey,
          rule: proof === 'captcha' ? THROTTLE_RULES.loginPerIp : THROTTLE_RULES.loginPerIpWithoutCaptcha,
        },
      ];
    },
  };
}
