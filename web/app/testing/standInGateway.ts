import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GatewayAnswer {
  status: number;
  /** A string is sent as it is; anything else as JSON. */
  body: unknown;
}

export interface StandInGateway {
  /** The GraphQL endpoint. */
  url: string;
  /** What it was asked, in order: headers and the parsed JSON body (or the raw text). */
  asked: { headers: IncomingHttpHeaders; body: Record<string, unknown> }[];
  /** What it answers next, in turn; the last answer repeats. Clears what was asked. */
  answerWith(...answers: GatewayAnswer[]): void;
  close(): Promise<void>;
}

/**
 * A local HTTP server in the gateway's place for the site server's own calls (the signed-in state, the
 * loaders' queries). It answers after `delayMs`, so calls made at once overlap.
 */
export async function startStandInGateway(delayMs = 20): Promise<StandInGateway> {
  let answers: GatewayAnswer[] = [{ status: 500, body: 'no answer set' }];
  const gateway: Omit<StandInGateway, 'url' | 'close'> = {
    asked: [],
    answerWith(...next) {
      answers = next;
      gateway.asked.length = 0;
    },
  };
  const server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      gateway.asked.push({
        headers: request.headers,
        body: JSON.parse(text || '{}') as Record<string, unknown>,
      });
      const answer = answers[Math.min(gateway.asked.length - 1, answers.length - 1)] ?? answers[0];
      response.writeHead(answer?.status ?? 500, { 'content-type': 'application/json' });
      const body = typeof answer?.body === 'string' ? answer.body : JSON.stringify(answer?.body);
      setTimeout(() => response.end(body), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    ...gateway,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}
