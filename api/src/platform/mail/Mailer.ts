import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import nodemailer, { type Transporter } from 'nodemailer';

import type { Locale } from '../locale.js';
import { renderLetter, type LetterName, type LetterData } from './letters.js';

export interface MailConfig {
  /** smtp(s)://user:pass@host:port; unset: letters are written to DATA_DIR/outbox as .eml files. */
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
}

export interface OutgoingLetter<N extends LetterName> {
  to: string;
  locale: Locale;
  letter: N;
  data: LetterData[N];
}

/** Sends the api's letters (reset links, email codes, notices), translated, as text and HTML. */
export class Mailer {
  private readonly transport: Transporter;
  private readonly toOutbox: boolean;

  constructor(private readonly config: MailConfig) {
    this.toOutbox = config.smtpUrl === undefined;
    this.transport = this.toOutbox
      ? nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
      : nodemailer.createTransport(config.smtpUrl);
  }

  get outboxDir(): string {
    return path.join(this.config.dataDir, 'outbox');
  }

  async send<N extends LetterName>({ to, locale, letter, data }: OutgoingLetter<N>): Promise<void> {
    const { subject, text, html } = renderLetter(letter, locale, data);
    const info: unknown = await this.transport.sendMail({ from: this.config.from, to, subject, text, html });
    if (!this.toOutbox) return;
    // streamTransport with buffer: the raw RFC 822 message, kept one file per letter for local reading.
    const message = (info as { message?: Buffer }).message;
    if (!message) throw new Error('the mail stream transport returned no message');
    await mkdir(this.outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${letter}-${randomBytes(3).toString('hex')}.eml`;
    await writeFile(path.join(this.outboxDir, name), message);
  }

  close(): void {
    this.transport.close();
  }
}
