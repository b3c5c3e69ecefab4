import type { FastifyPluginAsync } from 'fastify';

import { NotificationRejected } from './providers/PaymentProvider.js';
import type { PaymentsService } from './payments.service.js';

export interface NotificationRoutesOptions {
  payments: PaymentsService;
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
    { schema: { hide: true } },
    async (request, reply) => {
      const headers: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        headers[name] = Array.isArray(value) ? value[0] : value;
      }
      try {
        const { ack } = await options.payments.notify(request.params.provider, {
          rawBody: typeof request.body === 'string' ? request.body : '',
          headers,
          remoteIp: request.ip.replace(/^::ffff:/, ''),
        });
        return await reply.code(ack.status).type(ack.contentType).send(ack.body);
      } catch (error) {
        if (error instanceof NotificationRejected || error instanceof SyntaxError) {
          request.log.warn(
            { provider: request.params.provider, reason: error.message },
            'payment notification refused',
          );
          return reply.code(400).type('text/plain').send('rejected');
        }
        throw error;
      }
    },
  );
  return Promise.resolve();
};
