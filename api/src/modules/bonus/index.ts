// The bonus module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { bonusModule } from './bonus.module.js';
export { BONUS_COINS_MAX, BONUS_COINS_MIN } from './bonusRules.js';
