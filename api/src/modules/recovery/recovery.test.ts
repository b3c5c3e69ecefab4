import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';

// The letters travel through a real SMTP server started here; the test reads them as a player would.
let smtp: SMTPServer;
const inbox: ParsedMail[] = [];
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    config: {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      publicSiteUrl: 'https://play.example',
      mailFrom: 'Lodestone <no-reply@play.example>',
    },
  });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => {
    smtp.close(() => {
      resolve();
    });
  });
});

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers });
}

async function nextLetter(to: string): Promise<ParsedMail> {
  for (let i = 0; i < 50; i += 1) {
    const found = inbox.find((mail) => mail.to && JSON.stringify(mail.to).includes(to));
    if (found) {
      inbox.splice(inbox.indexOf(found), 1);
      return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no letter to ${to}`);
}

function codeOf(mail: ParsedMail): string {
  const match = /\/reset\?code=([^\s"&]+)/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error('no reset link in the letter');
  return decodeURIComponent(match[1]);
}

describe('password reset by mail', () => {
  it('mails a translated link that sets a new password once and ends every session', async () => {
    const session = await post('/api/user/auth/login', { login: 'steve', password: 'steve-demo-1' });
    const { accessId, accessToken } = session.json<{ accessId: string; accessToken: string }>();

    expect(
      (await post('/api/user/reset', { email: 'STEVE@example.com' }, { 'accept-language': 'en' })).json(),
    ).toEqual({
      success: true,
    });
    const letter = await nextLetter('steve@example.com');
    expect(letter.subject).toBe('Lodestone: password reset');
    expect(letter.from?.text).toContain('no-reply@play.example');
    expect(letter.text).toContain('https://play.example/en/reset?code=');
    expect(letter.html).toContain('<a href="https://play.example/en/reset?code=');
    const code = codeOf(letter);

    expect((await post('/api/user/reset/status', { code })).json()).toEqual({ valid: true, login: 'steve' });
    const mismatch = await post('/api/user/reset/update-password', {
      code,
      password: 'obsidian-42',
      passwordConfirmation: 'obsidian-43',
    });
    expect(mismatch.statusCode).toBe(400);
    // A typo does not burn the link.
    const done = await post('/api/user/reset/update-password', {
      code,
      password: 'obsidian-42',
      passwordConfirmation: 'obsidian-42',
    });
    expect(done.json()).toEqual({ success: true });
    expect((await nextLetter('steve@example.com')).subject).toBe('Lodestone: пароль изменён');

    expect((await post('/api/user/auth/login', { login: 'steve', password: 'obsidian-42' })).statusCode).toBe(
      200,
    );
    expect(
      (await post('/api/user/auth/login', { login: 'steve', password: 'steve-demo-1' })).statusCode,
    ).toBe(400);
    const old = await post(
      '/api/user/auth/token',
      {},
      { 'access-id': accessId, 'access-token': accessToken },
    );
    expect(old.statusCode).toBe(401);

    const reused = await post('/api/user/reset/update-password', {
      code,
      password: 'another-one-1',
      passwordConfirmation: 'another-one-1',
    });
    expect(reused.statusCode).toBe(400);
    expect((await post('/api/user/reset/status', { code })).json()).toEqual({ valid: false, login: null });
  });

  it('never lets an empty, blank, missing, foreign or expired code open an account (CVE-2025-22144)', async () => {
    for (const code of ['', ' ', '      ', 'null', 'undefined', '0', 'x'.repeat(43)]) {
      const attempt = await post('/api/user/reset/update-password', {
        code,
        password: 'hijacked-pass-1',
        passwordConfirmation: 'hijacked-pass-1',
      });
      expect(attempt.statusCode, JSON.stringify(code)).toBe(400);
    }
    expect(
      (
        await post('/api/user/reset/update-password', {
          password: 'hijacked-pass-1',
          passwordConfirmation: 'hijacked-pass-1',
        })
      ).statusCode,
    ).toBe(400);

    await post('/api/user/reset', { email: 'editor@example.com' });
    const code = codeOf(await nextLetter('editor@example.com'));
    t.setNow(new Date(Date.now() + 31 * 60 * 1000));
    expect((await post('/api/user/reset/status', { code })).json()).toMatchObject({ valid: false });
    t.setNow(undefined);
    // Every account still has its own password.
    expect(
      (await post('/api/user/auth/login', { login: 'editor', password: 'editor-demo-1' })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/user/auth/login', { login: 'admin', password: 'admin-demo-1' })).statusCode,
    ).toBe(200);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const before = inbox.length;
    expect((await post('/api/user/reset', { email: 'nobody@example.com' })).json()).toEqual({
      success: true,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.length).toBe(before);
  });

  it('restores an account by nickname: the link goes to its address', async () => {
    await post('/api/user/restore', { login: 'admin' }, { 'accept-language': 'ru' });
    const letter = await nextLetter('admin@example.com');
    expect(letter.subject).toBe('Lodestone: восстановление пароля');
    expect(letter.text).toContain('https://play.example/ru/reset?code=');
  });

  it('throttles reset requests per address with the wait time', async () => {
    let last = 0;
    for (let i = 0; i < 12; i += 1) {
      last = (
        await post(
          '/api/user/reset',
          { email: `spam${i}@example.com` },
          { 'x-forwarded-for': '198.51.100.77' },
        )
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('the outbox without SMTP', () => {
  // Built in a hook (its own app and database), so a slow machine spends the hook's time, not the test's.
  let local: TestApp;
  beforeAll(async () => {
    local = await createTestApp({ config: { publicSiteUrl: 'http://localhost:3000' } });
  });
  afterAll(async () => {
    await local.close();
  });

  it('writes one .eml file per letter under DATA_DIR/outbox', async () => {
    await local.app.inject({
      method: 'POST',
      url: '/api/user/reset',
      payload: { email: 'steve@example.com' },
    });
    const dir = path.join(local.dataDir, 'outbox');
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const raw = await readFile(path.join(dir, files[0] ?? ''), 'utf8');
    const mail = await simpleParser(raw);
    expect(mail.subject).toBe('Lodestone: восстановление пароля');
    expect(mail.text).toContain('http://localhost:3000/ru/reset?code=');
  });
});
