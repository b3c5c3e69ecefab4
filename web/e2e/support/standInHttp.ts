// What the browser tests' stand-in servers (OAuth provider, Telegram Bot API, VK) share: reading a
// request's body and answering JSON.
import type { IncomingMessage, ServerResponse } from 'node:http';

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      resolve(body);
    });
    request.on('error', reject);
  });
}

export function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

/** A cookie's value on the stand-in's own address, parsed as JSON; undefined when absent or malformed. */
export function cookieJson(request: IncomingMessage, name: string): unknown {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return JSON.parse(decodeURIComponent(rest.join('='))) as unknown;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
