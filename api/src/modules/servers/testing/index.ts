// The servers module's test doubles and fixtures, for other modules' tests, api/src/testing and the demo; production
// code never imports this file (docs/decisions.md, "Module boundaries").
export { createSlpResponder, type ResponderStatus } from '../ping/slpResponder.js';
