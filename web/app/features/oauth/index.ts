export { OauthFailure } from './components/OauthFailure';
export { isOauthProvider, providerName } from './oauthProvider';
export { AuthorizationPanel } from './views/AuthorizationPanel';
export { OauthButtons } from './views/OauthButtons';
export { ProfileLinks } from './views/ProfileLinks';
