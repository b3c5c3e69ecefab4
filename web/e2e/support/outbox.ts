import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';

// The stack under test has no SMTP: each letter is an .eml file in `${E2E_DATA_DIR}/outbox`
// (api/src/platform/mail/Mailer.ts), named by the time it was written.

export const HAS_OUTBOX = Boolean(process.env.E2E_DATA_DIR) && !process.env.E2E_BASE_URL;

function outboxDir(): string {
  return path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
}

function recipients(letter: ParsedMail): string[] {
  const to: AddressObject[] =
    letter.to === undefined ? [] : Array.isArray(letter.to) ? letter.to : [letter.to];
  return to.flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()));
}

/** The newest letter to the address with this subject; waits until the api has written it. */
export async function waitForLetter(
  address: string,
  subject: string,
  timeoutMs = 10_000,
): Promise<ParsedMail> {
  const wanted = address.toLowerCase();
  const started = Date.now();
  for (;;) {
    const files = (await readdir(outboxDir()).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const raw = await readFile(path.join(outboxDir(), file), 'utf8');
      // Cheap filter first: parsing every letter of the whole run on every attempt would be slow.
      if (!raw.toLowerCase().includes(wanted)) continue;
      const letter = await simpleParser(raw);
      if (letter.subject === subject && recipients(letter).includes(wanted)) return letter;
    }
    if (Date.now() - started > timeoutMs) throw new Error(`no letter "${subject}" to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The six-digit code of a letter (email change). */
export function codeIn(letter: ParsedMail): string {
  const code = /\b(\d{6})\b/.exec(letter.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the letter "${letter.subject ?? ''}"`);
  return code;
}

/** The address and query of the site link in a letter (password reset), to open on the stack under test. */
export function sitePathIn(letter: ParsedMail, pathPattern: RegExp): string {
  const link = /https?:\/\/\S+/g;
  for (const [candidate] of (letter.text ?? '').matchAll(link)) {
    const url = new URL(candidate);
    if (pathPattern.test(url.pathname)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`no link to ${String(pathPattern)} in the letter "${letter.subject ?? ''}"`);
}
