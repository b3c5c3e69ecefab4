import type { SeedDocument } from './seedTypes.js';
import { a, b, doc, h2, h3, p, ul } from './tiptap.js';

interface Wipe {
  slug: string;
  date: string;
  colorScheme: SeedDocument['colorScheme'];
  season: { ru: string; en: string };
  /** Server names, or 'all'. */
  servers: string;
  highlights: { ru: string[]; en: string[] };
}

const wipes: Wipe[] = [
  {
    slug: 'wipe-winter-2023',
    date: '2023-01-14T12:00:00Z',
    colorScheme: 'blue',
    season: { ru: 'Зимний вайп 2023', en: 'Winter wipe 2023' },
    servers: 'TechnoMagic RPG, HiTech',
    highlights: {
      ru: [
        'новая генерация мира с ледяными биомами',
        'переработанные стартовые наборы',
        'лимиты на механизмы в чанке',
      ],
      en: ['a new world generation with frozen biomes', 'reworked starter kits', 'per-chunk machine limits'],
    },
  },
  {
    slug: 'wipe-summer-2023',
    date: '2023-06-24T12:00:00Z',
    colorScheme: 'green',
    season: { ru: 'Летний вайп 2023', en: 'Summer wipe 2023' },
    servers: 'TechnoMagic RPG, Magic RPG',
    highlights: {
      ru: ['обновлённый Thaumcraft с новыми исследованиями', 'ярмарка в спавне', 'ежедневные задания'],
      en: ['updated Thaumcraft with new research', 'a fair at spawn', 'daily quests'],
    },
  },
  {
    slug: 'wipe-autumn-2023',
    date: '2023-09-30T12:00:00Z',
    colorScheme: 'orange',
    season: { ru: 'Осенний вайп 2023', en: 'Autumn wipe 2023' },
    servers: 'HiTech, TechnoMagic SKY',
    highlights: {
      ru: ['запуск TechnoMagic SKY на 1.16.5', 'новая экономика с аукционом', 'оптимизация тиков'],
      en: ['TechnoMagic SKY launches on 1.16.5', 'a new economy with an auction house', 'tick optimisations'],
    },
  },
  {
    slug: 'wipe-winter-2024',
    date: '2024-01-13T12:00:00Z',
    colorScheme: 'teal',
    season: { ru: 'Зимний вайп 2024', en: 'Winter wipe 2024' },
    servers: 'all',
    highlights: {
      ru: ['общий вайп всех серверов', 'новые привилегии и киты', 'зимний ивент с подарками'],
      en: ['a full wipe of every server', 'new roles and kits', 'a winter event with gifts'],
    },
  },
  {
    slug: 'wipe-spring-2024',
    date: '2024-04-06T12:00:00Z',
    colorScheme: 'purple',
    season: { ru: 'Весенний вайп 2024', en: 'Spring wipe 2024' },
    servers: 'Magic RPG, TechnoMagic RPG',
    highlights: {
      ru: ['Botania и Blood Magic в сборке', 'увеличенный мир 12000×12000', 'новые данжи'],
      en: ['Botania and Blood Magic join the pack', 'a bigger 12000×12000 world', 'new dungeons'],
    },
  },
  {
    slug: 'wipe-autumn-2024',
    date: '2024-10-05T12:00:00Z',
    colorScheme: 'red',
    season: { ru: 'Осенний вайп 2024', en: 'Autumn wipe 2024' },
    servers: 'HiTech, TechnoMagic SKY',
    highlights: {
      ru: [
        'Applied Energistics 2 без ограничений каналов',
        'PvP-арена с сезонным рейтингом',
        'новые квесты острова',
      ],
      en: [
        'Applied Energistics 2 with no channel limits',
        'a PvP arena with a seasonal rating',
        'new island quests',
      ],
    },
  },
  {
    slug: 'wipe-winter-2025',
    date: '2025-01-11T12:00:00Z',
    colorScheme: 'blue',
    season: { ru: 'Зимний вайп 2025', en: 'Winter wipe 2025' },
    servers: 'all',
    highlights: {
      ru: ['новый лаунчер с проверкой файлов', 'перенос покупок по заявке', 'зимний пропуск с наградами'],
      en: [
        'a new launcher that verifies files',
        'purchases carried over on request',
        'a winter pass with rewards',
      ],
    },
  },
];

function toDocument(wipe: Wipe): SeedDocument {
  const day = wipe.date.slice(0, 10);
  const servers =
    wipe.servers === 'all'
      ? { ru: 'все серверы', en: 'all servers' }
      : { ru: wipe.servers, en: wipe.servers };
  return {
    slug: wipe.slug,
    target: 'news',
    colorScheme: wipe.colorScheme,
    slider: wipe.slug === 'wipe-winter-2025',
    publishedAt: wipe.date,
    ru: {
      title: wipe.season.ru,
      summary: `Вайп ${day}: ${wipe.highlights.ru[0] ?? ''} и другие изменения.`,
      content: doc(
        p(b(wipe.season.ru), ` пройдёт ${day} в 12:00 по Москве. Серверы: ${servers.ru}.`),
        h2('Что нового'),
        ul(...wipe.highlights.ru.map((line) => [line])),
        h3('Что сохранится'),
        p('Привилегии, баланс на сайте и косметика остаются. Игровые предметы и постройки будут удалены.'),
        p(
          'Возврат средств за покупки последних 14 дней — в ',
          a('личном кабинете', '/ru/cabinet/refund'),
          '.',
        ),
      ),
    },
    en: {
      title: wipe.season.en,
      summary: `Wipe on ${day}: ${wipe.highlights.en[0] ?? ''} and more.`,
      content: doc(
        p(b(wipe.season.en), ` happens on ${day} at 12:00 Moscow time. Servers: ${servers.en}.`),
        h2("What's new"),
        ul(...wipe.highlights.en.map((line) => [line])),
        h3('What stays'),
        p('Roles, your site balance and cosmetics stay. In-game items and builds are removed.'),
        p('Refunds for purchases of the last 14 days are in ', a('your cabinet', '/en/cabinet/refund'), '.'),
      ),
    },
  };
}

/** Legacy /post/28…34 point to these slugs, in this order (docs/product.md#documents). */
export const demoWipes: SeedDocument[] = wipes.map(toDocument);
