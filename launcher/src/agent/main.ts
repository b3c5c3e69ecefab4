import { createAgentServer } from './createAgentServer.js';

// Runs the agent alone (`npm run agent -w launcher`); the Electron shell will start the same server.
const port = Number(process.env.AGENT_PORT ?? 5710);
const siteOrigin = process.env.SITE_ORIGIN ?? 'http://localhost:3000';
const server = createAgentServer({ version: '0.1.0', siteOrigin });
server.listen(port, '127.0.0.1', () => {
  console.log(`launcher agent listening on http://127.0.0.1:${port} for ${siteOrigin}`);
});
