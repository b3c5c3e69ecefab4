// The bans module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { banSummary, unbanPriceKopecks } from './banRule.js';
export type { BanRecord } from './banRule.js';
export { BanState } from './banState.js';
export type { ActiveBan } from './banState.js';
export { bansModule } from './bans.module.js';
export { SiteBans, siteBanDays } from './siteBans.js';
