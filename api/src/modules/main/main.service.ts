import type { Locale } from '../../platform/locale.js';
import type { DocumentsService } from '../documents/documents.service.js';
import type { ServersService } from '../servers/servers.service.js';
import type { MainPage, SocialCounts, SocialLinks } from './main.schemas.js';
import type { SettingsRepository } from './settings.repository.js';

export const SETTINGS_KEYS = { counts: 'social.counts', links: 'social.links' } as const;
export const NEWS_ON_MAIN_PAGE = 6;

export const defaultCounts: SocialCounts = { discord: 0, vk: 0, youtube: 0, telegram: 5991 };
export const defaultLinks: SocialLinks = {
  discord: '',
  vk: '',
  messageLink: '',
  supportLink: '',
  youtube: '',
  telegram: 'https://t.me/lodestone_network',
  twoFactorTelegram: '',
  twoFactorVk: '',
};

/** Stored values override the defaults key by key; a value of the wrong type is ignored. */
function merge<T extends Record<string, string | number>>(defaults: T, stored: unknown): T {
  const result: Record<string, string | number> = { ...defaults };
  if (typeof stored === 'object' && stored !== null) {
    for (const [key, value] of Object.entries(stored)) {
      if (key in defaults && typeof value === typeof defaults[key]) result[key] = value as string | number;
    }
  }
  return result as T;
}

export class MainService {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly servers: ServersService,
    private readonly documents: DocumentsService,
  ) {}

  async page(locale: Locale): Promise<MainPage> {
    const [stored, servers, news] = await Promise.all([
      this.settings.read([SETTINGS_KEYS.counts, SETTINGS_KEYS.links]),
      this.servers.list(),
      this.documents.newest('news', NEWS_ON_MAIN_PAGE, locale),
    ]);
    return {
      servers: servers.items,
      totalOnline: servers.totalOnline,
      counts: merge(defaultCounts, stored.get(SETTINGS_KEYS.counts)),
      links: merge(defaultLinks, stored.get(SETTINGS_KEYS.links)),
      news,
    };
  }
}
