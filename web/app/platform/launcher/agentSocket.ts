import { AGENT_RECONNECT, AGENT_SOCKET_PROTOCOL, type AgentMessage } from './agentContract';

export interface AgentSocketOptions {
  host: string;
  secret: string;
  onMessage: (message: AgentMessage) => void;
  onConnectedChange: (connected: boolean) => void;
  /** Injected in tests. */
  createSocket?: (url: string, protocols: string[]) => WebSocket;
}

/**
 * The agent's WebSocket, reconnecting with the launcher's constants (docs/product.md#launcher): the delay starts at 100 ms and
 * grows 1.1 times per failure up to 1000 ms; a connection that lived 1000 ms resets it; an attempt
 * that does not open within 500 ms is dropped; retries never stop. Returns a function that closes it.
 */
export function connectAgentSocket(options: AgentSocketOptions): () => void {
  const create = options.createSocket ?? ((url, protocols) => new WebSocket(url, protocols));
  const url = options.host.replace(/^http/, 'ws');
  let delay: number = AGENT_RECONNECT.minDelayMs;
  let stopped = false;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(open, delay);
    delay = Math.min(delay * AGENT_RECONNECT.growth, AGENT_RECONNECT.maxDelayMs);
  };

  function open() {
    const current = create(url, [AGENT_SOCKET_PROTOCOL, options.secret]);
    socket = current;
    let openedAt = 0;
    const openTimeout = setTimeout(() => {
      current.close();
    }, AGENT_RECONNECT.timeoutMs);
    current.onopen = () => {
      clearTimeout(openTimeout);
      openedAt = Date.now();
      options.onConnectedChange(true);
    };
    current.onmessage = (event: MessageEvent) => {
      if (typeof event.data !== 'string' || event.data === 'hello') return;
      try {
        options.onMessage(JSON.parse(event.data) as AgentMessage);
      } catch {
        // Not one of the contract's messages: ignored like `hello`.
      }
    };
    current.onclose = () => {
      clearTimeout(openTimeout);
      options.onConnectedChange(false);
      if (openedAt !== 0) {
        if (Date.now() - openedAt >= AGENT_RECONNECT.minUptimeMs) delay = AGENT_RECONNECT.minDelayMs;
      }
      schedule();
    };
  }

  open();
  return () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    socket?.close();
  };
}
