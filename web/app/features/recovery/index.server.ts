export { recoveryAction, recoveryLoader } from './recoveryActions.server';
