export { completeOauthFlow, registerOauthAction, startOauthFlow } from './oauthActions.server';
