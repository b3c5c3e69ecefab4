export { twoFactorAction } from './twoFactorAction.server';
