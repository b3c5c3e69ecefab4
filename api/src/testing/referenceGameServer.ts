import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';

import { createServer, type Server } from 'minecraft-protocol';

/** What minecraft-protocol's status answer holds that the tests change (its typings leave it open). */
export interface StatusAnswer {
  version: { name: string; protocol: number };
  players: { max: number; online: number };
  description: unknown;
}

export interface ReferenceServer {
  server: Server;
  port: number;
  close: () => Promise<void>;
}

async function freePort(host: string): Promise<number> {
  const probe: TcpServer = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, host, resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A game server from minecraft-protocol (PrismarineJS), the independent implementation our Server List
 * Ping code is tested against; `answer` rewrites its status answer through beforePing. Tests only: the
 * package is a devDependency (it brings minecraft-data).
 */
export async function startReferenceServer(
  answer: (response: StatusAnswer) => StatusAnswer,
  host = '127.0.0.1',
): Promise<ReferenceServer> {
  // createServer takes port 0 as "the default 25565", so a free port is found first.
  const port = await freePort(host);
  const server = createServer({
    host,
    port,
    version: '1.20.4',
    'online-mode': false,
    keepAlive: false,
    hideErrors: true,
    motd: 'minecraft-protocol',
    maxPlayers: 20,
    beforePing: (response: StatusAnswer) => answer(response),
  });
  await new Promise<void>((resolve) => {
    server.once('listening', () => {
      resolve();
    });
  });
  return {
    server,
    port,
    close: () => {
      // Its typings name only some events; 'close' is emitted when the listening socket has closed.
      const closed = new Promise<void>((resolve) => {
        (server as NodeJS.EventEmitter).once('close', () => {
          resolve();
        });
      });
      server.close();
      return closed;
    },
  };
}
