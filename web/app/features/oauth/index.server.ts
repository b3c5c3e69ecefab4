export { completeOauthFlow, registerOauthAction, startOauthFlow } from './oauthFlow.server';
