// The oauth module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { oauthModule } from './oauth.module.js';
export { OauthAccountsRepository } from './oauthAccounts.repository.js';
