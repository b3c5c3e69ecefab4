// A local VK for the browser tests (started by web/playwright.config.ts):
// `node --import tsx web/e2e/support/fakeVkServer.ts`. Three parts of VK, each in VK's own protocol:
//   VK ID (OAuth 2.1 with PKCE): GET /authorize, POST /oauth2/auth, POST /oauth2/user_info
//   the VK API: /method/groups.isMember (GET query or POST form, `{response}` or `{error}` like VK)
//   the Callback API sender, which posts community events to the api the way VK does
// and the control endpoints a test uses to play the player in VK:
//   POST /control/members   {"userId": 1, "member": true}  joins (false: leaves) the community
//   POST /control/callback  {"url": "http://.../api-system/bonus/vk"}  adds the server: VK sends
//                           `confirmation` and keeps the server only if the answer is the expected string
//   POST /control/messages  {"fromId": 1, "text": "hi"}  a message to the community: `message_new` with
//                           the secret, posted to the confirmed server; answers what the server said
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

import {
  FAKE_VK_CALLBACK_SECRET,
  FAKE_VK_CLIENT_ID,
  FAKE_VK_CONFIRMATION,
  FAKE_VK_GROUP_ID,
  FAKE_VK_GROUP_TOKEN,
  FAKE_VK_PORT,
  FAKE_VK_USER_COOKIE,
  type FakeVkUser,
} from './fakeServices';
import { cookieJson, json, OneTimeCodes, readBody, secret, type IssuedCode } from './standInHttp';

const API_VERSION = '5.199';

interface VkCode extends IssuedCode {
  state: string;
  user: FakeVkUser;
}

const codes = new OneTimeCodes<VkCode>();
const tokens = new Map<string, FakeVkUser>();
const members = new Set<number>();
let callbackUrl: string | null = null;

function refuse(response: ServerResponse, status: number, error: string, why: string): void {
  console.error(`[fake vk] ${error}: ${why}`);
  json(response, status, { error, error_description: why });
}

function isUser(value: unknown): value is FakeVkUser {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(fields.user_id) &&
    typeof fields.first_name === 'string' &&
    typeof fields.last_name === 'string'
  );
}

/** The person signed in at VK ID in this browser, or a newcomer. */
function browserUser(request: IncomingMessage): FakeVkUser {
  const value = cookieJson(request, FAKE_VK_USER_COOKIE);
  if (isUser(value)) return value;
  return { user_id: 100_000_000 + randomBytes(3).readUIntBE(0, 3), first_name: 'Ivan', last_name: 'Fake' };
}

function authorize(request: IncomingMessage, response: ServerResponse, query: URLSearchParams): void {
  const redirectUri = query.get('redirect_uri') ?? '';
  const state = query.get('state') ?? '';
  const challenge = query.get('code_challenge') ?? '';
  if (query.get('client_id') !== FAKE_VK_CLIENT_ID) {
    refuse(response, 400, 'invalid_client', 'unknown client_id');
    return;
  }
  if (query.get('response_type') !== 'code' || !/^https?:\/\//.test(redirectUri) || state.length < 32) {
    refuse(response, 400, 'invalid_request', 'response_type=code, redirect_uri and a state of 32+ chars');
    return;
  }
  if (query.get('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(challenge)) {
    refuse(response, 400, 'invalid_request', 'PKCE with S256 is required');
    return;
  }
  const deviceId = secret();
  const code = codes.issue({
    challenge,
    redirectUri,
    // VK ID's token request repeats the device and the state along with the redirect address.
    echoed: { device_id: deviceId, state },
    state,
    user: browserUser(request),
  });
  // VK ID's redirect: the code comes with the device it was issued to, which the token request repeats.
  const back = new URL(redirectUri);
  back.search = new URLSearchParams({
    code,
    state,
    device_id: deviceId,
    expires_in: String(OneTimeCodes.ttlSeconds),
    type: 'code_v2',
  }).toString();
  response.writeHead(302, { location: back.toString(), 'cache-control': 'no-store' });
  response.end();
}

async function token(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const form = new URLSearchParams(await readBody(request));
  if (form.get('client_id') !== FAKE_VK_CLIENT_ID) {
    refuse(response, 401, 'invalid_client', 'unknown client_id');
    return;
  }
  if (form.get('grant_type') !== 'authorization_code') {
    refuse(response, 400, 'unsupported_grant_type', 'only authorization_code');
    return;
  }
  const redeemed = codes.redeem(form);
  if ('refused' in redeemed) {
    refuse(response, 400, 'invalid_grant', redeemed.refused);
    return;
  }
  const { issued } = redeemed;
  const accessToken = secret();
  tokens.set(accessToken, issued.user);
  json(response, 200, {
    access_token: accessToken,
    refresh_token: secret(),
    id_token: secret(),
    token_type: 'Bearer',
    expires_in: 3600,
    user_id: issued.user.user_id,
    state: issued.state,
    scope: 'vkid.personal_info',
  });
}

async function userInfo(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const form = new URLSearchParams(await readBody(request));
  const user = tokens.get(form.get('access_token') ?? '');
  if (form.get('client_id') !== FAKE_VK_CLIENT_ID || !user) {
    refuse(response, 401, 'invalid_token', 'unknown access token or client_id');
    return;
  }
  // VK ID gives the id as a string here (and as a number in the token answer).
  json(response, 200, { user: { ...user, user_id: String(user.user_id), sex: 2, verified: false } });
}

/** VK compares versions part by part (5.199 is newer than 5.81); below 5.81 or none is refused. */
function supportedVersion(value: string | null): boolean {
  const [major = 0, minor = 0] = (value ?? '').split('.').map(Number);
  return major > 5 || (major === 5 && minor >= 81);
}

/** A VK API answer: HTTP 200 either way, `{error}` with VK's codes when refused. */
function apiError(response: ServerResponse, code: number, message: string, params: URLSearchParams): void {
  console.error(`[fake vk] API error ${code}: ${message}`);
  json(response, 200, {
    error: {
      error_code: code,
      error_msg: message,
      request_params: [...params].map(([key, value]) => ({ key, value })),
    },
  });
}

async function method(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  const params = new URLSearchParams(url.search);
  if (request.method === 'POST')
    for (const [key, value] of new URLSearchParams(await readBody(request))) params.set(key, value);
  const name = url.pathname.slice('/method/'.length);
  if (name !== 'groups.isMember') {
    apiError(response, 3, 'Unknown method passed.', params);
    return;
  }
  if (!supportedVersion(params.get('v'))) {
    apiError(response, 8, 'Invalid request: versions below 5.81 are deprecated.', params);
    return;
  }
  if (params.get('access_token') !== FAKE_VK_GROUP_TOKEN) {
    apiError(response, 5, 'User authorization failed: invalid access_token (4).', params);
    return;
  }
  if (params.get('group_id') !== String(FAKE_VK_GROUP_ID)) {
    apiError(response, 15, 'Access denied: no access to this group', params);
    return;
  }
  const userId = Number(params.get('user_id'));
  if (!Number.isSafeInteger(userId) || userId <= 0) {
    apiError(
      response,
      100,
      'One of the parameters specified was missing or invalid: user_id is undefined',
      params,
    );
    return;
  }
  json(response, 200, { response: members.has(userId) ? 1 : 0 });
}

/** Posts one event to the community's server as VK's Callback API does; resolves to its answer. */
async function postEvent(url: string, type: string, object: object | undefined): Promise<string> {
  const event = {
    group_id: FAKE_VK_GROUP_ID,
    type,
    event_id: randomBytes(20).toString('hex'),
    v: API_VERSION,
    ...(object === undefined ? {} : { object }),
    ...(type === 'confirmation' ? {} : { secret: FAKE_VK_CALLBACK_SECRET }),
  };
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'VKCallbackAPI' },
    body: JSON.stringify(event),
    signal: AbortSignal.timeout(10_000),
  });
  return answer.ok ? (await answer.text()).trim() : `HTTP ${answer.status}`;
}

function controlFields(body: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function control(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
  const fields = controlFields(await readBody(request));
  if (path === '/control/members') {
    const { userId, member } = fields;
    if (typeof userId !== 'number' || typeof member !== 'boolean') {
      json(response, 400, { error: 'give {"userId": number, "member": boolean}' });
      return;
    }
    if (member) members.add(userId);
    else members.delete(userId);
    json(response, 200, { userId, member });
  } else if (path === '/control/callback') {
    if (typeof fields.url !== 'string') {
      json(response, 400, { error: 'give {"url": string}' });
      return;
    }
    const answer = await postEvent(fields.url, 'confirmation', undefined);
    // VK keeps the address only when the server proves it is the community's.
    const confirmed = answer === FAKE_VK_CONFIRMATION;
    if (confirmed) callbackUrl = fields.url;
    json(response, confirmed ? 200 : 409, { confirmed, answer });
  } else if (path === '/control/messages') {
    const { fromId, text } = fields;
    if (typeof fromId !== 'number' || typeof text !== 'string') {
      json(response, 400, { error: 'give {"fromId": number, "text": string}' });
      return;
    }
    if (callbackUrl === null) {
      json(response, 409, { error: 'no confirmed Callback API server yet' });
      return;
    }
    const message = {
      date: Math.floor(Date.now() / 1000),
      from_id: fromId,
      id: 0,
      out: 0,
      peer_id: fromId,
      text,
      conversation_message_id: members.size + 1,
      fwd_messages: [],
      important: false,
      is_hidden: false,
      attachments: [],
      random_id: 0,
    };
    const clientInfo = {
      button_actions: ['text', 'vkpay', 'open_app', 'location', 'open_link', 'callback'],
      keyboard: true,
      inline_keyboard: true,
      carousel: true,
      lang_id: 0,
    };
    const answer = await postEvent(callbackUrl, 'message_new', { message, client_info: clientInfo });
    json(response, 200, { delivered: answer === 'ok', answer });
  } else json(response, 404, { error: 'not_found' });
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://fake-vk');
  const route = `${request.method ?? 'GET'} ${url.pathname}`;
  const failed = (error: unknown) => {
    refuse(response, 500, 'server_error', String(error));
  };
  if (route === 'GET /authorize') authorize(request, response, url.searchParams);
  else if (route === 'POST /oauth2/auth') token(request, response).catch(failed);
  else if (route === 'POST /oauth2/user_info') userInfo(request, response).catch(failed);
  else if (url.pathname.startsWith('/method/')) method(request, response, url).catch(failed);
  else if (request.method === 'POST' && url.pathname.startsWith('/control/'))
    control(request, response, url.pathname).catch(failed);
  else if (route === 'GET /health') json(response, 200, { ok: true });
  else json(response, 404, { error: 'not_found' });
});

server.listen(FAKE_VK_PORT, '127.0.0.1', () => {
  console.log(`[fake vk] listening on http://127.0.0.1:${FAKE_VK_PORT}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
