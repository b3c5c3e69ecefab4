export { legacySignInAction, type LegacySignInResult } from './legacySignInAction.server';
