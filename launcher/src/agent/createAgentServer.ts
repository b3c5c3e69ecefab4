import http from 'node:http';

import type { SystemStates } from './agentContract.js';
import { readSystemData } from './readSystemData.js';

export interface AgentServerOptions {
  version: string;
  /** Origin of the site allowed to call the agent (the site in launcher mode). */
  siteOrigin: string;
}

const defaultStates: SystemStates = { debuggerEnabled: false, jvmFlags: '', logDisplayEnabled: false };

/**
 * The local agent's HTTP server. This skeleton answers the read-only system endpoints; installing and
 * starting the game arrive with the launcher issue. Only the site's own origin may call it.
 */
export function createAgentServer(options: AgentServerOptions): http.Server {
  return http.createServer((request, response) => {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== options.siteOrigin) {
      response.writeHead(403, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'origin not allowed' }));
      return;
    }
    const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json' };
    if (origin !== undefined) headers['access-control-allow-origin'] = origin;
    const url = new URL(request.url ?? '/', 'http://agent.local');
    if (request.method === 'GET' && url.pathname === '/system-data') {
      response.writeHead(200, headers);
      response.end(JSON.stringify(readSystemData(options.version)));
      return;
    }
    if (request.method === 'GET' && url.pathname === '/system-states') {
      response.writeHead(200, headers);
      response.end(JSON.stringify(defaultStates));
      return;
    }
    response.writeHead(404, headers);
    response.end(JSON.stringify({ error: 'not found' }));
  });
}
