import { defineModule } from '../../platform/modules/contract.js';
import { DEFAULT_PAYMENTS_CONFIG } from '../payments/index.js';
import { siteSettingsRoutes } from './siteSettings.routes.js';
import { siteSettingsSchemas } from './siteSettings.schemas.js';
import { SiteSettingsService } from './siteSettings.service.js';

declare module '../../platform/modules/ports.js' {
  interface Ports {
    /** The owner's settings (social, payments, rewards, defaults), read fresh on every call. */
    siteSettings: SiteSettingsService;
  }
}

/**
 * Site settings the owner edits on the staff screen, in `site_settings` (one row per group). Built right
 * after the platform so every module that reads a setting (main, referrals, payments, bonus) comes later.
 */
export const siteSettingsModule = defineModule({
  name: 'siteSettings',
  schemas: siteSettingsSchemas,
  services: ({ db, config, ports }) => ({
    ports: {
      siteSettings: new SiteSettingsService(
        db,
        ports.audit,
        (config.payments ?? DEFAULT_PAYMENTS_CONFIG).bonusTiers,
      ),
    },
  }),
  routes: {
    website: async (app, _own, { ports }) => {
      await app.register(siteSettingsRoutes, { settings: ports.siteSettings });
    },
  },
});
