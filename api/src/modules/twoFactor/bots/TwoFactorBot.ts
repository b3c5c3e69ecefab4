import type { BotType } from '../twoFactorConfig.js';

export interface ChallengeMessage {
  /** The token the Confirm / Deny buttons carry (short: Telegram allows 64 bytes of callback data). */
  buttonToken: string;
  code: string;
  login: string;
  from: string;
  locale: 'ru' | 'en';
}

/** What a bot hears from players, handed to the two-factor service. */
export interface BotEvents {
  /** The player opened the deep link (or sent the link code): tie this chat to the account. */
  onLink(type: BotType, token: string, externalId: string): Promise<string>;
  /** A press of Confirm or Deny under a sign-in message. */
  onDecision(
    type: BotType,
    buttonToken: string,
    externalId: string,
    decision: 'confirm' | 'deny',
  ): Promise<string>;
}

/** A Telegram or VK bot that links accounts and asks players to confirm sign-ins. */
export interface TwoFactorBot {
  readonly type: BotType;
  /** Where the player goes to link the account. */
  linkUrl(token: string): string;
  sendChallenge(externalId: string, message: ChallengeMessage): Promise<void>;
  sendText(externalId: string, text: string): Promise<void>;
  startPolling(): void;
  stop(): Promise<void>;
}

export function challengeText({ login, from, code, locale }: ChallengeMessage): string {
  return locale === 'ru'
    ? `Вход в аккаунт ${login} (${from}).\nЭто вы? Подтвердите кнопкой ниже или введите на сайте код ${code}.`
    : `Sign-in to ${login} (${from}).\nIs it you? Confirm with the button below or enter the code ${code} on the site.`;
}

export const BUTTON_LABELS = {
  ru: { confirm: 'Это я', deny: 'Это не я' },
  en: { confirm: 'It is me', deny: 'Not me' },
} as const;
