// Server-only: what the site's routes need of the process's configuration (config.server.ts, read once).

import { siteServerConfig } from './config.server';
import type { SiteConfig } from './session/sessionInfo';

export function gatewayUrl(): string {
  return siteServerConfig().gatewayUrl;
}

export function apiUrl(): string {
  return siteServerConfig().apiUrl;
}

export function buildVersion(): string {
  return siteServerConfig().buildVersion;
}

export function siteConfig(): SiteConfig {
  const { primaryOrigin, paymentSuccessUrl, buildVersion } = siteServerConfig();
  return { primaryOrigin, paymentSuccessUrl, buildVersion };
}

export function graphiqlEnabled(): boolean {
  return siteServerConfig().graphiql;
}
