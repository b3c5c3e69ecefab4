import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export interface GraphQLResponse {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
  return port;
}

/**
 * The built gateway (gateway/dist and gateway/.mesh, from `npm run mesh`) as its own process, exactly as `npm start` runs
 * it, pointed at apiUrl. A separate process also keeps Mesh's graphql module apart from vitest's copy.
 */
export async function startGateway(apiUrl: string, extraEnv: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, '..', '..', 'dist', 'main.js')], {
    cwd: path.join(import.meta.dirname, '..', '..'),
    env: {
      ...process.env,
      API_URL: apiUrl,
      GATEWAY_PORT: String(port),
      GATEWAY_HOST: '127.0.0.1',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/graphql`;

  async function query(text: string, headers: Record<string, string> = {}): Promise<GraphQLResponse> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: text }),
    });
    return (await response.json()) as GraphQLResponse;
  }

  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with ${child.exitCode}`);
    try {
      await query('{ __typename }');
      break;
    } catch {
      if (Date.now() - started > 30_000) throw new Error('the gateway did not start within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  return {
    url,
    query,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export type StartedGateway = Awaited<ReturnType<typeof startGateway>>;
