// The bans module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { BanState, unbanPriceKopecks } from './banState.js';
export type { ActiveBan } from './banState.js';
export { bansModule } from './bans.module.js';
export { SiteBans, siteBanDays } from './siteBans.js';
