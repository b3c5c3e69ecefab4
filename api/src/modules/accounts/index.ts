// The accounts module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export {
  EMAIL_TAKEN,
  LOGIN_TAKEN,
  PASSWORD_MISMATCH,
  emailProblem,
  loginProblem,
  passwordProblem,
} from './accountRules.js';
export { accountsModule, accountsService } from './accounts.module.js';
export { assertHuman } from './accounts.routes.js';
export type { CaptchaCheck } from './accounts.routes.js';
export { AuthResponse, Done } from './accounts.schemas.js';
export { sessionMetaOf } from './accounts.service.js';
export type { AccountsService, SessionMeta, TwoFactorGate } from './accounts.service.js';
export { seedDemoLegacyTokens } from './legacyDemoTokens.js';
