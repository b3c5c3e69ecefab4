export { LegacySignIn } from './LegacySignIn';
export { LauncherLegacySignIn } from './LauncherLegacySignIn';
export { LEGACY_SIGN_IN_INTENT } from './legacyIntent';
