export { LegacySignIn } from './LegacySignIn';
export { LEGACY_SIGN_IN_INTENT } from './legacyIntent';
