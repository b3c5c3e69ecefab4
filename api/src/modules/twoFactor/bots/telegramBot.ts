import { Bot, type Context } from 'grammy';
import type { Update } from 'grammy/types';

import type { TelegramBotConfig } from '../twoFactorConfig.js';
import {
  BUTTON_LABELS,
  challengeText,
  type BotEvents,
  type ChallengeMessage,
  type TwoFactorBot,
} from './TwoFactorBot.js';

/** The Telegram bot (grammY): `/start <token>` links a chat, inline buttons confirm or deny sign-ins. */
export class TelegramTwoFactorBot implements TwoFactorBot {
  readonly type = 1 as const;
  private readonly bot: Bot;
  private polling: Promise<void> | undefined;

  constructor(
    private readonly config: TelegramBotConfig,
    events: BotEvents,
  ) {
    this.bot = new Bot(config.token, {
      botInfo: undefined,
      client: config.apiRoot ? { apiRoot: config.apiRoot } : {},
    });
    this.bot.command('start', async (ctx: Context) => {
      const token = typeof ctx.match === 'string' ? ctx.match.trim() : '';
      const chatId = ctx.chat?.id;
      if (!token || chatId === undefined) {
        await ctx.reply('Откройте ссылку из личного кабинета / Open the link from your cabinet.');
        return;
      }
      await ctx.reply(await events.onLink(this.type, token, String(chatId)));
    });
    this.bot.on('callback_query:data', async (ctx) => {
      const [action, buttonToken] = ctx.callbackQuery.data.split(':');
      const chatId = ctx.chat?.id ?? ctx.callbackQuery.from.id;
      if ((action !== 'c' && action !== 'd') || !buttonToken) {
        await ctx.answerCallbackQuery();
        return;
      }
      const answer = await events.onDecision(
        this.type,
        buttonToken,
        String(chatId),
        action === 'c' ? 'confirm' : 'deny',
      );
      await ctx.answerCallbackQuery({ text: answer });
      await ctx.editMessageReplyMarkup({ reply_markup: { inline_keyboard: [] } }).catch(() => undefined);
      await ctx.reply(answer);
    });
    this.bot.catch((error) => {
      console.error('[2fa] telegram update failed', error.error);
    });
  }

  linkUrl(token: string): string {
    return `https://t.me/${this.config.username}?start=${token}`;
  }

  async sendChallenge(chatId: string, message: ChallengeMessage): Promise<void> {
    const labels = BUTTON_LABELS[message.locale];
    await this.bot.api.sendMessage(chatId, challengeText(message), {
      reply_markup: {
        inline_keyboard: [
          [
            { text: labels.confirm, callback_data: `c:${message.buttonToken}` },
            { text: labels.deny, callback_data: `d:${message.buttonToken}` },
          ],
        ],
      },
    });
  }

  async sendText(chatId: string, text: string): Promise<void> {
    await this.bot.api.sendMessage(chatId, text);
  }

  /** Webhook mode: one update as Telegram posted it. */
  async handleUpdate(update: Update): Promise<void> {
    if (!this.bot.isInited()) await this.bot.init();
    await this.bot.handleUpdate(update);
  }

  startPolling(): void {
    this.polling ??= this.bot.start({ drop_pending_updates: false }).catch((error: unknown) => {
      console.error('[2fa] telegram polling stopped', error);
    });
  }

  async stop(): Promise<void> {
    if (this.bot.isRunning()) await this.bot.stop();
    await this.polling;
  }

  get webhookSecret(): string | undefined {
    return this.config.webhookSecret;
  }
}
