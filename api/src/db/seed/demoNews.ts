import type { SeedDocument } from './seedTypes.js';
import { a, b, code, doc, h2, i, ol, p, quote, ul } from './tiptap.js';

export const demoNews: SeedDocument[] = [
  {
    slug: 'launcher-2-0',
    target: 'news',
    colorScheme: 'purple',
    slider: true,
    publishedAt: '2025-02-03T15:00:00Z',
    ru: {
      title: 'Лаунчер 2.0',
      summary: 'Проверка файлов, выбор памяти и быстрый запуск любого сервера.',
      content: doc(
        p('Мы выпустили ', b('новый лаунчер'), ': он сам проверяет и чинит файлы клиента.'),
        ul(
          ['выбор объёма памяти (рекомендуем от 2 ГБ)'],
          ['папка установки на ваш выбор'],
          ['журнал игры для отладки'],
        ),
        p('Скачать его можно на ', a('странице загрузки', '/ru/download'), '.'),
      ),
    },
    en: {
      title: 'Launcher 2.0',
      summary: 'File verification, memory settings and a quick start for every server.',
      content: doc(
        p('We released ', b('a new launcher'), ': it verifies and repairs client files by itself.'),
        ul(
          ['choose the memory size (2 GB or more recommended)'],
          ['pick any install folder'],
          ['a game log for debugging'],
        ),
        p('Get it on the ', a('download page', '/en/download'), '.'),
      ),
    },
  },
  {
    slug: 'winter-event-2025',
    target: 'news',
    colorScheme: 'teal',
    slider: true,
    publishedAt: '2025-01-20T10:00:00Z',
    ru: {
      title: 'Зимний ивент: Ледяная крепость',
      summary: 'Штурмуйте крепость каждый вечер и забирайте уникальные награды.',
      content: doc(
        h2('Как участвовать'),
        ol(
          ['Соберите команду до пяти игроков.'],
          ['Введите ', code('/event join'), ' на спавне.'],
          ['Продержитесь 15 минут у ворот.'],
        ),
        p('Награды: ', i('ледяной плащ'), ', монеты и ключи от кейсов.'),
      ),
    },
    en: {
      title: 'Winter event: the Ice Fortress',
      summary: 'Storm the fortress every evening and take unique rewards.',
      content: doc(
        h2('How to join'),
        ol(
          ['Gather a team of up to five players.'],
          ['Type ', code('/event join'), ' at spawn.'],
          ['Hold the gates for 15 minutes.'],
        ),
        p('Rewards: ', i('an ice cape'), ', coins and case keys.'),
      ),
    },
  },
  {
    slug: 'hitech-reactor-patch',
    target: 'news',
    colorScheme: 'orange',
    publishedAt: '2024-11-18T09:30:00Z',
    ru: {
      title: 'HiTech: исправлены взрывы реакторов',
      summary: 'Реакторы IC2 больше не взрываются при перезагрузке чанков.',
      content: doc(
        p(
          'После обновления реакторы ',
          b('IndustrialCraft 2'),
          ' корректно сохраняют нагрев при выгрузке чанка.',
        ),
        quote('Если ваш реактор взорвался до патча — напишите в поддержку, мы вернём ресурсы.'),
      ),
    },
    en: {
      title: 'HiTech: reactor explosions fixed',
      summary: 'IC2 reactors no longer explode when chunks reload.',
      content: doc(
        p(
          'After the update ',
          b('IndustrialCraft 2'),
          ' reactors keep their heat correctly when a chunk unloads.',
        ),
        quote(
          'If your reactor exploded before the patch, write to support and we will restore the resources.',
        ),
      ),
    },
  },
  {
    slug: 'referral-program',
    target: 'news',
    colorScheme: 'green',
    publishedAt: '2024-08-12T12:00:00Z',
    ru: {
      title: 'Приглашайте друзей — получайте монеты',
      summary: 'Монеты за каждый час игры приглашённых друзей.',
      content: doc(
        p(
          'Поделитесь своей ссылкой из ',
          a('кабинета', '/ru/cabinet/invite'),
          ' и получайте монеты за каждый час игры друга.',
        ),
        p('Друг должен заходить в игру хотя бы раз в неделю.'),
      ),
    },
    en: {
      title: 'Invite friends, earn coins',
      summary: 'Coins for every hour your invited friends play.',
      content: doc(
        p(
          'Share your link from ',
          a('the cabinet', '/en/cabinet/invite'),
          ' and earn coins for every hour your friend plays.',
        ),
        p('Your friend must log into the game at least once a week.'),
      ),
    },
  },
  {
    slug: 'sky-islands-update',
    target: 'news',
    colorScheme: 'blue',
    publishedAt: '2024-06-01T11:00:00Z',
    ru: {
      title: 'TechnoMagic SKY: новые острова',
      summary: 'Двенадцать новых островов с квестами и редкими ресурсами.',
      content: doc(
        p('На TechnoMagic SKY появились ', b('12 новых островов'), '. На каждом — своя цепочка заданий.'),
        ul(
          ['Остров кузнеца: автоматизация плавки'],
          ['Остров друида: Botania с нуля'],
          ['Остров инженера: первые шаги в AE2'],
        ),
      ),
    },
  },
];
