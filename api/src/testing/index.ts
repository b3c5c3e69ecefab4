// `@lodestone/api/testing`: the api's test helpers and doubles that tests outside the api (the browser
// tests under web/e2e) use. Nothing here imports vitest or builds the app, so Playwright can load it;
// the api's own tests import createTestApp and signIn from this folder directly.
export { demoPassword, type DemoLogin } from './demoAccounts.js';
export { codeIn, lettersTo, sitePathIn, waitForLetter, type OutboxLetter } from './outbox.js';
export { captchaToken, solveChallenge } from './proofOfWork.js';
export { FakeTelegramApi, type SentMessage } from '../modules/twoFactor/testing/index.js';
export {
  XSS_STRINGS,
  XSS_URLS,
  XSS_URLS_OVER_HTTP,
  xssDocument,
} from '../modules/documents/testing/index.js';
export { makeZip } from '../modules/launcher/testing/index.js';
export { demoClientClassBase64 } from '../db/seed/launcherDemo/demoClientClass.js';
export { createSlpResponder, type ResponderStatus } from '../modules/servers/testing/index.js';
export { createRconServer } from '../modules/delivery/testing/index.js';
