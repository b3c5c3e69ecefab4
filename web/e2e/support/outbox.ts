import type { ParsedMail } from 'mailparser';

import { lettersTo, waitForLetter as waitInOutbox } from '@lodestone/api/testing';

export { codeIn, sitePathIn } from '@lodestone/api/testing';

// The stack under test has no SMTP: the api writes each letter to `${E2E_DATA_DIR}/outbox`, read
// with the api's own outbox helpers.

export const HAS_OUTBOX = Boolean(process.env.E2E_DATA_DIR) && !process.env.E2E_BASE_URL;

/** The newest letter to the address with this subject; waits until the api has written it. */
export function waitForLetter(address: string, subject: string, timeoutMs = 10_000): Promise<ParsedMail> {
  return waitInOutbox(process.env.E2E_DATA_DIR ?? '', address, subject, timeoutMs);
}

/** Every letter to the address with this subject so far, newest first (a resent letter is a second one). */
export async function lettersIn(address: string, subject: string): Promise<ParsedMail[]> {
  const found = await lettersTo(process.env.E2E_DATA_DIR ?? '', address, subject);
  return found.map(({ letter }) => letter);
}
