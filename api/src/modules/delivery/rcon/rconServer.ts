import net from 'node:net';

import { decodePackets, encodePacket, RCON_TYPE, type RconPacket } from './rconPacket.js';

/** What the server does after running one command: answer now, answer late, or drop the connection. */
export type RconCommandBehaviour =
  { kind: 'answer' } | { kind: 'answerAfter'; ms: number } | { kind: 'dropAfterRunning' };

export interface RconServerOptions {
  password: string;
  /** Answers a command; the default echoes it. */
  execute?: (command: string) => string;
  /** Answers longer than this are split over several packets, as Minecraft does at 4096. */
  fragment?: number;
  /** Per command, chosen each time it runs (the count includes this run); the default answers at once. */
  behaviour?: (command: string, timesRun: number) => RconCommandBehaviour;
  /** Source servers send an empty response value before the auth answer; Minecraft does not. */
  emptyValueBeforeAuth?: boolean;
  /** Writes every answer one byte at a time, so one packet arrives over several reads. */
  trickle?: boolean;
}

/**
 * A Source RCON server written from Valve's specification (int32LE size, id, type, a body and two
 * NULs; a failed auth is answered with id -1; several packets in one read and one packet over several
 * reads). Tests run clients against it, and the demo uses it as a plugin-less game server. It counts
 * how many times each command ran, and can answer late or drop the connection after running one.
 */
export function createRconServer(options: RconServerOptions) {
  const executed: string[] = [];
  const execute = options.execute ?? ((command: string) => `ran: ${command}`);
  const fragment = options.fragment ?? 4096;
  const behaviour = options.behaviour ?? (() => ({ kind: 'answer' }) as const);
  const sockets = new Set<net.Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let server = net.createServer(serve);
  let port = 0;

  function serve(socket: net.Socket): void {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer: Buffer = Buffer.alloc(0);
    let authed = false;
    // Answers go out in request order, even when one of them waits: a late answer holds the rest.
    let sending = Promise.resolve();
    const send = (packets: RconPacket[], delayMs = 0) => {
      sending = sending.then(() => wait(delayMs)).then(() => writeOut(socket, packets));
    };
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      let decoded;
      try {
        decoded = decodePackets(buffer);
      } catch {
        socket.destroy();
        return;
      }
      buffer = decoded.rest;
      for (const packet of decoded.packets) {
        if (packet.type === RCON_TYPE.auth) {
          authed = packet.body === options.password;
          const answer = { id: authed ? packet.id : -1, type: RCON_TYPE.authResponse, body: '' };
          send(
            options.emptyValueBeforeAuth === true
              ? [{ id: packet.id, type: RCON_TYPE.response, body: '' }, answer]
              : [answer],
          );
          continue;
        }
        if (!authed) {
          send([{ id: -1, type: RCON_TYPE.authResponse, body: '' }]);
          continue;
        }
        if (packet.body === '') {
          send([{ id: packet.id, type: RCON_TYPE.response, body: '' }]);
          continue;
        }
        executed.push(packet.body);
        const answer = execute(packet.body);
        const then = behaviour(packet.body, timesRun(packet.body));
        if (then.kind === 'dropAfterRunning') {
          socket.destroy();
          return;
        }
        const parts =
          answer.length === 0 ? [''] : (answer.match(new RegExp(`[^]{1,${fragment}}`, 'g')) ?? []);
        send(
          parts.map((part) => ({ id: packet.id, type: RCON_TYPE.response, body: part })),
          then.kind === 'answerAfter' ? then.ms : 0,
        );
      }
    });
  }

  function wait(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });
  }

  async function writeOut(socket: net.Socket, packets: RconPacket[]): Promise<void> {
    if (socket.destroyed) return;
    // All packets of one answer in one write: the client must split several packets out of one read.
    const bytes = Buffer.concat(packets.map(encodePacket));
    if (options.trickle !== true) {
      socket.write(bytes);
      return;
    }
    for (const byte of bytes) {
      if (!socket.writable) return;
      socket.write(Buffer.from([byte]));
      await wait(1);
    }
  }

  function timesRun(command: string): number {
    return executed.filter((ran) => ran === command).length;
  }

  return {
    executed,
    timesRun,
    async listen(wanted = 0): Promise<number> {
      await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve));
      const address = server.address();
      port = typeof address === 'object' && address !== null ? address.port : wanted;
      return port;
    },
    /** Listens again on the same port after `close` (a game server coming back up). */
    async restart(): Promise<number> {
      server = net.createServer(serve);
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      return port;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => {
          resolve();
        });
        for (const socket of sockets) socket.destroy();
      }),
  };
}
