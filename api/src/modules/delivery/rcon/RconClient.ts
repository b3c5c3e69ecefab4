import net from 'node:net';

import { decodePackets, encodePacket, MAX_CLIENT_BODY, RCON_TYPE, type RconPacket } from './rconPacket.js';

export interface RconOptions {
  host: string;
  port: number;
  password: string;
  /** How long connecting, authenticating and each command may wait for the server. */
  timeoutMs?: number;
}

export const DEFAULT_RCON_TIMEOUT_MS = 5000;

/**
 * A failure that says whether the command reached the wire. RCON carries no command id, so a command
 * that was written but not answered may have run: `written` tells the caller it must not be resent.
 */
export class RconError extends Error {
  override name = 'RconError';
  constructor(
    message: string,
    readonly written: boolean,
  ) {
    super(message);
  }
}

/**
 * A small Source RCON client: connect, authenticate, run commands one at a time. A multi-packet answer
 * is collected by sending an empty command after each one and reading until its echo (the usual trick:
 * the server answers requests in order).
 */
export class RconClient {
  private socket: net.Socket | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private nextId = 1;
  private waiters: ((packet: RconPacket | Error) => void)[] = [];
  // Packets that arrived before anyone asked (the rest of a multi-packet answer).
  private inbox: RconPacket[] = [];
  private failure: Error | null = null;
  private readonly timeoutMs: number;

  private constructor(private readonly options: RconOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_RCON_TIMEOUT_MS;
  }

  /** Connects and authenticates; every failure here is `written: false` (no command was sent). */
  static async connect(options: RconOptions): Promise<RconClient> {
    const client = new RconClient(options);
    try {
      await client.within('connecting', client.open());
    } catch (error) {
      client.close();
      throw new RconError(messageOf(error), false);
    }
    return client;
  }

  private async open(): Promise<void> {
    const socket = net.createConnection({ host: this.options.host, port: this.options.port });
    socket.setNoDelay(true);
    this.socket = socket;
    socket.on('data', (chunk) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      try {
        const { packets, rest } = decodePackets(this.buffer);
        this.buffer = rest;
        for (const packet of packets) {
          const waiter = this.waiters.shift();
          if (waiter === undefined) this.inbox.push(packet);
          else waiter(packet);
        }
      } catch (error) {
        this.fail(error instanceof Error ? error : new Error(String(error)));
      }
    });
    socket.on('error', (error) => {
      this.fail(error);
    });
    socket.on('close', () => {
      this.fail(new Error('RCON connection closed'));
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    const id = this.nextId++;
    const answer = await this.exchange({ id, type: RCON_TYPE.auth, body: this.options.password });
    // Source servers send an empty response value before the auth answer; Minecraft does not.
    const auth = answer.type === RCON_TYPE.response ? await this.read() : answer;
    if (auth.id === -1 || auth.id !== id) throw new Error('RCON authentication failed');
  }

  /**
   * Runs one command and answers the server's whole reply text. A failure before the command was
   * written is `written: false`; a timeout or a dropped connection after it is `written: true`.
   */
  async command(command: string): Promise<string> {
    if (Buffer.byteLength(command, 'utf8') > MAX_CLIENT_BODY) {
      throw new RconError('RCON command too long', false);
    }
    if (this.socket === null || this.failure !== null) {
      throw new RconError(this.failure?.message ?? 'RCON connection closed', false);
    }
    const id = this.nextId++;
    const marker = this.nextId++;
    const first = this.exchange({ id, type: RCON_TYPE.command, body: command });
    // From here on the command may have reached the server: any failure leaves it uncertain.
    try {
      return await this.within('waiting for the answer', this.collect(first, id, marker));
    } catch (error) {
      this.close();
      throw new RconError(messageOf(error), true);
    }
  }

  private async collect(first: Promise<RconPacket>, id: number, marker: number): Promise<string> {
    this.write({ id: marker, type: RCON_TYPE.command, body: '' });
    let reply = '';
    let packet = await first;
    while (packet.id !== marker) {
      if (packet.id === id) reply += packet.body;
      packet = await this.read();
    }
    return reply;
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }

  private async within<T>(what: string, work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        reject(new Error(`RCON timed out after ${String(this.timeoutMs)} ms ${what}`));
      }, this.timeoutMs);
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private exchange(packet: RconPacket): Promise<RconPacket> {
    const answer = this.read();
    this.write(packet);
    return answer;
  }

  private write(packet: RconPacket): void {
    if (this.socket === null) throw new Error('RCON connection closed');
    this.socket.write(encodePacket(packet));
  }

  private read(): Promise<RconPacket> {
    const queued = this.inbox.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    if (this.failure !== null) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiters.push((packet) => {
        if (packet instanceof Error) reject(packet);
        else resolve(packet);
      });
    });
  }

  private fail(error: Error): void {
    this.failure ??= error;
    const waiting = this.waiters;
    this.waiters = [];
    for (const waiter of waiting) waiter(error);
    this.socket?.destroy();
    this.socket = null;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
