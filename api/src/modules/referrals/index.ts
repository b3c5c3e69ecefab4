// The referrals module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { REFERRAL_COINS_PER_HOUR, REFERRAL_MAX_GAP_DAYS } from './referralRules.js';
export { referralsModule } from './referrals.module.js';
export { REFERRAL_CODE_PATTERN } from './referrals.schemas.js';
export type { ReferralsService } from './referrals.service.js';
