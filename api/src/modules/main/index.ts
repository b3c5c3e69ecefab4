// The main module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { mainModule } from './main.module.js';
export { SocialCounts, SocialLinks } from './main.schemas.js';
export { PUBLIC_CACHE_TTL_MS, registerPublicCache } from './publicCache.js';
