import type { LocalizedText } from '../../platform/errors/AppError.js';
import { isReservedNickname } from './reservedNicknames.js';

// Nicknames follow the game's own rule, so the site account and the game character share one name.
const LOGIN_PATTERN = /^[A-Za-z0-9_]{3,16}$/;
// Pragmatic: one @, something on both sides, a dot in the domain, no spaces. The letter proves the rest.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  'password',
  'password1',
  'qwertyuiop',
  'qwerty123',
  '11111111',
  '00000000',
  '87654321',
  'iloveyou',
  'minecraft',
  'minecraft1',
  'йцукенгш',
  'qwerty12',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'zxcvbnm1',
  'abc12345',
  'passw0rd',
]);

export function loginProblem(login: string): LocalizedText | null {
  if (!LOGIN_PATTERN.test(login)) {
    return {
      ru: 'Никнейм: от 3 до 16 символов, латинские буквы, цифры и _',
      en: 'Nickname: 3 to 16 characters, Latin letters, digits and _',
    };
  }
  if (isReservedNickname(login)) {
    return { ru: 'Этот никнейм занят страницей сайта', en: 'This nickname is taken by a page of the site' };
  }
  return null;
}

export function emailProblem(email: string): LocalizedText | null {
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) {
    return { ru: 'Введите корректный адрес почты', en: 'Enter a valid email address' };
  }
  return null;
}

export function passwordProblem(password: string, login?: string): LocalizedText | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return {
      ru: `Пароль должен быть не короче ${PASSWORD_MIN_LENGTH} символов`,
      en: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    };
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return {
      ru: `Пароль должен быть не длиннее ${PASSWORD_MAX_LENGTH} символов`,
      en: `The password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
    };
  }
  if (password.toLowerCase() === login?.toLowerCase()) {
    return { ru: 'Пароль не должен совпадать с никнеймом', en: 'The password must differ from the nickname' };
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    return { ru: 'Этот пароль слишком распространён', en: 'This password is too common' };
  }
  return null;
}

export const PASSWORD_MISMATCH: LocalizedText = { ru: 'Пароли не совпадают', en: 'Password mismatch' };
export const LOGIN_TAKEN: LocalizedText = { ru: 'Этот никнейм уже занят', en: 'This nickname is taken' };
export const EMAIL_TAKEN: LocalizedText = {
  ru: 'Эта почта уже привязана к другому аккаунту',
  en: 'This email belongs to another account',
};
export const TERMS_REQUIRED: LocalizedText = {
  ru: 'Примите публичную оферту, политику конфиденциальности и правила',
  en: 'Accept the public offer, the privacy policy and the rules',
};
