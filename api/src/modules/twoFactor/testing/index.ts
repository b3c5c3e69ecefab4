// The twoFactor module's test doubles and fixtures, for other modules' tests, api/src/testing and the demo; production
// code never imports this file (docs/decisions.md, "Module boundaries").
export { FakeTelegramApi, type SentMessage } from './fakeTelegramApi.js';
