// The twoFactor module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { twoFactorModule } from './twoFactor.module.js';
