export { twoFactorAction } from './twoFactorActions.server';
