import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentMessage {
  chat_id: number | string;
  text: string;
  reply_markup?: { inline_keyboard?: { text: string; callback_data: string }[][] };
}

/**
 * A local stand-in for the Telegram Bot API (https://core.telegram.org/bots/api), speaking the same
 * HTTP protocol grammY speaks: `POST /bot<token>/<method>` with JSON, answers `{ ok, result }`.
 */
export class FakeTelegramApi {
  readonly sent: SentMessage[] = [];
  readonly answeredCallbacks: string[] = [];
  private readonly updates: Record<string, unknown>[] = [];
  private nextUpdateId = 1;
  private nextMessageId = 100;
  private server: Server | undefined;

  constructor(private readonly token: string) {}

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        void this.answer(request.url ?? '', body ? (JSON.parse(body) as Record<string, unknown>) : {}).then(
          (result) => {
            response.setHeader('content-type', 'application/json');
            response.end(JSON.stringify(result));
          },
        );
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server?.close(() => {
        resolve();
      }),
    );
  }

  /** A player writes to the bot. */
  pushMessage(chatId: number, text: string): void {
    const command = /^\/\w+/.exec(text)?.[0];
    this.updates.push({
      update_id: this.nextUpdateId++,
      message: {
        message_id: this.nextMessageId++,
        date: Math.floor(Date.now() / 1000),
        chat: { id: chatId, type: 'private', first_name: 'Player' },
        from: { id: chatId, is_bot: false, first_name: 'Player' },
        text,
        ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command.length }] } : {}),
      },
    });
  }

  /** A player presses an inline button. */
  pushCallback(chatId: number, data: string): void {
    this.updates.push({
      update_id: this.nextUpdateId++,
      callback_query: {
        id: `cb${this.nextUpdateId}`,
        from: { id: chatId, is_bot: false, first_name: 'Player' },
        chat_instance: 'chat-instance',
        data,
        message: {
          message_id: 1,
          date: Math.floor(Date.now() / 1000),
          chat: { id: chatId, type: 'private' },
          text: '',
        },
      },
    });
  }

  async waitForMessage(predicate: (message: SentMessage) => boolean, timeoutMs = 5000): Promise<SentMessage> {
    const started = Date.now();
    for (;;) {
      const found = this.sent.find(predicate);
      if (found) return found;
      if (Date.now() - started > timeoutMs) throw new Error('the bot sent no such message');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  private async answer(url: string, body: Record<string, unknown>): Promise<unknown> {
    const match = /^\/bot([^/]+)\/(\w+)/.exec(url);
    if (match?.[1] !== this.token) return { ok: false, error_code: 401, description: 'Unauthorized' };
    switch (match[2]) {
      case 'getMe':
        return {
          ok: true,
          result: {
            id: 42,
            is_bot: true,
            first_name: 'Lodestone',
            username: 'lodestone_test_bot',
            can_join_groups: false,
            can_read_all_group_messages: false,
            supports_inline_queries: false,
          },
        };
      case 'deleteWebhook':
      case 'setWebhook':
      case 'answerCallbackQuery':
        if (match[2] === 'answerCallbackQuery')
          this.answeredCallbacks.push(typeof body.text === 'string' ? body.text : '');
        return { ok: true, result: true };
      case 'editMessageReplyMarkup':
        return { ok: true, result: true };
      case 'sendMessage':
        this.sent.push(body as unknown as SentMessage);
        return {
          ok: true,
          result: {
            message_id: this.nextMessageId++,
            date: Math.floor(Date.now() / 1000),
            chat: { id: body.chat_id, type: 'private' },
            text: body.text,
          },
        };
      case 'getUpdates': {
        const offset = typeof body.offset === 'number' ? body.offset : 0;
        for (let waited = 0; waited < 300; waited += 25) {
          const ready = this.updates.filter((update) => (update.update_id as number) >= offset);
          if (ready.length > 0) return { ok: true, result: ready };
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        return { ok: true, result: [] };
      }
      default:
        return { ok: false, error_code: 404, description: 'Not Found: method not found' };
    }
  }
}
