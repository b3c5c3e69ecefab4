import { expect, type Page, type Response } from '@playwright/test';

import type { DemoLogin } from '@lodestone/api/testing';

import enScreens from '../../app/i18n/en/screens.json' with { type: 'json' };
import ruScreens from '../../app/i18n/ru/screens.json' with { type: 'json' };
import { NEWEST_NEWS } from '../seed';

// Every screen the picture book (screenshots.spec.ts) takes and the phone-width check (narrow.spec.ts)
// opens: its address, who is signed in, the status it answers and the heading its `main` landmark shows.
// The heading is what tells a screen from an error page that happens to answer 200.

export type Lang = 'ru' | 'en';
type ScreenKey = keyof typeof enScreens;

export interface Screen {
  name: string;
  path: (lang: Lang) => string;
  /** A demo account signed in for the screen; none: a visitor. */
  login?: DemoLogin;
  /** The HTTP status of the page (after redirects); 200 unless said. */
  status?: number;
  /** The level-1 heading inside the `main` landmark; null: the screen has none yet (only `main` is asserted). */
  heading: ((lang: Lang) => string | RegExp) | null;
  /** The address turns launcher mode on, which the browser session keeps: open it in a context of its own. */
  launcherMode?: boolean;
}

const CATALOGUES: Record<Lang, Record<string, { title: string }>> = { en: enScreens, ru: ruScreens };

/** The screen's title from the `screens` catalogue (the page's h1), with its placeholders filled. */
function titled(key: ScreenKey, values: Record<string, string> = {}): (lang: Lang) => string {
  return (lang) => {
    const title = CATALOGUES[lang][key]?.title;
    if (title === undefined) throw new Error(`no screens.${key}.title in ${lang}`);
    return title.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
}

const same = (text: string | RegExp) => () => text;
const byLang = (headings: Record<Lang, string | RegExp>) => (lang: Lang) => headings[lang];

const STAFF_PAGES = [
  'players',
  'groups',
  'servers',
  'redirects',
  'audit',
  'store',
  'deliveries',
  'clients',
  'bans',
  'wipes',
  'settings',
] as const;

export const SCREENS: Screen[] = [
  { name: 'home', path: (lang) => `/${lang}`, heading: same(/Lodestone/) },
  { name: 'news', path: (lang) => `/${lang}/news/${NEWEST_NEWS.slug}`, heading: byLang(NEWEST_NEWS) },
  { name: 'servers', path: (lang) => `/${lang}/servers`, heading: titled('servers') },
  { name: 'stats', path: (lang) => `/${lang}/stats`, heading: titled('stats') },
  { name: 'rules', path: (lang) => `/${lang}/rules`, heading: titled('rules') },
  {
    name: 'rules-edit',
    path: (lang) => `/${lang}/rules/edit`,
    // The rule book is the admin's (web.rules.edit); editors write documents only.
    login: 'admin',
    heading: titled('rules-edit'),
  },
  { name: 'mods', path: (lang) => `/${lang}/mods`, heading: titled('mods') },
  { name: 'mod', path: (lang) => `/${lang}/mods/botania`, heading: same('Botania') },
  {
    name: 'server-page',
    path: (lang) => `/${lang}/servers/hitech`,
    login: 'editor',
    heading: same('HiTech'),
  },
  {
    name: 'news-create',
    path: (lang) => `/${lang}/news/create`,
    login: 'editor',
    heading: titled('news-create'),
  },
  {
    name: 'news-edit',
    path: (lang) => `/${lang}/news/${NEWEST_NEWS.slug}/edit`,
    login: 'editor',
    // The editor's own heading (documents.json heading.edit.news), not the screen's title.
    heading: byLang({ en: 'Edit the article', ru: 'Редактирование статьи' }),
  },
  { name: 'privacy', path: (lang) => `/${lang}/privacy`, heading: titled('privacy') },
  { name: 'public-offer', path: (lang) => `/${lang}/public-offer`, heading: titled('public-offer') },
  { name: 'start', path: (lang) => `/${lang}/start`, heading: titled('start') },
  { name: 'download', path: (lang) => `/${lang}/download`, heading: titled('download') },
  { name: 'news-archive', path: (lang) => `/${lang}/news`, heading: titled('news') },
  { name: 'top', path: (lang) => `/${lang}/top/playtime`, heading: titled('top-type') },
  { name: 'login', path: (lang) => `/${lang}/login`, heading: titled('login') },
  { name: 'register', path: (lang) => `/${lang}/register`, heading: titled('register') },
  { name: 'reset', path: (lang) => `/${lang}/reset`, heading: titled('reset') },
  { name: 'restore', path: (lang) => `/${lang}/restore`, heading: titled('restore') },
  { name: 'launcher-login', path: (lang) => `/${lang}/launcher/login`, heading: titled('launcher-login') },
  ...(
    [
      'sessions',
      'authorization',
      'privacy',
      'password',
      'email',
      'bonus',
      'profile',
      'theme',
      'transactions',
      'roles',
      'refund',
    ] as const
  ).map((tab): Screen => ({
    name: `cabinet-${tab}`,
    path: (lang) => `/${lang}/cabinet/${tab}`,
    login: 'steve',
    heading: titled('cabinet'),
  })),
  {
    name: 'cabinet-cover',
    path: (lang) => `/${lang}/cabinet/cover/glow`,
    login: 'steve',
    heading: titled('cabinet'),
  },
  { name: 'friends', path: (lang) => `/${lang}/steve/friends`, login: 'steve', heading: same('steve') },
  { name: 'profile', path: (lang) => `/${lang}/steve/statistics`, heading: same('steve') },
  {
    name: 'stats-server',
    path: (lang) => `/${lang}/stats/hitech`,
    heading: titled('stats-server_name', { server: 'HiTech' }),
  },
  { name: 'team', path: (lang) => `/${lang}/team`, heading: titled('team') },
  { name: 'banlist', path: (lang) => `/${lang}/banlist`, login: 'steve', heading: titled('banlist') },
  { name: 'pay', path: (lang) => `/${lang}/pay`, login: 'steve', heading: titled('pay') },
  { name: 'welcome', path: (lang) => `/${lang}/welcome`, login: 'steve', heading: titled('welcome') },
  { name: 'store', path: (lang) => `/${lang}/store`, login: 'steve', heading: titled('store') },
  {
    name: 'staff-payments',
    path: (lang) => `/${lang}/staff/payments`,
    login: 'admin',
    heading: titled('staff'),
  },
  ...STAFF_PAGES.map((page): Screen => ({
    name: `staff-${page}`,
    path: (lang) => `/${lang}/staff/${page}`,
    login: 'admin',
    heading: titled('staff'),
  })),
  { name: 'launcher', path: (lang) => `/${lang}/launcher`, heading: titled('launcher') },
  // Against the test agent (playwright.config.ts), so the clients show, not "not connected".
  {
    name: 'launcher-servers',
    path: (lang) =>
      `/${lang}/launcher/servers?host=127.0.0.1:${process.env.E2E_AGENT_PORT ?? '48710'}#agent-secret=e2e-agent-secret`,
    launcherMode: true,
    heading: titled('launcher-servers'),
  },
  {
    name: 'launcher-debugging',
    path: (lang) => `/${lang}/launcher/debugging`,
    login: 'admin',
    heading: titled('launcher-debugging'),
  },
  {
    name: 'launcher-settings',
    path: (lang) => `/${lang}/launcher/settings/folder`,
    login: 'steve',
    heading: titled('launcher-settings'),
  },
  {
    name: 'launcher-account',
    path: (lang) => `/${lang}/launcher/account`,
    login: 'steve',
    heading: titled('launcher-account'),
  },
  {
    name: 'not-found',
    path: (lang) => `/${lang}/no/such/page`,
    status: 404,
    heading: byLang({ en: 'Page Not Found', ru: 'Страница не найдена' }),
  },
  {
    name: 'error',
    path: (lang) => `/${lang}/error?status=503&message=Maintenance`,
    status: 503,
    heading: byLang({ en: 'Internal Server Error', ru: 'Внутренняя ошибка сервера' }),
  },
  // The design-system showcase.
  { name: 'dev-icons', path: (lang) => `/${lang}/development/icons`, heading: titled('development-icons') },
  {
    name: 'dev-elements',
    path: (lang) => `/${lang}/development/elements`,
    heading: titled('development-elements'),
  },
  {
    name: 'dev-buttons',
    path: (lang) => `/${lang}/development/adaptive/buttons`,
    heading: titled('development-adaptive-buttons'),
  },
];

/**
 * The page answered as the screen should and shows it: the expected status, and the `main` landmark
 * with the screen's heading. A 500 page, or an error boundary that answers 200, fails here.
 */
export async function expectScreen(
  page: Page,
  response: Response | null,
  screen: Screen,
  lang: Lang,
): Promise<void> {
  expect(response?.status(), `${screen.name}: HTTP status`).toBe(screen.status ?? 200);
  const main = page.getByRole('main');
  if (screen.heading === null) {
    await expect(main, `${screen.name}: the main landmark`).toBeAttached();
    return;
  }
  const heading = main.getByRole('heading', { level: 1, name: screen.heading(lang) });
  await expect(heading.first(), `${screen.name}: the heading in main`).toBeVisible();
}
