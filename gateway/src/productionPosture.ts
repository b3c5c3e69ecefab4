import type { Plugin } from '@envelop/core';
import type { IncomingMessage } from 'node:http';
import { NoSchemaIntrospectionCustomRule } from 'graphql';

/** A browser asking for the GraphiQL page (GET with text/html), to be refused while the tools are closed. */
export function asksForGraphiql(request: IncomingMessage): boolean {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

/** A CORS preflight from an origin that is not configured: refused before Yoga answers it. */
export function foreignPreflight(request: IncomingMessage, allowed: Set<string>): boolean {
  const origin = request.headers.origin;
  return request.method === 'OPTIONS' && origin !== undefined && !allowed.has(origin);
}

interface FetchResponseHook {
  onResponse?: (payload: { request: Request; response: Response }) => void;
}

/**
 * Yoga reflects any Origin with credentials by default. Only configured origins keep the CORS headers
 * (preflights from others are refused in main.ts, before Yoga sees them).
 */
export function corsPlugin(allowed: Set<string>): Plugin & FetchResponseHook {
  const isAllowed = (request: Request) => {
    const origin = request.headers.get('origin');
    return origin === null || allowed.has(origin);
  };
  return {
    onResponse({ request, response }) {
      if (isAllowed(request)) return;
      for (const name of [...response.headers.keys()]) {
        if (name.startsWith('access-control-')) response.headers.delete(name);
      }
    },
  };
}

/** Refuses `__schema` and `__type` queries (`__typename` stays, clients need it). */
export function noIntrospectionPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}
