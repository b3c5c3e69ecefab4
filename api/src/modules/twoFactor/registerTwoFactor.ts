import type { FastifyInstance } from 'fastify';

import type { Services } from '../../services.js';
import { TelegramTwoFactorBot } from './bots/telegramBot.js';
import { VkTwoFactorBot } from './bots/vkBot.js';
import { twoFactorRoutes } from './twoFactor.routes.js';
import { TwoFactorService } from './twoFactor.service.js';
import type { TwoFactorConfig } from './twoFactorConfig.js';
import { TwoFactorLinksRepository } from './twoFactorLinks.repository.js';
import { twoFactorWebhooksRoutes } from './twoFactorWebhooks.routes.js';

/**
 * The second factor: its service becomes the sign-in gate, the configured bots start with the api
 * (polling) or listen on /api-system (webhook), and stop with it. Without bot tokens it is off.
 */
export async function registerTwoFactor(
  app: FastifyInstance,
  config: TwoFactorConfig | undefined,
  services: Services,
  clock: () => Date,
): Promise<TwoFactorService> {
  const twoFactor = new TwoFactorService({
    users: services.users,
    links: new TwoFactorLinksRepository(services.database),
    flowTokens: services.flowTokens,
    throttle: services.throttle,
    history: services.history,
    accounts: services.accounts,
    clock,
  });
  services.accounts.useTwoFactorGate(twoFactor);
  const telegram = config?.telegram ? new TelegramTwoFactorBot(config.telegram, twoFactor) : undefined;
  const vk = config?.vk ? new VkTwoFactorBot(config.vk, twoFactor) : undefined;
  for (const bot of [telegram, vk]) if (bot) twoFactor.addBot(bot);

  await app.register(twoFactorRoutes, { auth: services.auth, twoFactor });
  await app.register(twoFactorWebhooksRoutes, { telegram, vk, vkConfirmation: config?.vk?.confirmation });
  if (config?.mode === 'polling') {
    app.addHook('onReady', () => {
      telegram?.startPolling();
      vk?.startPolling();
      return Promise.resolve();
    });
  }
  app.addHook('onClose', async () => {
    await Promise.all([telegram?.stop(), vk?.stop()]);
  });
  return twoFactor;
}
