import { Type } from 'typebox';

import { defineModule } from '../../platform/modules/contract.js';
import { envSlice } from '../../platform/modules/environment.js';
import { DownloadsRepository } from './downloads.repository.js';
import { DownloadsService } from './downloads.service.js';
import { visitsRoutes } from './visits.routes.js';
import { visitsSchemas } from './visits.schemas.js';

declare module '../../platform/modules/settings.js' {
  interface ModuleSettings {
    /** Where the launcher's installers are published (docs/product.md#launcher-download). */
    launcherDownloadUrl: string;
  }
}

/** Absent (tests, the OpenAPI export): the example host of launcher/electron-builder.yml. */
const DEFAULT_DOWNLOAD_URL = 'https://lodestone.example/launcher/download';

const visitsEnv = envSlice({
  variables: {
    LAUNCHER_DOWNLOAD_URL: Type.String({ pattern: '^https?://', default: DEFAULT_DOWNLOAD_URL }),
  },
  settings: (env) => ({ launcherDownloadUrl: env.LAUNCHER_DOWNLOAD_URL.replace(/\/+$/, '') }),
});

/** Counted visits that are not referral visits: launcher downloads. */
export const visitsModule = defineModule({
  name: 'visits',
  schemas: visitsSchemas,
  env: visitsEnv,
  services: ({ db, clock, config }) => ({
    downloads: new DownloadsService(
      new DownloadsRepository(db),
      config.systemApiToken,
      clock,
      config.launcherDownloadUrl ?? DEFAULT_DOWNLOAD_URL,
    ),
  }),
  routes: {
    website: async (app, { downloads }) => {
      await app.register(visitsRoutes, { downloads });
    },
  },
});
