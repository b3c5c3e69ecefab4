import type { FlowTokens } from '../../platform/auth/flowTokens.js';
import { randomDigits } from '../../platform/auth/secrets.js';
import { AppError } from '../../platform/errors/AppError.js';
import type { Locale } from '../../platform/locale.js';
import type { Mailer } from '../../platform/mail/Mailer.js';
import { THROTTLE_RULES, type Throttle } from '../../platform/throttle/throttle.js';
import type { AccountHistory } from '../../platform/identity/accountHistory.repository.js';
import type { UserRow, UsersRepository } from '../../platform/identity/users.repository.js';
import { EMAIL_TAKEN, emailProblem } from '../accounts/index.js';

// docs/product.md#accounts, the email change in four forms. Each step leaves a flow token the next one needs:
// a code to the current address, a proof that it was entered, a code to the new address.
const CURRENT_CODE = 'mail-current-code';
const CURRENT_PROVEN = 'mail-current-proven';
const NEW_CODE = 'mail-new-code';
const CODE_TTL_MINUTES = 15;
const PROOF_TTL_SECONDS = 30 * 60;
export const RESEND_AFTER_SECONDS = 60;

const WRONG_CODE = { ru: 'Неверный или устаревший код', en: 'The code is wrong or has expired' };

export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  const visible = name.length <= 2 ? name.slice(0, 1) : name.slice(0, 2);
  return `${visible}***@${domain}`;
}

export interface MailChangeDeps {
  users: UsersRepository;
  flowTokens: FlowTokens;
  throttle: Throttle;
  history: AccountHistory;
  mailer: Mailer;
  clock: () => Date;
}

export class MailChangeService {
  constructor(private readonly deps: MailChangeDeps) {}

  async settings(userId: number) {
    const user = await this.user(userId);
    const pendingNew = await this.live(NEW_CODE, userId);
    const proven = await this.live(CURRENT_PROVEN, userId);
    const sentCurrent = await this.live(CURRENT_CODE, userId);
    const step = pendingNew ? 4 : proven || !user.email ? 3 : sentCurrent ? 2 : 1;
    const latest = await this.deps.flowTokens.latest(step === 4 ? NEW_CODE : CURRENT_CODE, userId);
    const elapsed = latest ? (this.deps.clock().getTime() - latest.createdAt.getTime()) / 1000 : Infinity;
    return {
      email: user.email ? maskEmail(user.email) : null,
      verified: user.emailVerifiedAt !== null,
      step,
      pendingEmail:
        pendingNew && typeof pendingNew.payload.email === 'string' ? pendingNew.payload.email : null,
      resendIn: Math.max(0, Math.ceil(RESEND_AFTER_SECONDS - elapsed)),
    };
  }

  /** Form 1: a code to the current address (or straight to form 3 for an account without one). */
  async sendCurrentCode(userId: number, locale: Locale): Promise<void> {
    const user = await this.user(userId);
    if (!user.email) return;
    await this.assertResendAllowed(CURRENT_CODE, userId);
    await this.deps.flowTokens.revoke(CURRENT_CODE, userId);
    const code = randomDigits(6);
    await this.deps.flowTokens.issue(CURRENT_CODE, {
      userId,
      secret: code,
      ttlSeconds: CODE_TTL_MINUTES * 60,
    });
    await this.deps.mailer.send({
      to: user.email,
      locale,
      letter: 'mailChangeCurrent',
      data: { login: user.login, code, minutes: CODE_TTL_MINUTES },
    });
  }

  /** Form 2: the code from the current address proves the player still reads it. */
  async verifyCurrentCode(userId: number, code: string): Promise<void> {
    await this.deps.throttle.assertAllowed(`mail-code:account:${userId}`, THROTTLE_RULES.codePerAccount);
    const row = await this.deps.flowTokens.consume(CURRENT_CODE, code, userId);
    if (!row) {
      await this.deps.throttle.recordFailure(`mail-code:account:${userId}`);
      throw new AppError('VALIDATION_FAILED', WRONG_CODE, { field: 'code' });
    }
    await this.deps.flowTokens.revoke(CURRENT_PROVEN, userId);
    await this.deps.flowTokens.issue(CURRENT_PROVEN, { userId, ttlSeconds: PROOF_TTL_SECONDS });
  }

  /** Form 3: the new address gets its own code. */
  async sendNewCode(userId: number, email: string, locale: Locale): Promise<void> {
    const user = await this.user(userId);
    if (user.email && !(await this.live(CURRENT_PROVEN, userId))) {
      throw new AppError('CONFLICT', {
        ru: 'Сначала подтвердите текущую почту кодом из письма',
        en: 'First confirm the current email with the code from the letter',
      });
    }
    const address = email.trim();
    const problem = emailProblem(address);
    if (problem) throw new AppError('VALIDATION_FAILED', problem, { field: 'email' });
    const owner = await this.deps.users.findByEmail(address);
    if (owner && owner.id !== userId) throw new AppError('CONFLICT', EMAIL_TAKEN, { field: 'email' });
    await this.assertResendAllowed(NEW_CODE, userId);
    await this.deps.flowTokens.revoke(NEW_CODE, userId);
    const code = randomDigits(6);
    await this.deps.flowTokens.issue(NEW_CODE, {
      userId,
      secret: code,
      payload: { email: address },
      ttlSeconds: CODE_TTL_MINUTES * 60,
    });
    await this.deps.mailer.send({
      to: address,
      locale,
      letter: 'mailChangeNew',
      data: { login: user.login, code, minutes: CODE_TTL_MINUTES },
    });
  }

  /** Form 4: the new address's code; the change happens, the old address is told. */
  async confirmNewCode(userId: number, code: string, locale: Locale, ip: string): Promise<void> {
    await this.deps.throttle.assertAllowed(`mail-code:account:${userId}`, THROTTLE_RULES.codePerAccount);
    const row = await this.deps.flowTokens.consume(NEW_CODE, code, userId);
    const email = typeof row?.payload.email === 'string' ? row.payload.email : null;
    if (!row || !email) {
      await this.deps.throttle.recordFailure(`mail-code:account:${userId}`);
      throw new AppError('VALIDATION_FAILED', WRONG_CODE, { field: 'code' });
    }
    const owner = await this.deps.users.findByEmail(email);
    if (owner && owner.id !== userId) throw new AppError('CONFLICT', EMAIL_TAKEN, { field: 'email' });
    const user = await this.user(userId);
    await this.deps.users.setEmail(userId, email, this.deps.clock());
    await this.deps.flowTokens.revoke(CURRENT_PROVEN, userId);
    await this.deps.history.add(
      userId,
      'mail',
      'changed',
      { from: user.email ? maskEmail(user.email) : null, to: maskEmail(email) },
      ip,
    );
    if (user.email) {
      await this.deps.mailer.send({
        to: user.email,
        locale,
        letter: 'emailChanged',
        data: { login: user.login, newEmail: maskEmail(email) },
      });
    }
  }

  private async user(userId: number): Promise<UserRow> {
    const user = await this.deps.users.findById(userId);
    if (!user) throw new AppError('UNAUTHORIZED');
    return user;
  }

  private async live(purpose: string, userId: number) {
    const latest = await this.deps.flowTokens.latest(purpose, userId);
    return latest?.usedAt === null && latest.expiresAt > this.deps.clock() ? latest : null;
  }

  private async assertResendAllowed(purpose: string, userId: number): Promise<void> {
    const latest = await this.deps.flowTokens.latest(purpose, userId);
    if (!latest) return;
    const elapsed = (this.deps.clock().getTime() - latest.createdAt.getTime()) / 1000;
    if (elapsed >= RESEND_AFTER_SECONDS) return;
    const retryAfter = Math.ceil(RESEND_AFTER_SECONDS - elapsed);
    throw new AppError(
      'RATE_LIMITED',
      {
        ru: `Новый код можно отправить через ${retryAfter} с`,
        en: `You can send a new code in ${retryAfter} s`,
      },
      { retryAfter },
    );
  }
}
