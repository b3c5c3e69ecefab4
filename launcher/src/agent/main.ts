import os from 'node:os';

import { readAgentConfig } from '../launcherConfig.js';
import { AgentSettings } from './agentSettings.js';
import { createAgentServer } from './createAgentServer.js';

// Runs the agent alone (`npm run agent -w launcher`); the Electron shell starts the same server.
const { port, siteOrigin, apiUrl, dataFolder, secret } = readAgentConfig(
  process.env,
  process.platform,
  os.homedir(),
);
const settings = await AgentSettings.open(dataFolder);
const agent = createAgentServer({
  version: '0.1.0',
  siteOrigin,
  apiUrl,
  settings,
  dataFolder,
  ...(secret === undefined ? {} : { secret }),
});
agent.server.listen(port, '127.0.0.1', () => {
  console.log(
    `launcher agent on http://127.0.0.1:${port} for ${siteOrigin}, api ${apiUrl}, data ${dataFolder}`,
  );
  // Printed so a developer can open the site in launcher mode by hand; Electron hands it over its preload.
  if (secret === undefined) console.log(`agent secret: ${agent.secret}`);
});
const stop = () => void agent.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
