// The api's local Telegram Bot API (the one its unit tests use) as a standalone server for the browser
// tests, started by web/playwright.config.ts: `node --import tsx web/e2e/support/fakeTelegramServer.ts`.
// The fake itself listens on a port of its own choosing; this server gives it the fixed address the
// api is configured with (`/bot<token>/<method>` is passed through) and adds what a test needs to play
// the player in Telegram:
//   POST /control/updates  {"chatId": 1, "text": "/start abc"} or {"chatId": 1, "callbackData": "c:..."}
//   GET  /control/sent?chat_id=1  the messages the bot sent to that chat, oldest first
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

import { FakeTelegramApi } from '@lodestone/api/testing';
import { FAKE_TELEGRAM_PORT, FAKE_TELEGRAM_TOKEN } from './fakeServices';
import { json, readBody } from './standInHttp';

const telegram = new FakeTelegramApi(FAKE_TELEGRAM_TOKEN);
const inner = await telegram.start();

async function passThrough(request: IncomingMessage, response: ServerResponse, body: string): Promise<void> {
  const answer = await fetch(`${inner}${request.url ?? '/'}`, {
    method: request.method ?? 'POST',
    headers: { 'content-type': request.headers['content-type'] ?? 'application/json' },
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : body,
  });
  response.writeHead(answer.status, {
    'content-type': answer.headers.get('content-type') ?? 'application/json',
  });
  response.end(await answer.text());
}

function enqueue(response: ServerResponse, body: string): void {
  let update: unknown;
  try {
    update = JSON.parse(body);
  } catch {
    json(response, 400, { error: 'the body is not JSON' });
    return;
  }
  const fields = (typeof update === 'object' && update !== null ? update : {}) as Record<string, unknown>;
  const chatId = fields.chatId;
  if (typeof chatId !== 'number' || !Number.isSafeInteger(chatId)) {
    json(response, 400, { error: 'chatId must be an integer' });
    return;
  }
  if (typeof fields.text === 'string') telegram.pushMessage(chatId, fields.text);
  else if (typeof fields.callbackData === 'string') telegram.pushCallback(chatId, fields.callbackData);
  else {
    json(response, 400, { error: 'give text or callbackData' });
    return;
  }
  json(response, 202, { queued: true });
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://fake-telegram');
  const body = await readBody(request);
  if (url.pathname.startsWith('/bot')) {
    await passThrough(request, response, body);
    return;
  }
  const route = `${request.method ?? 'GET'} ${url.pathname}`;
  if (route === 'POST /control/updates') enqueue(response, body);
  else if (route === 'GET /control/sent') {
    const chatId = url.searchParams.get('chat_id');
    json(
      response,
      200,
      telegram.sent.filter((message) => String(message.chat_id) === chatId),
    );
  } else if (route === 'GET /health') json(response, 200, { ok: true });
  else json(response, 404, { error: 'not found' });
}

const server = createServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    console.error('[fake telegram]', error);
    if (!response.headersSent) json(response, 502, { ok: false, description: String(error) });
    else response.end();
  });
});

server.listen(FAKE_TELEGRAM_PORT, '127.0.0.1', () => {
  console.log(`[fake telegram] listening on http://127.0.0.1:${FAKE_TELEGRAM_PORT}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close();
    void telegram.stop().then(() => process.exit(0));
  });
}
