export { OauthFailure } from './components/OauthFailure';
export { isOAuthProvider, providerName } from './oauthProvider';
export { AuthorizationPanel } from './views/AuthorizationPanel';
export { OauthButtons } from './views/OauthButtons';
