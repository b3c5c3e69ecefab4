export { confirmEmailLoader } from './confirmEmail.server';
