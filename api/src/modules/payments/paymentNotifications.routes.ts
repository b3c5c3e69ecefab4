import type { FastifyPluginAsync } from 'fastify';

import { NotificationRejected, ProviderCallFailed } from './providers/PaymentProvider.js';
import type { PaymentNotificationsService } from './paymentNotifications.service.js';

export interface NotificationRoutesOptions {
  notifications: PaymentNotificationsService;
}

/**
 * Providers' notifications at `/payments/notify/{provider}` (outside the OpenAPI documents: no
 * client calls them). The body is kept as received, because signatures are computed over raw bytes.
 */
export const paymentNotificationRoutes: FastifyPluginAsync<NotificationRoutesOptions> = (app, options) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => {
    done(null, body);
  });

  app.post<{ Params: { provider: string } }>(
    '/payments/notify/:provider',
    // A credit to one player's balance (sharedAnswers.ts): the site's pages stay cached.
    { schema: { hide: true }, config: { writesOwnData: true } },
    async (request, reply) => {
      const headers: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        headers[name] = Array.isArray(value) ? value[0] : value;
      }
      try {
        const { ack, outcomes } = await options.notifications.notify(request.params.provider, {
          rawBody: typeof request.body === 'string' ? request.body : '',
          headers,
          remoteIp: request.ip.replace(/^::ffff:/, ''),
        });
        // Authentic, but about a payment we never started: recorded (and logged) by the service.
        if (outcomes.includes('unknown'))
          return await reply.code(404).type('text/plain').send('unknown payment');
        return await reply.code(ack.status).type(ack.contentType).send(ack.body);
      } catch (error) {
        if (error instanceof NotificationRejected || error instanceof SyntaxError) {
          request.log.warn(
            { provider: request.params.provider, reason: error.message },
            'payment notification refused',
          );
          return reply.code(400).type('text/plain').send('rejected');
        }
        if (error instanceof ProviderCallFailed) {
          // The notification cannot be checked with its provider now (YooKassa re-fetches): it retries.
          request.log.warn(
            { provider: request.params.provider, reason: error.message },
            'provider unreachable',
          );
          return reply.code(503).type('text/plain').send('try again later');
        }
        throw error;
      }
    },
  );
  return Promise.resolve();
};
