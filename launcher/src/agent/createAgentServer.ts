import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';

import { WebSocketServer, type WebSocket } from 'ws';

import { AGENT_SECRET_HEADER, AGENT_SOCKET_PROTOCOL, type AgentMessage } from './agentContract.js';
import { checkRequest } from './agentGuard.js';
import { AgentRefusal } from './agentRefusal.js';
import { routeAgentRequest, type AgentReply } from './agentRoutes.js';
import type { AgentSettings } from './agentSettings.js';
import { LauncherSession } from './launcherSession.js';
import { openExternal as systemOpen } from './openExternal.js';

export interface AgentServerOptions {
  version: string;
  /** Origin of the site allowed to call the agent (the site in launcher mode). */
  siteOrigin: string;
  /** The per-start secret; absent: 32 random bytes (AGENT_SECRET fixes it for development and tests). */
  secret?: string;
  apiUrl: string;
  settings: AgentSettings;
  dataFolder: string;
  openExternal?: (target: string) => Promise<void>;
  env?: NodeJS.ProcessEnv;
  debuggerPort?: number;
}

export interface AgentServer {
  server: http.Server;
  session: LauncherSession;
  secret: string;
  close: () => Promise<void>;
}

const BODY_LIMIT = 64 * 1024;

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) {
        reject(new AgentRefusal(413, 'TOO_LARGE', 'The body is too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', reject);
  });
}

function send(response: http.ServerResponse, headers: http.OutgoingHttpHeaders, reply: AgentReply): void {
  if ('json' in reply) {
    response.writeHead(reply.status, { ...headers, 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.json));
  } else if ('text' in reply) {
    response.writeHead(reply.status, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
    response.end(reply.text);
  } else {
    response.writeHead(reply.status, { ...headers, 'content-type': reply.type });
    response.end(reply.bytes);
  }
}

/**
 * The local agent: the docs/product.md#launcher calls over HTTP and a WebSocket that pushes state, progress and logs.
 * It answers only the site's origin with the per-start secret (see agentGuard).
 */
export function createAgentServer(options: AgentServerOptions): AgentServer {
  const secret = options.secret ?? randomBytes(32).toString('hex');
  const sockets = new Set<WebSocket>();
  const broadcast = (message: AgentMessage) => {
    const data = JSON.stringify(message);
    for (const socket of sockets) socket.send(data);
  };
  const session = new LauncherSession({
    settings: options.settings,
    apiUrl: options.apiUrl,
    defaultResourceFolder: path.join(options.dataFolder, 'clients'),
    broadcast,
    env: options.env ?? process.env,
    ...(options.debuggerPort === undefined ? {} : { debuggerPort: options.debuggerPort }),
  });
  const context = {
    settings: options.settings,
    session,
    apiUrl: options.apiUrl,
    version: options.version,
    openExternal: options.openExternal ?? systemOpen,
  };

  const server = http.createServer((request, response) => {
    const cors: http.OutgoingHttpHeaders = { vary: 'Origin' };
    if (request.headers.origin === options.siteOrigin)
      cors['access-control-allow-origin'] = options.siteOrigin;
    // A preflight cannot carry the secret; it only tells the site's own origin what it may send.
    if (request.method === 'OPTIONS') {
      if (request.headers.origin !== options.siteOrigin) {
        send(response, cors, {
          status: 403,
          json: { error_code: 'FORBIDDEN', error_message: 'Origin not allowed' },
        });
        return;
      }
      response.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'GET, POST, DELETE',
        'access-control-allow-headers': `${AGENT_SECRET_HEADER}, content-type`,
        'access-control-allow-private-network': 'true',
        'access-control-max-age': '600',
      });
      response.end();
      return;
    }
    const verdict = checkRequest(request.headers, options.siteOrigin, secret);
    if (!verdict.ok) {
      const message = verdict.reason === 'origin' ? 'Origin not allowed' : 'Missing or wrong agent secret';
      send(response, cors, { status: 403, json: { error_code: 'FORBIDDEN', error_message: message } });
      return;
    }
    void readBody(request)
      .then((body) =>
        routeAgentRequest(context, {
          method: request.method ?? 'GET',
          url: new URL(request.url ?? '/', 'http://agent.local'),
          body,
        }),
      )
      .then(
        (reply) => {
          send(response, cors, reply);
        },
        (error: unknown) => {
          const refusal =
            error instanceof AgentRefusal
              ? error
              : new AgentRefusal(500, 'AGENT_FAILED', (error as Error).message);
          send(response, cors, {
            status: refusal.status,
            json: { error_code: refusal.code, error_message: refusal.message },
          });
        },
      );
  });

  const sockets$ = new WebSocketServer({
    noServer: true,
    handleProtocols: (protocols) => (protocols.has(AGENT_SOCKET_PROTOCOL) ? AGENT_SOCKET_PROTOCOL : false),
  });
  server.on('upgrade', (request, socket, head) => {
    if (!checkRequest(request.headers, options.siteOrigin, secret).ok) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    sockets$.handleUpgrade(request, socket, head, (client) => {
      sockets.add(client);
      client.on('close', () => sockets.delete(client));
      client.send('hello');
      const snapshot = session.snapshot();
      client.send(
        JSON.stringify({ type: 'state', status: snapshot.status, launchedUuid: snapshot.launchedUuid }),
      );
      client.send(JSON.stringify({ type: 'progress', progress: snapshot.progress }));
    });
  });

  const close = async () => {
    session.cancel();
    await session.current;
    for (const socket of sockets) socket.terminate();
    await new Promise<void>((resolve) =>
      server.close(() => {
        resolve();
      }),
    );
  };
  return { server, session, secret, close };
}
