import type { Locale } from '../locale.js';

export interface LetterData {
  passwordReset: { login: string; link: string; minutes: number };
  mailChangeCurrent: { login: string; code: string; minutes: number };
  mailChangeNew: { login: string; code: string; minutes: number };
  passwordChanged: { login: string; ip: string };
  emailChanged: { login: string; newEmail: string };
  emailConfirm: { login: string; link: string; days: number };
}

export type LetterName = keyof LetterData;

interface LetterText {
  subject: string;
  /** Paragraphs; `{link}` in one of them becomes a button in HTML. */
  lines: string[];
  link?: string;
}

const PRODUCT = 'Lodestone';

const letters: { [N in LetterName]: (locale: Locale, data: LetterData[N]) => LetterText } = {
  passwordReset: (locale, { login, link, minutes }) =>
    locale === 'ru'
      ? {
          subject: `${PRODUCT}: восстановление пароля`,
          lines: [
            `Здравствуйте, ${login}!`,
            `Кто-то (надеемся, вы) попросил сменить пароль аккаунта. Ссылка действует ${minutes} минут и сработает один раз:`,
            link,
            'Если вы ничего не просили, просто удалите это письмо: пароль останется прежним.',
          ],
          link,
        }
      : {
          subject: `${PRODUCT}: password reset`,
          lines: [
            `Hello, ${login}!`,
            `Someone (hopefully you) asked to change the password of your account. The link works once, for ${minutes} minutes:`,
            link,
            'If it was not you, delete this letter: your password stays as it is.',
          ],
          link,
        },
  mailChangeCurrent: (locale, { login, code, minutes }) =>
    locale === 'ru'
      ? {
          subject: `${PRODUCT}: код для смены почты`,
          lines: [
            `Здравствуйте, ${login}!`,
            `Код для смены почты: ${code}`,
            `Он действует ${minutes} минут.`,
          ],
        }
      : {
          subject: `${PRODUCT}: code to change your email`,
          lines: [
            `Hello, ${login}!`,
            `Your code to change the email: ${code}`,
            `It works for ${minutes} minutes.`,
          ],
        },
  mailChangeNew: (locale, { login, code, minutes }) =>
    locale === 'ru'
      ? {
          subject: `${PRODUCT}: подтвердите новую почту`,
          lines: [
            `Здравствуйте, ${login}!`,
            `Код для подтверждения этой почты: ${code}`,
            `Он действует ${minutes} минут.`,
          ],
        }
      : {
          subject: `${PRODUCT}: confirm your new email`,
          lines: [
            `Hello, ${login}!`,
            `Your code to confirm this address: ${code}`,
            `It works for ${minutes} minutes.`,
          ],
        },
  passwordChanged: (locale, { login, ip }) =>
    locale === 'ru'
      ? {
          subject: `${PRODUCT}: пароль изменён`,
          lines: [
            `Здравствуйте, ${login}!`,
            `Пароль вашего аккаунта изменён (адрес ${ip}). Все сессии, кроме текущей, завершены.`,
            'Если это были не вы, восстановите доступ через «Забыли пароль?» и напишите в поддержку.',
          ],
        }
      : {
          subject: `${PRODUCT}: your password was changed`,
          lines: [
            `Hello, ${login}!`,
            `The password of your account was changed (from ${ip}). Every other session was ended.`,
            'If it was not you, reset the password through "Forgot your password?" and contact support.',
          ],
        },
  emailChanged: (locale, { login, newEmail }) =>
    locale === 'ru'
      ? {
          subject: `${PRODUCT}: почта изменена`,
          lines: [
            `Здравствуйте, ${login}!`,
            `Почта аккаунта изменена на ${newEmail}. Письма теперь приходят туда.`,
            'Если это были не вы, срочно напишите в поддержку.',
          ],
        }
      : {
          subject: `${PRODUCT}: your email was changed`,
          lines: [
            `Hello, ${login}!`,
            `The email of your account is now ${newEmail}; letters go there from now on.`,
            'If it was not you, contact support at once.',
          ],
        },
  emailConfirm: (locale, { login, link, days }) =>
    locale === 'ru'
      ? {
          subject: `${PRODUCT}: подтвердите почту`,
          lines: [
            `Здравствуйте, ${login}!`,
            `Спасибо за регистрацию. Подтвердите, что это ваша почта: ссылка действует ${days} дней и сработает один раз.`,
            link,
            'Если вы не регистрировались, просто удалите это письмо.',
          ],
          link,
        }
      : {
          subject: `${PRODUCT}: confirm your email`,
          lines: [
            `Hello, ${login}!`,
            `Thank you for signing up. Confirm that this address is yours: the link works once, for ${days} days.`,
            link,
            'If you did not sign up, delete this letter.',
          ],
          link,
        },
};

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Subject, plain text and simple HTML of a letter; every value is escaped in the HTML. */
export function renderLetter<N extends LetterName>(
  name: N,
  locale: Locale,
  data: LetterData[N],
): { subject: string; text: string; html: string } {
  const letter = letters[name](locale, data);
  const text = `${letter.lines.join('\n\n')}\n\n— ${PRODUCT}\n`;
  const paragraphs = letter.lines.map((line) =>
    line === letter.link
      ? `<p><a href="${escapeHtml(line)}" style="display:inline-block;padding:10px 18px;background:#6034ce;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(line)}</a></p>`
      : `<p>${escapeHtml(line)}</p>`,
  );
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1d1f2d">${paragraphs.join('')}<p style="color:#8f92a8">— ${PRODUCT}</p></body></html>`;
  return { subject: letter.subject, text, html };
}
