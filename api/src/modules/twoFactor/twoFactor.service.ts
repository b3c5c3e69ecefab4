import { randomSecret, randomDigits, sha256Hex, sameHash } from '../../platform/auth/secrets.js';
import type { FlowTokens, FlowTokenRow } from '../../platform/auth/flowTokens.js';
import { AppError } from '../../platform/errors/AppError.js';
import type { Locale } from '../../platform/locale.js';
import { THROTTLE_RULES, type Throttle } from '../../platform/throttle/throttle.js';
import type { AccountHistory } from '../../platform/identity/accountHistory.repository.js';
import type { UserRow, UsersRepository } from '../../platform/identity/users.repository.js';
import type { AccountsService, SessionMeta, TwoFactorGate } from '../accounts/index.js';
import type { BotEvents, TwoFactorBot } from './bots/TwoFactorBot.js';
import type { BotType } from './twoFactorConfig.js';
import type { TwoFactorLinksRepository } from './twoFactorLinks.repository.js';

const LINK = '2fa-link';
const CHALLENGE = '2fa-challenge';
const LINK_TTL_SECONDS = 10 * 60;
const CHALLENGE_TTL_SECONDS = 5 * 60;

type ChallengeState = 'pending' | 'confirmed' | 'denied';

interface ChallengePayload {
  meta: SessionMeta;
  codeHash: string;
  buttonHash: string;
  state: ChallengeState;
  [key: string]: unknown;
}

export interface TwoFactorDeps {
  users: UsersRepository;
  links: TwoFactorLinksRepository;
  flowTokens: FlowTokens;
  throttle: Throttle;
  history: AccountHistory;
  accounts: AccountsService;
  clock: () => Date;
}

const TEXTS = {
  linked:
    'Аккаунт {login} привязан: теперь вход подтверждается здесь. / Account {login} is linked: sign-ins are confirmed here.',
  badLink:
    'Ссылка устарела — откройте новую в личном кабинете. / The link has expired, open a new one in your cabinet.',
  confirmed: { ru: 'Вход подтверждён', en: 'Sign-in confirmed' },
  denied: { ru: 'Вход отклонён', en: 'Sign-in refused' },
  stale: { ru: 'Этот запрос на вход уже недействителен', en: 'This sign-in request is no longer valid' },
} as const;

function isChallengePayload(value: Record<string, unknown>): value is ChallengePayload {
  return (
    typeof value.codeHash === 'string' &&
    typeof value.buttonHash === 'string' &&
    typeof value.state === 'string'
  );
}

/**
 * Second factor through a Telegram or VK bot (docs/product.md#two-factor): linking by a one-time deep link, the
 * sign-in gate that answers -7, and the confirmation by button or by code.
 */
export class TwoFactorService implements TwoFactorGate, BotEvents {
  private readonly bots = new Map<BotType, TwoFactorBot>();

  constructor(private readonly deps: TwoFactorDeps) {}

  addBot(bot: TwoFactorBot): void {
    this.bots.set(bot.type, bot);
  }

  availableTypes(): BotType[] {
    return [...this.bots.keys()];
  }

  async settings(userId: number) {
    const link = await this.deps.links.find(userId);
    return {
      enabled: link !== null,
      type: link?.type ?? 0,
      linkedAt: link?.linkedAt.toISOString() ?? null,
      telegramAvailable: this.bots.has(1),
      vkAvailable: this.bots.has(2),
    };
  }

  async startLink(userId: number, type: BotType): Promise<{ url: string; expiresIn: number }> {
    const bot = this.bots.get(type);
    if (!bot) {
      throw new AppError('CONFLICT', {
        ru: 'Этот бот сейчас не подключён',
        en: 'This bot is not available now',
      });
    }
    await this.deps.flowTokens.revoke(LINK, userId);
    const token = await this.deps.flowTokens.issue(LINK, {
      userId,
      payload: { type },
      ttlSeconds: LINK_TTL_SECONDS,
    });
    return { url: bot.linkUrl(token), expiresIn: LINK_TTL_SECONDS };
  }

  async unlink(userId: number, ip: string): Promise<void> {
    const link = await this.deps.links.find(userId);
    if (!(await this.deps.links.remove(userId))) return;
    await this.deps.history.add(userId, '2fa', 'unlinked', { type: link?.type ?? 0 }, ip);
    const bot = link ? this.bots.get(link.type as BotType) : undefined;
    await bot
      ?.sendText(link?.externalId ?? '', 'Бот отвязан от аккаунта. / The bot is unlinked from the account.')
      .catch(() => undefined);
  }

  // BotEvents: the bot heard `/start <token>`.
  async onLink(type: BotType, token: string, externalId: string): Promise<string> {
    const row = await this.deps.flowTokens.consume(LINK, token);
    if (!row?.userId || row.payload.type !== type) return TEXTS.badLink;
    await this.deps.links.save(row.userId, type, externalId, this.deps.clock());
    await this.deps.history.add(row.userId, '2fa', 'connected', { type });
    const user = await this.deps.users.findById(row.userId);
    return TEXTS.linked.replaceAll('{login}', user?.login ?? '');
  }

  // TwoFactorGate: called by every sign-in before a session is issued.
  async challenge(user: UserRow, meta: SessionMeta): Promise<void> {
    const link = await this.deps.links.find(user.id);
    const bot = link ? this.bots.get(link.type as BotType) : undefined;
    if (!link || !bot) return;
    const code = randomDigits(6);
    const buttonToken = randomSecret(12);
    const payload: ChallengePayload = {
      meta,
      codeHash: sha256Hex(code),
      buttonHash: sha256Hex(buttonToken),
      state: 'pending',
    };
    const challenge = await this.deps.flowTokens.issue(CHALLENGE, {
      userId: user.id,
      payload,
      ttlSeconds: CHALLENGE_TTL_SECONDS,
    });
    const from = [meta.browser, meta.system, meta.ip].filter(Boolean).join(', ');
    await bot.sendChallenge(link.externalId, {
      buttonToken,
      code,
      login: user.login,
      from,
      locale: meta.locale ?? 'ru',
    });
    throw new AppError(
      'PENDING_2FA',
      {
        ru: 'Подтвердите вход в боте или введите код из сообщения',
        en: 'Confirm the sign-in in the bot or enter the code from its message',
      },
      { userId: user.id, login: user.login, avatarOrSkin: user.avatarOrSkin ?? null, challenge },
    );
  }

  // BotEvents: Confirm or Deny under a sign-in message.
  async onDecision(
    type: BotType,
    buttonToken: string,
    externalId: string,
    decision: 'confirm' | 'deny',
  ): Promise<string> {
    const found = await this.findByButton(buttonToken);
    const link = found?.userId ? await this.deps.links.find(found.userId) : null;
    if (!found || link?.type !== type || link.externalId !== externalId) return TEXTS.stale.ru;
    const payload = found.payload as ChallengePayload;
    const locale = payload.meta.locale ?? 'ru';
    if (payload.state !== 'pending') return TEXTS.stale[locale];
    await this.deps.flowTokens.updatePayload(found.id, {
      ...payload,
      state: decision === 'confirm' ? 'confirmed' : 'denied',
    });
    return decision === 'confirm' ? TEXTS.confirmed[locale] : TEXTS.denied[locale];
  }

  /** `user/auth/2fa`: the page polls without a code (button) or sends the code from the message. */
  async confirm(challenge: string, code: string | undefined, locale: Locale) {
    const row = await this.deps.flowTokens.peek(CHALLENGE, challenge);
    if (!row?.userId || !isChallengePayload(row.payload)) {
      throw new AppError('VALIDATION_FAILED', TEXTS.stale, { field: 'challenge' });
    }
    const userId = row.userId;
    const payload = row.payload;
    if (code !== undefined && code.trim() !== '') {
      const key = `2fa-code:account:${userId}`;
      await this.deps.throttle.assertAllowed(key, THROTTLE_RULES.codePerAccount);
      if (!sameHash(payload.codeHash, sha256Hex(code.trim()))) {
        await this.deps.throttle.recordFailure(key);
        throw new AppError('VALIDATION_FAILED', { ru: 'Неверный код', en: 'Wrong code' }, { field: 'code' });
      }
      return this.complete(row, userId, payload);
    }
    if (payload.state === 'denied') {
      await this.deps.flowTokens.consumeById(row.id);
      throw new AppError('FORBIDDEN', TEXTS.denied);
    }
    if (payload.state === 'pending') {
      // error_code 1: the page keeps polling without showing anything.
      throw new AppError(
        'SILENT',
        locale === 'ru' ? 'Ждём подтверждения в боте' : 'Waiting for the confirmation in the bot',
      );
    }
    return this.complete(row, userId, payload);
  }

  private async complete(row: FlowTokenRow, userId: number, payload: ChallengePayload) {
    if (!(await this.deps.flowTokens.consumeById(row.id)))
      throw new AppError('VALIDATION_FAILED', TEXTS.stale);
    const { accessId, accessToken } = await this.deps.accounts.issueSession(userId, payload.meta);
    return this.deps.accounts.authResponse(userId, { accessId, accessToken });
  }

  private async findByButton(buttonToken: string): Promise<FlowTokenRow | null> {
    return this.deps.flowTokens.findLiveByPayload(CHALLENGE, 'buttonHash', sha256Hex(buttonToken));
  }
}
