// The payments module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { DEFAULT_PAYMENTS_CONFIG, paymentsModule } from './payments.module.js';
export type { BonusTier } from './paymentsConfig.js';
