// The delivery module's test doubles and fixtures, for other modules' tests, api/src/testing and the demo; production
// code never imports this file (docs/decisions.md, "Module boundaries").
export { createRconServer } from '../rcon/rconServer.js';
