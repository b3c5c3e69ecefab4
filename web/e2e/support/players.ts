import { randomBytes } from 'node:crypto';

import { expect } from '@playwright/test';

import { E2E_API_URL, captchaToken } from './session';

export interface Player {
  login: string;
  email: string;
  password: string;
}

/**
 * A nickname nobody has taken: tests run in parallel and repeated, so the time alone is not enough.
 * The prefix keeps at most 9 characters (nicknames are 3–16).
 */
export function uniqueNickname(prefix: string): string {
  // 36^6 < 2^32: six base-36 digits of a random 32-bit number.
  const suffix = randomBytes(4).readUInt32BE().toString(36).padStart(6, '0').slice(-6);
  return `${prefix.slice(0, 9)}_${suffix}`;
}

/**
 * Each player registers from an address of its own (TEST-NET-2), as the site's reverse proxy would
 * report it: from one address the api allows 10 registrations an hour (THROTTLE_RULES.registerPerIp),
 * fewer than the suite needs when repeated.
 */
function playerAddress(): string {
  return `198.51.100.${1 + (randomBytes(1).readUInt8() % 254)}`;
}

/** Registers a player through the api (with the real proof-of-work captcha), the email derived from the nickname. */
export async function newPlayer(prefix: string, password = 'basalt-pass-1'): Promise<Player> {
  const login = uniqueNickname(prefix);
  const email = `${login.toLowerCase()}@example.com`;
  const response = await fetch(`${E2E_API_URL}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': playerAddress() },
    body: JSON.stringify({
      login,
      email,
      password,
      passwordConfirmation: password,
      acceptOffer: true,
      acceptPrivacy: true,
      acceptRules: true,
      recaptcha: await captchaToken(),
    }),
  });
  expect(response.status, await response.text()).toBe(200);
  return { login, email, password };
}
