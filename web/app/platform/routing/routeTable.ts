// The screens of docs/product.md#navigation as data: one table that `routes.ts` turns into react-router's config and the
// guards, redirects, titles and sitemap read. Kept free of React and browser code because react-router's
// build imports `routes.ts` in Node.

export type LayoutName =
  'compact' | 'default' | 'empty' | 'fixed-header' | 'launcher' | 'launcher-main' | 'launcher-compact';

/** default: anyone; auth: signed-out users only; protected: sign-in required (docs/product.md#navigation). */
export type RouteType = 'default' | 'auth' | 'protected';

/** The areas the cabinet's navigation groups its pages under, in this order. */
export const CABINET_AREAS = ['purchases', 'looks', 'security', 'money'] as const;
export type CabinetArea = (typeof CABINET_AREAS)[number];

export interface ScreenRoute {
  /** The spec's route name; also the react-router route id and the `screens` catalogue key. */
  name: string;
  /** Language-neutral path, relative to the parent for nested screens. */
  path: string;
  /** Module under `web/app/`. */
  file: string;
  type?: RouteType;
  /** Dotted path in the permission tree (docs/product.md#permissions). */
  permission?: string;
  /** Listed in the sitemap (public pages without parameters). */
  inSitemap?: boolean;
  /** false: a child its parent's navigation (tabs, side menu) does not list; reached by links only. */
  inNavigation?: boolean;
  /** The cabinet page's area in the cabinet's navigation. */
  area?: CabinetArea;
  children?: ScreenRoute[];
}

export interface LayoutGroup {
  layout: LayoutName;
  /** With the `:lang` prefix (every page except the OAuth callbacks). */
  prefixed: boolean;
  screens: ScreenRoute[];
}

const PERMISSION_CREATE = 'web.documents.create';
const PERMISSION_EDIT = 'web.documents.edit';

const site = (name: string, path: string, extra: Partial<ScreenRoute> = {}): ScreenRoute => ({
  name,
  path,
  file: `routes/site/${name}.tsx`,
  ...extra,
});

const cabinet = (name: string, path: string, extra: Partial<ScreenRoute> = {}): ScreenRoute => ({
  name: `cabinet-${name}`,
  path,
  file: `routes/cabinet/cabinet-${name}.tsx`,
  ...extra,
});

/** Staff pages: one section at `staff/...`, each page behind its permission (ARCHITECTURE "Staff pages"). */
const staff = (name: string, path: string, permission: string): ScreenRoute => ({
  name: `staff-${name}`,
  path,
  file: `routes/staff/staff-${name}.tsx`,
  permission,
});

/** The staff section's pages, in the order of its navigation. */
export const STAFF_SCREENS: ScreenRoute[] = [
  staff('payments', 'payments', 'economy.view'),
  staff('economy', 'economy', 'economy.adjust'),
  staff('players', 'players', 'staff.players.view'),
  staff('groups', 'groups', 'staff.groups.members'),
  staff('servers', 'servers', 'web.servers.manage'),
  staff('redirects', 'redirects', 'staff.redirects.manage'),
  staff('audit', 'audit', 'staff.audit.view'),
  staff('store', 'store', 'store.manage'),
  staff('deliveries', 'deliveries', 'store.manage'),
  staff('clients', 'clients', 'launcher.admin'),
  staff('bans', 'bans', 'staff.bans.manage'),
  staff('wipes', 'wipes', 'store.manage'),
  staff('settings', 'settings', 'staff.settings.manage'),
];

const launcherSettings = (name: string): ScreenRoute => ({
  name: `launcher-settings-${name}`,
  path: name,
  file: `routes/launcher/launcher-settings-${name}.tsx`,
  // The admin tab (debugger, JVM flags) is for staff only (docs/product.md#permissions).
  ...(name === 'admin' ? { permission: 'launcher.admin' } : {}),
});

const launcher = (name: string, path: string, extra: Partial<ScreenRoute> = {}): ScreenRoute => ({
  name,
  path,
  file: `routes/launcher/${name}.tsx`,
  ...extra,
});

/** The three document kinds share their editor and detail screens (docs/product.md#navigation). */
const documentScreens = (target: 'servers' | 'mods' | 'news'): ScreenRoute[] => [
  site(`${target}-create`, `${target}/create`, {
    file: `routes/documents/${target}-create.tsx`,
    permission: PERMISSION_CREATE,
  }),
  site(`${target}-document_id`, `${target}/:documentId`, { file: `routes/documents/${target}-document.tsx` }),
  site(`${target}-document_id-edit`, `${target}/:documentId/edit`, {
    file: `routes/documents/${target}-edit.tsx`,
    permission: PERMISSION_EDIT,
  }),
];

export const ROUTE_TABLE: LayoutGroup[] = [
  {
    layout: 'fixed-header',
    prefixed: false,
    // index: `/`, `/ru`, `/en` — the optional segment makes `/` the home page in the visitor's language.
    screens: [site('index', ':lang?', { file: 'routes/site/home.tsx', inSitemap: true })],
  },
  {
    layout: 'default',
    prefixed: true,
    screens: [
      site('pay', 'pay', { type: 'protected' }),
      // The first page after sign-up (docs/product.md#welcome), asked by issue 30.
      site('welcome', 'welcome', { type: 'protected' }),
      site('top-type', 'top/:type/:serverName?'),
      site('team', 'team', { inSitemap: true }),
      site('rules', 'rules', { inSitemap: true }),
      site('rules-edit', 'rules/edit', { permission: 'web.rules.edit' }),
      site('start', 'start', { inSitemap: true }),
      // The launcher's installers (docs/product.md#launcher-download); not in the spec's table, asked by issue 30.
      site('download', 'download', { inSitemap: true }),
      site('stats', 'stats', { inSitemap: true }),
      site('stats-server_name', 'stats/:serverName'),
      site('store', 'store', { inSitemap: true }),
      site('banlist', 'banlist', { type: 'protected' }),
      site('privacy', 'privacy', { inSitemap: true }),
      site('privacy-edit', 'privacy/edit', {
        file: 'routes/documents/privacy-edit.tsx',
        permission: PERMISSION_EDIT,
      }),
      site('public-offer', 'public-offer', { inSitemap: true }),
      site('public-offer-edit', 'public-offer/edit', {
        file: 'routes/documents/public-offer-edit.tsx',
        permission: PERMISSION_EDIT,
      }),
      site('player-search', 'player-search', { inSitemap: true }),
      site('servers', 'servers', { inSitemap: true }),
      ...documentScreens('servers'),
      // The mod catalogue is not in the spec's table; the issue asks for it beside mods/{document_id}.
      site('mods', 'mods', { inSitemap: true }),
      ...documentScreens('mods'),
      // The news archive (issue 30): before `:nickname`, which `news` can never be (reservedNicknames).
      site('news', 'news', { inSitemap: true }),
      ...documentScreens('news'),
      site('error', 'error'),
      site('development-icons', 'development/icons', { file: 'routes/dev/development-icons.tsx' }),
      site('development-elements', 'development/elements', { file: 'routes/dev/development-elements.tsx' }),
      site('development-adaptive-buttons', 'development/adaptive/buttons', {
        file: 'routes/dev/development-adaptive-buttons.tsx',
      }),
      {
        name: 'staff',
        path: 'staff',
        file: 'routes/staff/staff.tsx',
        type: 'protected',
        children: STAFF_SCREENS,
      },
      {
        name: 'cabinet',
        path: 'cabinet',
        file: 'routes/cabinet/cabinet.tsx',
        type: 'protected',
        // In the order of the cabinet's navigation (features/cabinet draws it from this list).
        children: [
          cabinet('roles', 'roles', { area: 'purchases' }),
          cabinet('abilities', 'abilities', { area: 'purchases' }),
          cabinet('refund', 'refund', { area: 'purchases' }),
          cabinet('bonus', 'bonus', { area: 'purchases' }),
          cabinet('invite', 'invite', { area: 'purchases' }),
          cabinet('profile', 'profile', { area: 'looks' }),
          cabinet('theme', 'theme', { area: 'looks' }),
          cabinet('cover', 'cover', {
            area: 'looks',
            children: [
              cabinet('cover-art', 'art'),
              cabinet('cover-glow', 'glow'),
              cabinet('cover-style', 'style'),
            ],
          }),
          cabinet('privacy', 'privacy', { area: 'security' }),
          cabinet('2fa', '2fa', { area: 'security' }),
          cabinet('authorization', 'authorization', { area: 'security' }),
          cabinet('password', 'password', { area: 'security' }),
          cabinet('email', 'email', { area: 'security' }),
          cabinet('sessions', 'sessions', { area: 'security' }),
          cabinet('transactions', 'transactions', { area: 'money' }),
        ],
      },
      {
        name: 'profile-nickname',
        path: ':nickname',
        file: 'routes/profile/profile-nickname.tsx',
        // The profile's tabs, in their order.
        children: [
          {
            name: 'profile-nickname-statistics',
            path: 'statistics',
            file: 'routes/profile/profile-nickname-statistics.tsx',
          },
          {
            name: 'profile-nickname-roles',
            path: 'roles',
            file: 'routes/profile/profile-nickname-roles.tsx',
          },
          {
            name: 'profile-nickname-friends',
            path: 'friends',
            file: 'routes/profile/profile-nickname-friends.tsx',
          },
          {
            name: 'profile-nickname-friends-requests',
            path: 'friends/requests',
            file: 'routes/profile/profile-nickname-friends-requests.tsx',
            inNavigation: false,
          },
        ],
      },
    ],
  },
  {
    layout: 'compact',
    prefixed: true,
    screens: [
      site('2fa', '2fa', { file: 'routes/site/two-factor.tsx' }),
      site('login', 'login', { type: 'auth' }),
      site('register', 'register', { type: 'auth' }),
      site('reset', 'reset'),
      // The sign-up letter's link (docs/product.md#address-confirmation).
      site('confirm-email', 'confirm-email'),
      site('restore', 'restore'),
      site('oauth-provider-redirect', 'oauth/:provider/redirect', {
        file: 'routes/oauth/oauth-redirect.tsx',
      }),
      site('oauth-provider-register', 'oauth/:provider/register', {
        file: 'routes/oauth/oauth-register.tsx',
      }),
    ],
  },
  {
    layout: 'empty',
    prefixed: true,
    // Logout is an auth route in the spec's table; the guards still let a signed-in user reach it.
    screens: [site('logout', 'logout', { type: 'auth' })],
  },
  {
    layout: 'empty',
    prefixed: false,
    screens: [site('oauth-provider', 'oauth/:provider', { file: 'routes/oauth/oauth-callback.tsx' })],
  },
  {
    layout: 'launcher-main',
    prefixed: true,
    screens: [launcher('launcher', 'launcher')],
  },
  {
    layout: 'launcher',
    prefixed: true,
    screens: [
      launcher('launcher-servers', 'launcher/servers'),
      launcher('launcher-elements', 'launcher/elements'),
      launcher('launcher-debugging', 'launcher/debugging'),
      // Who is signed in, the cabinet in the browser, sign-out (docs/product.md#launcher), asked by issue 30.
      launcher('launcher-account', 'launcher/account', { type: 'protected' }),
      launcher('launcher-settings', 'launcher/settings', {
        type: 'protected',
        children: ['folder', 'ram', 'theme', 'other', 'admin'].map(launcherSettings),
      }),
    ],
  },
  {
    layout: 'launcher-compact',
    prefixed: true,
    screens: [
      launcher('launcher-ban', 'launcher/ban'),
      launcher('launcher-login', 'launcher/login', { type: 'auth' }),
      launcher('launcher-register', 'launcher/register', { type: 'auth' }),
      launcher('launcher-reset', 'launcher/reset'),
      launcher('launcher-reset-request', 'launcher/reset/request'),
    ],
  },
];

export const LAYOUT_FILES: Record<LayoutName, string> = {
  compact: 'layouts/CompactLayout.tsx',
  default: 'layouts/DefaultLayout.tsx',
  empty: 'layouts/EmptyLayout.tsx',
  'fixed-header': 'layouts/FixedHeaderLayout.tsx',
  launcher: 'layouts/LauncherLayout.tsx',
  'launcher-main': 'layouts/LauncherMainLayout.tsx',
  'launcher-compact': 'layouts/LauncherCompactLayout.tsx',
};

/**
 * OAuth providers of docs/product.md#navigation; `vkid` is VK's sign-in. Discord and YouTube are linked
 * from the cabinet only (docs/product.md#oauth).
 */
export const OAUTH_PROVIDERS = ['vkid', 'steam', 'google', 'yandex', 'discord', 'youtube'] as const;
