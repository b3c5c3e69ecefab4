import { expect } from '@playwright/test';

import type { SentMessage } from '@lodestone/api/testing';
import { FAKE_TELEGRAM_URL } from './fakeServices';

// The player's side of Telegram in the browser tests, through the control endpoints of
// web/e2e/support/fakeTelegramServer.ts.

/** A chat of its own for each test, so parallel tests never read each other's messages. */
export function newChatId(): number {
  return 700_000_000 + Math.floor(Math.random() * 100_000_000);
}

async function enqueue(update: { chatId: number; text?: string; callbackData?: string }): Promise<void> {
  const response = await fetch(`${FAKE_TELEGRAM_URL}/control/updates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(update),
  });
  expect(response.status, await response.text()).toBe(202);
}

/** The player writes to the bot (e.g. `/start <payload>` from a deep link). */
export function sendToBot(chatId: number, text: string): Promise<void> {
  return enqueue({ chatId, text });
}

/** The player presses an inline button of one of the bot's messages. */
export function pressButton(chatId: number, callbackData: string): Promise<void> {
  return enqueue({ chatId, callbackData });
}

export async function sentTo(chatId: number): Promise<SentMessage[]> {
  const response = await fetch(`${FAKE_TELEGRAM_URL}/control/sent?chat_id=${chatId}`);
  return (await response.json()) as SentMessage[];
}

/** The newest message of the bot to the chat that matches; waits until the bot has sent it. */
export async function waitForBotMessage(
  chatId: number,
  matches: (message: SentMessage) => boolean,
  timeoutMs = 10_000,
): Promise<SentMessage> {
  const started = Date.now();
  for (;;) {
    const found = (await sentTo(chatId)).reverse().find(matches);
    if (found) return found;
    if (Date.now() - started > timeoutMs) throw new Error(`the bot sent no such message to chat ${chatId}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The callback data of the message's button whose data starts with `prefix` (`c:` is "It is me"). */
export function buttonData(message: SentMessage, prefix: string): string {
  const data = message.reply_markup?.inline_keyboard
    ?.flat()
    .map((button) => button.callback_data)
    .find((value) => value.startsWith(prefix));
  if (!data) throw new Error(`no button ${prefix}… in: ${JSON.stringify(message)}`);
  return data;
}
