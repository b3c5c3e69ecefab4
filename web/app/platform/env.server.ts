// Server-only (the `.server` suffix keeps it out of the browser bundle): where the web server finds
// the services behind it and how the site presents itself. Read per call so tests and
// `react-router dev` pick up the environment.

import type { SiteConfig } from './session/sessionInfo';

export function gatewayUrl(): string {
  return process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000/graphql';
}

export function apiUrl(): string {
  return (process.env.API_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
}

/** The build's identity: set by the build (BUILD_VERSION) so a new deployment is noticed by open pages. */
export function buildVersion(): string {
  return process.env.BUILD_VERSION ?? import.meta.env.VITE_BUILD_VERSION ?? 'dev';
}

export function siteConfig(): SiteConfig {
  const port = process.env.WEB_PORT ?? process.env.PORT ?? '3000';
  const primary = process.env.PUBLIC_SITE_URL ?? `http://localhost:${port}`;
  return {
    primaryOrigin: new URL(primary).origin,
    // An empty variable (as .env files leave it) means none.
    paymentSuccessUrl: process.env.PAYMENT_SUCCESS_URL?.trim()
      ? process.env.PAYMENT_SUCCESS_URL.trim()
      : undefined,
    buildVersion: buildVersion(),
  };
}

/** Production closes GraphiQL and introspection (here and at the gateway) unless GRAPHIQL=1 opens them. */
export function graphiqlEnabled(): boolean {
  return process.env.NODE_ENV !== 'production' || process.env.GRAPHIQL === '1';
}
