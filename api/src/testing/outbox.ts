import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';

// Without SMTP the api writes each letter as an .eml file to `${DATA_DIR}/outbox`
// (api/src/platform/mail/Mailer.ts), named by the time it was written. The api's own tests and the
// browser tests read them here.

/** A letter of the outbox, with its file name (a test may mark it read). */
export interface OutboxLetter {
  file: string;
  letter: ParsedMail;
}

function recipients(letter: ParsedMail): string[] {
  const to: AddressObject[] =
    letter.to === undefined ? [] : Array.isArray(letter.to) ? letter.to : [letter.to];
  return to.flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()));
}

/** The letters to the address, newest first, optionally only with this subject. */
export async function lettersTo(dataDir: string, address: string, subject?: string): Promise<OutboxLetter[]> {
  const dir = path.join(dataDir, 'outbox');
  const wanted = address.toLowerCase();
  const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
  const found: OutboxLetter[] = [];
  for (const file of files) {
    const raw = await readFile(path.join(dir, file), 'utf8');
    // Cheap filter first: parsing every letter of a whole browser run on every attempt would be slow.
    if (!raw.toLowerCase().includes(wanted)) continue;
    const letter = await simpleParser(raw);
    if (!recipients(letter).includes(wanted)) continue;
    if (subject === undefined || letter.subject === subject) found.push({ file, letter });
  }
  return found;
}

/** The newest letter to the address with this subject; waits until the api has written it. */
export async function waitForLetter(
  dataDir: string,
  address: string,
  subject: string,
  timeoutMs = 10_000,
): Promise<ParsedMail> {
  const started = Date.now();
  for (;;) {
    const [newest] = await lettersTo(dataDir, address, subject);
    if (newest) return newest.letter;
    if (Date.now() - started > timeoutMs) throw new Error(`no letter "${subject}" to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The six-digit code of a letter (email change, sign-in codes). */
export function codeIn(letter: ParsedMail): string {
  const code = /\b(\d{6})\b/.exec(letter.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the letter "${letter.subject ?? ''}"`);
  return code;
}

/** The path and query of the site link in a letter (password reset), to open on the site under test. */
export function sitePathIn(letter: ParsedMail, pathPattern: RegExp): string {
  for (const [candidate] of (letter.text ?? '').matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(candidate);
    if (pathPattern.test(url.pathname)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`no link to ${String(pathPattern)} in the letter "${letter.subject ?? ''}"`);
}
