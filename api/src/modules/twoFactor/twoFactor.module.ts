import { Type } from 'typebox';

import { defineModule } from '../../platform/modules/contract.js';
import { envSlice } from '../../platform/modules/environment.js';
import { accountsService } from '../accounts/index.js';
import { TelegramTwoFactorBot } from './bots/telegramBot.js';
import { VkTwoFactorBot } from './bots/vkBot.js';
import { twoFactorRoutes } from './twoFactor.routes.js';
import { twoFactorSchemas } from './twoFactor.schemas.js';
import { TwoFactorService } from './twoFactor.service.js';
import type { TwoFactorConfig } from './twoFactorConfig.js';
import { TwoFactorLinksRepository } from './twoFactorLinks.repository.js';
import { twoFactorWebhooksRoutes } from './twoFactorWebhooks.routes.js';

declare module '../../platform/modules/ports.js' {
  interface Ports {
    /** The sign-in gate: accounts linked to a bot confirm there before a session is issued. */
    twoFactor: TwoFactorService;
  }
}

declare module '../../platform/modules/settings.js' {
  interface ModuleSettings {
    twoFactor: TwoFactorConfig;
  }
}

const twoFactorEnv = envSlice({
  variables: {
    TELEGRAM_BOT_TOKEN: Type.Optional(Type.String({ minLength: 10 })),
    TELEGRAM_BOT_USERNAME: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{5,64}$' })),
    TELEGRAM_API_ROOT: Type.Optional(Type.String({ pattern: '^https?://' })),
    TELEGRAM_WEBHOOK_SECRET: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,256}$' })),
    VK_BOT_TOKEN: Type.Optional(Type.String({ minLength: 10 })),
    VK_GROUP_ID: Type.Optional(Type.Integer({ minimum: 1 })),
    VK_API_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
    VK_WEBHOOK_SECRET: Type.Optional(Type.String()),
    VK_CONFIRMATION: Type.Optional(Type.String()),
    TWO_FACTOR_BOT_MODE: Type.Enum(['polling', 'webhook'], { default: 'polling' }),
  },
  settings: (env) => ({
    twoFactor: {
      mode: env.TWO_FACTOR_BOT_MODE,
      // A bot is on only when its token is set.
      telegram: env.TELEGRAM_BOT_TOKEN
        ? {
            token: env.TELEGRAM_BOT_TOKEN,
            username: env.TELEGRAM_BOT_USERNAME ?? 'lodestone_bot',
            apiRoot: env.TELEGRAM_API_ROOT,
            webhookSecret: env.TELEGRAM_WEBHOOK_SECRET,
          }
        : undefined,
      vk:
        env.VK_BOT_TOKEN && env.VK_GROUP_ID !== undefined
          ? {
              token: env.VK_BOT_TOKEN,
              groupId: env.VK_GROUP_ID,
              apiBaseUrl: env.VK_API_BASE_URL,
              webhookSecret: env.VK_WEBHOOK_SECRET,
              confirmation: env.VK_CONFIRMATION,
            }
          : undefined,
    },
  }),
});

/**
 * The second factor: its service is the accounts module's sign-in gate, the configured bots start with
 * the api (polling) or listen on /api-system (webhook), and stop with it. Without bot tokens it is off.
 */
export const twoFactorModule = defineModule({
  name: 'twoFactor',
  schemas: twoFactorSchemas,
  env: twoFactorEnv,
  services: (context) => {
    const { db, clock, ports, config, onReady, onClose } = context;
    const twoFactor = new TwoFactorService({
      users: ports.users,
      links: new TwoFactorLinksRepository(db),
      flowTokens: ports.flowTokens,
      throttle: ports.throttle,
      history: ports.history,
      accounts: accountsService(context, undefined),
      clock,
    });
    const telegram = config.twoFactor?.telegram
      ? new TelegramTwoFactorBot(config.twoFactor.telegram, twoFactor)
      : undefined;
    const vk = config.twoFactor?.vk ? new VkTwoFactorBot(config.twoFactor.vk, twoFactor) : undefined;
    for (const bot of [telegram, vk]) if (bot) twoFactor.addBot(bot);
    if (config.twoFactor?.mode === 'polling') {
      onReady(() => {
        telegram?.startPolling();
        vk?.startPolling();
      });
    }
    onClose(async () => {
      await Promise.all([telegram?.stop(), vk?.stop()]);
    });
    return { telegram, vk, ports: { twoFactor } };
  },
  routes: {
    website: async (app, _own, { ports }) => {
      await app.register(twoFactorRoutes, { twoFactor: ports.twoFactor });
    },
    system: async (app, { telegram, vk }, { config }) => {
      await app.register(twoFactorWebhooksRoutes, {
        telegram,
        vk,
        vkConfirmation: config.twoFactor?.vk?.confirmation,
      });
    },
  },
});
