import type { FastifyPluginAsync } from 'fastify';

import type { CheckoutDecision, TestProvider } from './providers/TestProvider.js';
import { renderCheckoutPage } from './testCheckoutPage.js';

export interface TestCheckoutRoutesOptions {
  provider: TestProvider;
  /** Where the decision may redirect the buyer: the site's hosts (form-action covers redirects too). */
  siteOrigins: string[];
}

const DECISIONS: CheckoutDecision[] = ['pay', 'fail', 'cancel', 'wrong_amount'];

/** The test provider's checkout page (reached through the site at `/payments/test/checkout/{id}`). */
export const testCheckoutRoutes: FastifyPluginAsync<TestCheckoutRoutesOptions> = (
  app,
  { provider, siteOrigins },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/payments/test/checkout/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const checkout = await provider.checkout(request.params.id);
      if (checkout === null) return reply.code(404).type('text/plain').send('No such test payment');
      const lang = request.headers['accept-language']?.startsWith('en') === true ? 'en' : 'ru';
      return reply
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${siteOrigins.join(' ')}`,
        )
        .type('text/html; charset=utf-8')
        .send(renderCheckoutPage(checkout, lang));
    },
  );

  app.post<{ Params: { id: string }; Body: Record<string, string> }>(
    '/payments/test/checkout/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const decision = request.body.decision as CheckoutDecision;
      if (!DECISIONS.includes(decision)) return reply.code(400).type('text/plain').send('Unknown decision');
      const result = await provider.decide(request.params.id, decision);
      if (result === null) return reply.code(404).type('text/plain').send('No such test payment');
      return reply.redirect(result.redirectTo, 303);
    },
  );
  return Promise.resolve();
};
