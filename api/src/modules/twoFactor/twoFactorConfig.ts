export interface TelegramBotConfig {
  token: string;
  /** Without the @: the deep link is https://t.me/<username>?start=<token>. */
  username: string;
  /** Bot API root (tests point it at a local server). */
  apiRoot: string | undefined;
  /** Telegram's X-Telegram-Bot-Api-Secret-Token in webhook mode. */
  webhookSecret: string | undefined;
}

export interface VkBotConfig {
  token: string;
  groupId: number;
  apiBaseUrl: string | undefined;
  /** Callback API: the secret VK sends with every event, and the string it expects on confirmation. */
  webhookSecret: string | undefined;
  confirmation: string | undefined;
}

export interface TwoFactorConfig {
  /** polling: the api asks the bot platforms for updates; webhook: they call /api-system/2fa/... */
  mode: 'polling' | 'webhook';
  telegram: TelegramBotConfig | undefined;
  vk: VkBotConfig | undefined;
}

export type BotType = 1 | 2;
