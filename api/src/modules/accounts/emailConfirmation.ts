import type { FlowTokens } from '../../platform/auth/flowTokens.js';
import { AppError } from '../../platform/errors/AppError.js';
import type { Locale } from '../../platform/locale.js';
import type { Mailer } from '../../platform/mail/Mailer.js';
import { THROTTLE_RULES, type Throttle } from '../../platform/throttle/throttle.js';
import type { UsersRepository } from '../../platform/identity/users.repository.js';

// docs/product.md#address-confirmation: the letter sent at sign-up. Its link confirms the address the
// account was created with, in any browser, once; the email change keeps its own codes.
const CONFIRM_PURPOSE = 'email-confirm';
const CONFIRM_TTL_DAYS = 7;

const ALREADY_CONFIRMED = {
  ru: 'Адрес уже подтверждён',
  en: 'The address is already confirmed',
};

const NO_ADDRESS = {
  ru: 'У аккаунта нет почты: укажите её в настройках',
  en: 'The account has no email: add one in the settings',
};

const WRONG_LINK = {
  ru: 'Ссылка неверна, уже использована или устарела',
  en: 'The link is wrong, already used or expired',
};

export interface EmailConfirmationDeps {
  users: UsersRepository;
  flowTokens: FlowTokens;
  mailer: Mailer;
  throttle: Throttle;
  publicSiteUrl: string;
  clock: () => Date;
}

export class EmailConfirmation {
  constructor(private readonly deps: EmailConfirmationDeps) {}

  /** Mails the confirmation link for the account's current address; nothing when it has none. */
  async send(userId: number, locale: Locale): Promise<void> {
    const user = await this.deps.users.findById(userId);
    if (!user?.email || user.emailVerifiedAt) return;
    await this.deps.flowTokens.revoke(CONFIRM_PURPOSE, userId);
    const code = await this.deps.flowTokens.issue(CONFIRM_PURPOSE, {
      userId,
      payload: { email: user.email },
      ttlSeconds: CONFIRM_TTL_DAYS * 24 * 60 * 60,
    });
    const link = `${this.deps.publicSiteUrl}/${locale}/confirm-email?code=${encodeURIComponent(code)}`;
    await this.deps.mailer.send({
      to: user.email,
      locale,
      letter: 'emailConfirm',
      data: { login: user.login, link, days: CONFIRM_TTL_DAYS },
    });
  }

  /**
   * "Send the letter again", asked by the signed-in player: a new link (the older one stops working).
   * Refused with 400 for an account with no address or a confirmed one, with 429 beyond one letter a
   * minute and five an hour (THROTTLE_RULES.confirmResendPer*).
   */
  async resend(userId: number, locale: Locale): Promise<void> {
    const user = await this.deps.users.findById(userId);
    if (!user?.email) throw new AppError('VALIDATION_FAILED', NO_ADDRESS);
    if (user.emailVerifiedAt) throw new AppError('VALIDATION_FAILED', ALREADY_CONFIRMED);
    await this.deps.throttle.take([
      { key: `email-confirm:minute:${userId}`, rule: THROTTLE_RULES.confirmResendPerMinute },
      { key: `email-confirm:hour:${userId}`, rule: THROTTLE_RULES.confirmResendPerHour },
    ]);
    await this.send(userId, locale);
  }

  /** Spends the link's code: the address it was sent to is confirmed, if the account still has it. */
  async confirm(code: string): Promise<void> {
    const row = await this.deps.flowTokens.consume(CONFIRM_PURPOSE, code);
    const user = row?.userId ? await this.deps.users.findById(row.userId) : null;
    // The address must still be the one the letter went to: a later email change voids the link.
    const email = user?.email;
    if (!row || !user || !email || row.payload.email !== email) {
      throw new AppError('VALIDATION_FAILED', WRONG_LINK, { field: 'code' });
    }
    if (!user.emailVerifiedAt) await this.deps.users.setEmail(user.id, email, this.deps.clock());
  }
}
