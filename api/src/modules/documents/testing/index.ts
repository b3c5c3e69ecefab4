// The documents module's test doubles and fixtures, for other modules' tests, api/src/testing and the demo; production
// code never imports this file (docs/decisions.md, "Module boundaries").
export { XSS_STRINGS, XSS_URLS, XSS_URLS_OVER_HTTP, xssDocument } from '../content/xssPayloads.js';
