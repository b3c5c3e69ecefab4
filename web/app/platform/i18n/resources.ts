import enAccounts from '../../i18n/en/accounts.json';
import enCabinet from '../../i18n/en/cabinet.json';
import enLooks from '../../i18n/en/looks.json';
import enFriends from '../../i18n/en/friends.json';
import enCaptcha from '../../i18n/en/captcha.json';
import enCommon from '../../i18n/en/common.json';
import enDocuments from '../../i18n/en/documents.json';
import enErrors from '../../i18n/en/errors.json';
import enHome from '../../i18n/en/home.json';
import enNews from '../../i18n/en/news.json';
import enScreens from '../../i18n/en/screens.json';
import enOauth from '../../i18n/en/oauth.json';
import enPayments from '../../i18n/en/payments.json';
import enStaff from '../../i18n/en/staff.json';
import enStaffSettings from '../../i18n/en/staffSettings.json';
import enStore from '../../i18n/en/store.json';
import enLauncher from '../../i18n/en/launcher.json';
import enRecovery from '../../i18n/en/recovery.json';
import enRules from '../../i18n/en/rules.json';
import enServers from '../../i18n/en/servers.json';
import enStatistics from '../../i18n/en/statistics.json';
import enShell from '../../i18n/en/shell.json';
import enStart from '../../i18n/en/start.json';
import enTwoFactor from '../../i18n/en/twoFactor.json';
import enDownload from '../../i18n/en/download.json';
import ruAccounts from '../../i18n/ru/accounts.json';
import ruCabinet from '../../i18n/ru/cabinet.json';
import ruLooks from '../../i18n/ru/looks.json';
import ruFriends from '../../i18n/ru/friends.json';
import ruCaptcha from '../../i18n/ru/captcha.json';
import ruCommon from '../../i18n/ru/common.json';
import ruDocuments from '../../i18n/ru/documents.json';
import ruErrors from '../../i18n/ru/errors.json';
import ruHome from '../../i18n/ru/home.json';
import ruNews from '../../i18n/ru/news.json';
import ruScreens from '../../i18n/ru/screens.json';
import ruOauth from '../../i18n/ru/oauth.json';
import ruPayments from '../../i18n/ru/payments.json';
import ruStaff from '../../i18n/ru/staff.json';
import ruStaffSettings from '../../i18n/ru/staffSettings.json';
import ruStore from '../../i18n/ru/store.json';
import ruLauncher from '../../i18n/ru/launcher.json';
import ruRecovery from '../../i18n/ru/recovery.json';
import ruRules from '../../i18n/ru/rules.json';
import ruServers from '../../i18n/ru/servers.json';
import ruStatistics from '../../i18n/ru/statistics.json';
import ruShell from '../../i18n/ru/shell.json';
import ruStart from '../../i18n/ru/start.json';
import ruTwoFactor from '../../i18n/ru/twoFactor.json';
import ruDownload from '../../i18n/ru/download.json';
import type { Language } from './languages';

// Both languages, for types (i18next.d.ts) and the catalogue tests only: the running site loads its
// catalogues through loadLanguage.ts, so the browser gets one language.
export const resources = {
  en: {
    accounts: enAccounts,
    cabinet: enCabinet,
    looks: enLooks,
    friends: enFriends,
    captcha: enCaptcha,
    common: enCommon,
    documents: enDocuments,
    errors: enErrors,
    home: enHome,
    news: enNews,
    screens: enScreens,
    oauth: enOauth,
    payments: enPayments,
    staff: enStaff,
    staffSettings: enStaffSettings,
    store: enStore,
    launcher: enLauncher,
    recovery: enRecovery,
    rules: enRules,
    servers: enServers,
    statistics: enStatistics,
    shell: enShell,
    start: enStart,
    twoFactor: enTwoFactor,
    download: enDownload,
  },
  ru: {
    accounts: ruAccounts,
    cabinet: ruCabinet,
    looks: ruLooks,
    friends: ruFriends,
    captcha: ruCaptcha,
    common: ruCommon,
    documents: ruDocuments,
    errors: ruErrors,
    home: ruHome,
    news: ruNews,
    screens: ruScreens,
    oauth: ruOauth,
    payments: ruPayments,
    staff: ruStaff,
    staffSettings: ruStaffSettings,
    store: ruStore,
    launcher: ruLauncher,
    recovery: ruRecovery,
    rules: ruRules,
    servers: ruServers,
    statistics: ruStatistics,
    shell: ruShell,
    start: ruStart,
    twoFactor: ruTwoFactor,
    download: ruDownload,
  },
} satisfies Record<Language, Record<string, unknown>>;

export type Namespace = keyof (typeof resources)['en'];
