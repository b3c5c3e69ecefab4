import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { AgentMessage } from './agentContract';
import { connectAgentSocket } from './agentSocket';

class FakeSocket {
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  close() {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.();
  }
  receive(data: string) {
    this.onmessage?.({ data } as MessageEvent);
  }
}

let sockets: FakeSocket[] = [];
const start = (onMessage = vi.fn<(message: AgentMessage) => void>(), onConnectedChange = vi.fn()) =>
  connectAgentSocket({
    host: 'http://127.0.0.1:5710',
    secret: 's3cret-value',
    onMessage,
    onConnectedChange,
    createSocket: (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  });

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('connectAgentSocket', () => {
  it('offers the secret as a subprotocol, ignores hello and passes the contract messages on', () => {
    const onMessage = vi.fn();
    const stop = start(onMessage);
    expect(sockets[0]?.url).toBe('ws://127.0.0.1:5710');
    expect(sockets[0]?.protocols).toEqual(['lodestone-agent', 's3cret-value']);
    sockets[0]?.onopen?.();
    sockets[0]?.receive('hello');
    sockets[0]?.receive('{"type":"logs","rows":["a"]}');
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith({ type: 'logs', rows: ['a'] });
    stop();
  });

  it('retries from 100 ms growing 1.1 times up to 1000 ms, drops attempts after 500 ms, and resets after 1 s up', () => {
    const onConnectedChange = vi.fn();
    const stop = start(vi.fn(), onConnectedChange);
    // Never opens: dropped at 500 ms, then retried after 100 ms, 110 ms, 121 ms...
    vi.advanceTimersByTime(500);
    expect(sockets[0]?.closed).toBe(true);
    expect(onConnectedChange).toHaveBeenLastCalledWith(false);
    vi.advanceTimersByTime(99);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]?.close();
    vi.advanceTimersByTime(109);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    // Many failures later the delay stays at 1000 ms.
    for (let attempt = 0; attempt < 40; attempt += 1) {
      sockets.at(-1)?.close();
      vi.advanceTimersByTime(1000);
    }
    const count = sockets.length;
    sockets.at(-1)?.close();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(count);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(count + 1);
    // A connection that stayed up for a second starts the delays over at 100 ms.
    sockets.at(-1)?.onopen?.();
    expect(onConnectedChange).toHaveBeenLastCalledWith(true);
    vi.advanceTimersByTime(1000);
    sockets.at(-1)?.close();
    vi.advanceTimersByTime(100);
    expect(sockets).toHaveLength(count + 2);
    stop();
  });
});
