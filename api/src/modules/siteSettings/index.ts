// The siteSettings module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { siteSettingsModule } from './siteSettings.module.js';
