import type { Locale } from '../../platform/locale.js';
import type { DocumentsService } from '../documents/index.js';
import type { ServersService } from '../servers/index.js';
import type { Ports } from '../../platform/modules/ports.js';
import type { MainPage } from './main.schemas.js';

export const NEWS_ON_MAIN_PAGE = 6;

export class MainService {
  constructor(
    private readonly settings: Pick<Ports['siteSettings'], 'social' | 'defaultsOfSite'>,
    private readonly servers: ServersService,
    private readonly documents: DocumentsService,
  ) {}

  async page(locale: Locale): Promise<MainPage> {
    const [social, defaults, servers, news] = await Promise.all([
      this.settings.social(),
      this.settings.defaultsOfSite(),
      this.servers.list(),
      this.documents.newest('news', NEWS_ON_MAIN_PAGE, locale),
    ]);
    return {
      servers: servers.items,
      totalOnline: servers.totalOnline,
      counts: social.counts,
      links: social.links,
      news,
      defaults,
    };
  }
}
