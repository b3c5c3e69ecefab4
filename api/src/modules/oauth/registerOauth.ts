import type { FastifyInstance } from 'fastify';

import type { Services } from '../../services.js';
import { oauthRoutes } from './oauth.routes.js';
import { OauthService } from './oauth.service.js';
import type { OauthConfig, OauthProviderName } from './oauthConfig.js';
import { OauthAccountsRepository } from './oauthAccounts.repository.js';
import { OAuth2Provider } from './providers/OAuth2Provider.js';
import type { OauthProvider } from './providers/OauthProvider.js';
import { SteamProvider } from './providers/SteamProvider.js';

/** Identity providers from config; a provider without its client id is off. */
export async function registerOauth(
  app: FastifyInstance,
  config: OauthConfig | undefined,
  services: Services,
  publicSiteUrl: string,
  clock: () => Date,
): Promise<void> {
  const providers: Partial<Record<OauthProviderName, OauthProvider>> = {};
  if (config?.google) providers.google = new OAuth2Provider('google', config.google);
  if (config?.yandex) providers.yandex = new OAuth2Provider('yandex', config.yandex);
  if (config?.vkid) providers.vkid = new OAuth2Provider('vkid', config.vkid);
  if (config?.steam) providers.steam = new SteamProvider(config.steam);
  const oauth = new OauthService({
    providers,
    accounts: services.accounts,
    users: services.users,
    links: new OauthAccountsRepository(services.database),
    flowTokens: services.flowTokens,
    publicSiteUrl,
    clock,
  });
  await app.register(oauthRoutes, { oauth, auth: services.auth });
}
