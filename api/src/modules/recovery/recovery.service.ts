import type { FlowTokens } from '../../platform/auth/flowTokens.js';
import { hashPassword } from '../../platform/auth/password.js';
import { AppError } from '../../platform/errors/AppError.js';
import type { Locale } from '../../platform/locale.js';
import type { Mailer } from '../../platform/mail/Mailer.js';
import { evenTiming } from '../../platform/throttle/evenTiming.js';
import { THROTTLE_RULES, type Throttle } from '../../platform/throttle/throttle.js';
import type { AccountHistory } from '../../platform/identity/accountHistory.repository.js';
import type { SessionsRepository } from '../../platform/identity/sessions.repository.js';
import type { UserRow, UsersRepository } from '../../platform/identity/users.repository.js';
import { PASSWORD_MISMATCH, passwordProblem } from '../accounts/index.js';

export const RESET_PURPOSE = 'password-reset';
const RESET_TTL_MINUTES = 30;

const INVALID_CODE = {
  ru: 'Ссылка недействительна или устарела. Запросите новую.',
  en: 'This link is not valid or has expired. Ask for a new one.',
};

export interface RecoveryDeps {
  users: UsersRepository;
  sessions: SessionsRepository;
  flowTokens: FlowTokens;
  throttle: Throttle;
  history: AccountHistory;
  mailer: Mailer;
  publicSiteUrl: string;
  clock: () => Date;
}

/**
 * Password reset by mail: a single-use link, 30 minutes, that never says whether an address has an
 * account. Every wrong or spent code counts against the address, like failed sign-ins.
 */
export class RecoveryService {
  constructor(private readonly deps: RecoveryDeps) {}

  async requestByEmail(email: string, locale: Locale, ip: string): Promise<void> {
    await this.request(email, locale, ip, (value) => this.deps.users.findByEmail(value));
  }

  /** Account restore: the player remembers only the nickname (or only the email). */
  async requestByLogin(loginOrEmail: string, locale: Locale, ip: string): Promise<void> {
    await this.request(loginOrEmail, locale, ip, (value) => this.deps.users.findByLoginOrEmail(value));
  }

  /**
   * Counts the request against the address and the recipient (an account's mailbox, or the name asked
   * for when there is none: the same budget either way), then writes the letter if there is an account.
   * The answer is the same and takes as long whether or not there is one.
   */
  private async request(
    given: string,
    locale: Locale,
    ip: string,
    find: (value: string) => Promise<UserRow | null | undefined>,
  ): Promise<void> {
    const timing = evenTiming();
    const user = await find(given.trim());
    const recipient = (user?.email ?? given.trim()).toLowerCase();
    await this.deps.throttle.take([
      { key: `reset:ip:${ip}`, rule: THROTTLE_RULES.resetPerIp },
      { key: `reset:recipient:${recipient}`, rule: THROTTLE_RULES.mailPerRecipient },
    ]);
    if (user?.email) await this.sendLink(user, user.email, locale);
    await timing.settle();
  }

  async status(code: string, ip: string): Promise<{ valid: boolean; login: string | null }> {
    await this.deps.throttle.assertAllowed(`reset-code:ip:${ip}`, THROTTLE_RULES.resetPerIp);
    const row = await this.deps.flowTokens.peek(RESET_PURPOSE, code);
    const user = row?.userId ? await this.deps.users.findById(row.userId) : null;
    if (!user) {
      await this.deps.throttle.recordFailure(`reset-code:ip:${ip}`);
      return { valid: false, login: null };
    }
    return { valid: true, login: user.login };
  }

  async resetPassword(
    code: string,
    password: string,
    confirmation: string,
    locale: Locale,
    ip: string,
  ): Promise<void> {
    await this.deps.throttle.assertAllowed(`reset-code:ip:${ip}`, THROTTLE_RULES.resetPerIp);
    const peeked = await this.deps.flowTokens.peek(RESET_PURPOSE, code);
    const user = peeked?.userId ? await this.deps.users.findById(peeked.userId) : null;
    if (!peeked || !user) {
      await this.deps.throttle.recordFailure(`reset-code:ip:${ip}`);
      throw new AppError('VALIDATION_FAILED', INVALID_CODE, { field: 'code' });
    }
    const problem = passwordProblem(password, user.login);
    if (problem) throw new AppError('VALIDATION_FAILED', problem, { field: 'password' });
    if (password !== confirmation) {
      throw new AppError('VALIDATION_FAILED', PASSWORD_MISMATCH, { field: 'passwordConfirmation' });
    }
    // Spent only now, so a typo in the new password does not burn the link; the consume is the race guard.
    const spent = await this.deps.flowTokens.consume(RESET_PURPOSE, code, user.id);
    if (!spent) throw new AppError('VALIDATION_FAILED', INVALID_CODE, { field: 'code' });
    await this.deps.users.setPasswordHash(user.id, await hashPassword(password));
    await this.deps.sessions.terminateAll(user.id, this.deps.clock());
    await this.deps.history.add(user.id, 'password', 'reset', {}, ip);
    if (user.email) {
      await this.deps.mailer.send({
        to: user.email,
        locale,
        letter: 'passwordChanged',
        data: { login: user.login, ip },
      });
    }
  }

  private async sendLink(user: UserRow, email: string, locale: Locale): Promise<void> {
    // A new letter replaces the links sent before it.
    await this.deps.flowTokens.revoke(RESET_PURPOSE, user.id);
    const code = await this.deps.flowTokens.issue(RESET_PURPOSE, {
      userId: user.id,
      ttlSeconds: RESET_TTL_MINUTES * 60,
    });
    const link = `${this.deps.publicSiteUrl}/${locale}/reset?code=${encodeURIComponent(code)}`;
    await this.deps.mailer.send({
      to: email,
      locale,
      letter: 'passwordReset',
      data: { login: user.login, link, minutes: RESET_TTL_MINUTES },
    });
  }
}
