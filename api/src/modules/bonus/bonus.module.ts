import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { sameSecret } from '../../platform/auth/secrets.js';
import { signedInUser } from '../../platform/auth/signedIn.js';
import { ref } from '../../platform/schemaRef.js';
import { defineModule } from '../../platform/modules/contract.js';
import { envSlice } from '../../platform/modules/environment.js';
import { BonusService } from './bonus.service.js';
import { BonusGiven, BonusStatus, bonusSchemas } from './bonus.schemas.js';
import { loadBonusConfig, type BonusConfig } from './bonusConfig.js';

declare module '../../platform/modules/settings.js' {
  interface ModuleSettings {
    bonus: BonusConfig | undefined;
  }
}

// BONUS_VK_*: all of group id and token or nothing; loadBonusConfig reads them.
const bonusEnv = envSlice({
  variables: {},
  settings: (_env, _core, source) => ({ bonus: loadBonusConfig(source) }),
});

/** bonus/status, bonus/give and the VK Callback API webhook that records messages to the community. */
export const bonusModule = defineModule({
  name: 'bonus',
  schemas: bonusSchemas,
  env: bonusEnv,
  services: ({ db, ports, config, clock, log }) => ({
    bonus: new BonusService(db, ports.ledger, config.bonus, clock, log, ports.siteSettings),
  }),
  routes: {
    website: (app, { bonus }) => {
      app.get(
        '/api/bonus/status',
        {
          config: { auth: 'required' },
          schema: {
            operationId: 'bonusStatus',
            summary: 'The three steps of the daily bonus (checked now) and when it opens',
            tags: ['bonus'],
            response: { 200: ref(BonusStatus), ...errorResponses('UNAUTHORIZED') },
          },
        },
        async (request) => bonus.status(signedInUser(request).userId),
      );

      app.post(
        '/api/bonus/give',
        {
          config: { auth: 'required' },
          schema: {
            operationId: 'giveBonus',
            summary: 'Takes the daily bonus: 40 to 50 coins, once per 24 hours, after the three steps',
            tags: ['bonus'],
            response: { 200: ref(BonusGiven), ...errorResponses('UNAUTHORIZED', 'CONFLICT') },
          },
        },
        async (request) => bonus.give(signedInUser(request).userId),
      );
      return Promise.resolve();
    },
    system: (app, { bonus }, { config: { bonus: config } }) => {
      if (config !== undefined) {
        // VK posts community events here; not in the OpenAPI documents (VK calls it, not our clients).
        app.post('/api-system/bonus/vk', { schema: { hide: true } }, async (request, reply) => {
          const body = (request.body ?? {}) as Record<string, unknown>;
          if (body.group_id !== config.groupId) return reply.type('text/plain').send('ok');
          if (body.type === 'confirmation') return reply.type('text/plain').send(config.confirmation ?? '');
          const secret = typeof body.secret === 'string' ? body.secret : undefined;
          // Events without the community's secret are acknowledged (so VK stops retrying) and dropped.
          if (config.webhookSecret !== undefined && !sameSecret(secret, config.webhookSecret))
            return reply.type('text/plain').send('ok');
          if (body.type === 'message_new') {
            const object = body.object as { message?: { from_id?: unknown } } | undefined;
            const from = object?.message?.from_id;
            // Positive ids are people; negative ones are communities.
            if (typeof from === 'number' && Number.isSafeInteger(from) && from > 0)
              await bonus.messageReceived(from);
          }
          return reply.type('text/plain').send('ok');
        });
      }
      return Promise.resolve();
    },
  },
});
