// The accountSettings module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { accountSettingsModule } from './accountSettings.module.js';
