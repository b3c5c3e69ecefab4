import type { FastifyPluginAsync } from 'fastify';
import type { Update } from 'grammy/types';

import { sameSecret } from '../../platform/auth/secrets.js';

import type { TelegramTwoFactorBot } from './bots/telegramBot.js';
import type { VkTwoFactorBot } from './bots/vkBot.js';

/**
 * Webhook mode: Telegram and VK post updates here instead of being polled. Not part of the OpenAPI
 * documents (the platforms call them, not our clients).
 */
export const twoFactorWebhooksRoutes: FastifyPluginAsync<{
  telegram: TelegramTwoFactorBot | undefined;
  vk: VkTwoFactorBot | undefined;
  vkConfirmation: string | undefined;
}> = async (app, { telegram, vk, vkConfirmation }) => {
  if (telegram) {
    app.post('/api-system/2fa/telegram', { schema: { hide: true } }, async (request, reply) => {
      const header = request.headers['x-telegram-bot-api-secret-token'];
      if (!sameSecret(Array.isArray(header) ? header[0] : header, telegram.webhookSecret))
        return reply.code(401).send();
      await telegram.handleUpdate(request.body as Update);
      return reply.send({ ok: true });
    });
  }
  if (vk) {
    app.post('/api-system/2fa/vk', { schema: { hide: true } }, async (request, reply) => {
      const body = request.body as Record<string, unknown>;
      if (body.type === 'confirmation') return reply.type('text/plain').send(vkConfirmation ?? '');
      // Events without the community's secret are acknowledged (so VK stops retrying) and dropped.
      if (
        vk.webhookSecret === undefined ||
        sameSecret(typeof body.secret === 'string' ? body.secret : undefined, vk.webhookSecret)
      ) {
        await vk.vk.updates.handleWebhookUpdate(body);
      }
      return reply.type('text/plain').send('ok');
    });
  }
  return Promise.resolve();
};
