// The redirects module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { redirectsModule } from './redirects.module.js';
export { RedirectRuleInput, RedirectRuleList } from './redirects.schemas.js';
export type { RedirectsService } from './redirects.service.js';
