import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';

/**
 * The connections of one install: keep-alive agents holding at most one socket per download slot, so the
 * thousands of small files of a client reuse a few connections instead of opening one each. `fetch` was
 * the first choice and cost a third of the install's CPU (WHATWG streams and their garbage, per chunk).
 */
export class Transport {
  private readonly agents: { 'http:': http.Agent; 'https:': https.Agent };

  constructor(sockets: number) {
    const options = { keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets };
    this.agents = { 'http:': new http.Agent(options), 'https:': new https.Agent(options) };
  }

  /**
   * A GET answered with its headers (the body is left to read), following redirects (a file store may
   * answer with one to its CDN). A connection silent for `idleMs` fails the request, as a stalled mirror
   * must not hang the install.
   */
  async get(
    url: string,
    options: { headers: Record<string, string>; signal: AbortSignal; idleMs?: number },
  ): Promise<IncomingMessage> {
    let address = new URL(url);
    for (let hops = 0; hops <= MAX_REDIRECTS; hops += 1) {
      const response = await this.once(address, options);
      const location = response.headers.location;
      if (!REDIRECTS.has(response.statusCode ?? 0) || location === undefined) return response;
      response.resume();
      address = new URL(location, address);
    }
    throw new Error(`${url}: too many redirects`);
  }

  close(): void {
    this.agents['http:'].destroy();
    this.agents['https:'].destroy();
  }

  private once(
    address: URL,
    options: { headers: Record<string, string>; signal: AbortSignal; idleMs?: number },
  ): Promise<IncomingMessage> {
    const protocol = address.protocol === 'https:' ? 'https:' : address.protocol === 'http:' ? 'http:' : null;
    if (protocol === null) return Promise.reject(new Error(`${address.href}: only http and https`));
    const client = protocol === 'https:' ? https : http;
    const { signal } = options;
    if (signal.aborted) return Promise.reject(signal.reason as Error);
    return new Promise((resolve, reject) => {
      const request = client.get(address, {
        agent: this.agents[protocol],
        headers: options.headers,
        timeout: options.idleMs ?? IDLE_MS,
      });
      // Not http's own `signal` option: it destroys the request even once its answer is complete, when the
      // kept-alive socket already went back to the agent (whose one-off error listener it then outlives).
      let answer: IncomingMessage | null = null;
      const abort = () => {
        if (answer?.complete !== true) request.destroy(signal.reason as Error);
      };
      signal.addEventListener('abort', abort, { once: true });
      request.once('close', () => {
        signal.removeEventListener('abort', abort);
      });
      request.once('timeout', () => {
        request.destroy(
          new Error(`${address.href}: no data for ${String((options.idleMs ?? IDLE_MS) / 1000)} s`),
        );
      });
      request.once('response', (response: IncomingMessage) => {
        answer = response;
        resolve(response);
      });
      // `on`, not `once`: a socket dropped mid-body errors the request again after the answer arrived.
      request.on('error', reject);
    });
  }
}

const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const IDLE_MS = 60_000;
