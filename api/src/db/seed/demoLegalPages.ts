import type { SeedDocument } from './seedTypes.js';
import { doc, h2, p, ul } from './tiptap.js';

/** Starting texts of the legal pages; staff rewrite them in the editor (a re-seed keeps their edits). */
export const demoLegalPages: SeedDocument[] = [
  {
    slug: 'privacy',
    target: 'pages',
    colorScheme: 'blue',
    publishedAt: '2023-01-01T00:00:00Z',
    ru: {
      title: 'Политика конфиденциальности',
      summary: 'Какие данные мы храним, зачем и как их удалить.',
      content: doc(
        p('Мы храним только то, что нужно для игры и аккаунта.'),
        h2('Что мы храним'),
        ul(
          ['никнейм, почту и хеш пароля (argon2id);'],
          ['сессии: устройство, IP-адрес и время последнего входа;'],
          ['историю покупок и пополнений баланса.'],
        ),
        h2('Ваши права'),
        p(
          'Вы можете скрыть время последнего входа в настройках приватности, завершить любую сессию и попросить удалить аккаунт через поддержку.',
        ),
      ),
    },
    en: {
      title: 'Privacy policy',
      summary: 'What data we keep, why, and how to have it removed.',
      content: doc(
        p('We keep only what the game and your account need.'),
        h2('What we keep'),
        ul(
          ['your nickname, email and password hash (argon2id);'],
          ['sessions: device, IP address and last use;'],
          ['the history of purchases and top-ups.'],
        ),
        h2('Your rights'),
        p(
          'You can hide your last-online time in the privacy settings, end any session, and ask support to delete your account.',
        ),
      ),
    },
  },
  {
    slug: 'public-offer',
    target: 'pages',
    colorScheme: 'blue',
    publishedAt: '2023-01-01T00:00:00Z',
    ru: {
      title: 'Публичная оферта',
      summary: 'Условия покупки ролей, наборов и пополнения баланса.',
      content: doc(
        p('Оплачивая услуги проекта, вы принимаете условия этой оферты.'),
        h2('Возвраты'),
        p(
          'Роль, купленную более чем за 15 дней до вайпа, и предметы, купленные более чем за 14 дней до вайпа, можно вернуть на баланс в течение 14 дней перед вайпом.',
        ),
      ),
    },
    en: {
      title: 'Public offer',
      summary: 'Terms of buying roles and kits and of topping up the balance.',
      content: doc(
        p('By paying for the project’s services you accept the terms of this offer.'),
        h2('Refunds'),
        p(
          'A role bought more than 15 days before a wipe, and items bought more than 14 days before, can be refunded to the balance within the 14 days before the wipe.',
        ),
      ),
    },
  },
];
