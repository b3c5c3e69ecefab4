// What the browser tests' stand-in servers (OAuth provider, Telegram Bot API, VK) share: reading a
// request's body, answering JSON, and the OAuth providers' one-time codes.
import { createHash, randomBytes } from 'node:crypto';
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

/** What an authorization code remembers of its authorize request (OAuth 2.0 with PKCE S256). */
export interface IssuedCode {
  challenge: string;
  redirectUri: string;
  /** Other form fields the token request must repeat as given (VK ID: `device_id`, `state`). */
  echoed?: Readonly<Record<string, string>>;
}

const CODE_TTL_MS = 60_000;

/** A random token (codes, access tokens, device ids): 24 URL-safe characters. */
export function secret(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The providers' one-time authorization codes: issued on authorize, redeemed once on the token request,
 * which must repeat the redirect address (and each echoed field) and prove the PKCE verifier.
 */
export class OneTimeCodes<Issued extends IssuedCode> {
  static readonly ttlSeconds = CODE_TTL_MS / 1000;
  private readonly codes = new Map<string, Issued & { expiresAt: number }>();

  issue(issued: Issued): string {
    const code = secret();
    this.codes.set(code, { ...issued, expiresAt: Date.now() + CODE_TTL_MS });
    return code;
  }

  /** The code's authorize request, or why the token request is refused (`invalid_grant`). */
  redeem(form: URLSearchParams): { issued: Issued } | { refused: string } {
    const code = form.get('code') ?? '';
    const issued = this.codes.get(code);
    // A code works once, whatever the outcome.
    this.codes.delete(code);
    if (!issued || issued.expiresAt < Date.now()) return { refused: 'unknown, used or expired code' };
    const expected: [string, string][] = [
      ['redirect_uri', issued.redirectUri],
      ...Object.entries(issued.echoed ?? {}),
    ];
    for (const [field, value] of expected)
      if (form.get(field) !== value) return { refused: `${field} differs from the authorize request` };
    const verifier = form.get('code_verifier') ?? '';
    if (createHash('sha256').update(verifier).digest('base64url') !== issued.challenge)
      return { refused: 'code_verifier does not match code_challenge' };
    return { issued };
  }
}
