import type { FastifyInstance } from 'fastify';

import { defaultLocale, pickLocale, type Locale } from '../locale.js';
import type { AuthService } from './AuthService.js';
import type { PermissionGate } from './PermissionGate.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `required`: a visitor without a valid session gets 401 before anything else runs. */
    auth?: 'required';
    /** Every named permission is required (and so is a session): 401 or 403 before the body is read. */
    permission?: string | readonly string[];
  }
  interface FastifyRequest {
    /** ru or en, from Accept-Language: the language of answers and letters. */
    locale: Locale;
  }
}

/**
 * The one place routes are guarded: `config: { auth: 'required' }` or `config: { permission: '...' }`
 * is checked on request, before the body is parsed or validated, so a visitor learns nothing from
 * validation messages. The request's locale is read here too, once.
 */
export function registerRouteAccess(app: FastifyInstance, auth: AuthService, gate: PermissionGate): void {
  app.decorateRequest('locale', defaultLocale);
  app.addHook('onRequest', async (request) => {
    request.locale = pickLocale(request.headers['accept-language']);
    // Unmatched requests (404) have no route config.
    const config = request.routeOptions.config as typeof request.routeOptions.config | undefined;
    const permission = config?.permission;
    if (permission !== undefined) {
      await gate.require(request, ...(typeof permission === 'string' ? [permission] : permission));
    } else if (config?.auth === 'required') {
      await auth.require(request);
    }
  });
}
