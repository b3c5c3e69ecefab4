import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';

import { auditActor, type AuditActor } from '../../platform/audit/AuditLog.js';
import { STAFF } from '../../platform/auth/knownPermissions.js';
import { staffUser } from '../../platform/auth/signedIn.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import {
  DefaultSettingsInput,
  PaymentSettingsInput,
  RewardSettingsInput,
  SiteSettings,
  SocialSettingsInput,
} from './siteSettings.schemas.js';
import type { SiteSettingsService } from './siteSettings.service.js';

export interface SiteSettingsRoutesOptions {
  settings: SiteSettingsService;
}

/**
 * Staff (staff.settings.manage): every site setting in one answer, and one PUT per section of the
 * screen, each validated and audited. A PUT empties the api's answer cache (publicCache.ts), so the
 * footer and the pay page show the change on the next load.
 */
export const siteSettingsRoutes: FastifyPluginAsyncTypebox<SiteSettingsRoutesOptions> = (app, options) => {
  const { settings } = options;
  const config = { permission: STAFF.settingsManage };
  const errors = errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'VALIDATION_FAILED');

  app.get(
    '/api/staff/settings',
    {
      config,
      schema: {
        operationId: 'staffSiteSettings',
        summary: 'Staff (staff.settings.manage): the site settings in force, stored or default',
        tags: ['staff'],
        response: { 200: ref(SiteSettings), ...errors },
      },
    },
    () => settings.all(),
  );

  /** One section's PUT: the body's schema, and the save it calls with the staff member as actor. */
  const section = (
    path: string,
    operationId: string,
    summary: string,
    body: TSchema,
    save: (input: never, actor: AuditActor) => Promise<SiteSettings>,
  ) => {
    app.put(
      `/api/staff/settings/${path}`,
      {
        config,
        schema: {
          operationId,
          summary: `Staff (staff.settings.manage): ${summary} (audited)`,
          tags: ['staff'],
          body: ref(body),
          response: { 200: ref(SiteSettings), ...errors },
        },
      },
      async (request) => save(request.body as never, auditActor(request, staffUser(request))),
    );
  };

  section(
    'social',
    'staffSaveSocialSettings',
    'social links and follower counts',
    SocialSettingsInput,
    (input, actor) => settings.saveSocial(input, actor),
  );
  section(
    'payments',
    'staffSavePaymentSettings',
    'payment methods on or off and the top-up bonus tiers',
    PaymentSettingsInput,
    (input, actor) => settings.savePayments(input, actor),
  );
  section(
    'rewards',
    'staffSaveRewardSettings',
    'daily bonus and referral figures',
    RewardSettingsInput,
    (input, actor) => settings.saveRewards(input, actor),
  );
  section(
    'defaults',
    'staffSaveDefaultSettings',
    'default language and region',
    DefaultSettingsInput,
    (input, actor) => settings.saveDefaults(input, actor),
  );
  return Promise.resolve();
};
