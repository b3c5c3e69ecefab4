import { afterAll, beforeAll } from 'vitest';

import { type StartedGateway, startGateway } from './startGateway.js';

/**
 * The built gateway over a stand-in api for one test file: started before its tests, stopped (with the
 * stand-in) after them. Call the returned function inside a test.
 */
export function gatewayForTests(fakeApi: { url: string; close: () => Promise<void> }): () => StartedGateway {
  let gateway: StartedGateway | undefined;
  beforeAll(async () => {
    gateway = await startGateway(fakeApi.url);
  });
  afterAll(async () => {
    await gateway?.close();
    await fakeApi.close();
  });
  return () => {
    if (gateway === undefined) throw new Error('the gateway has not started');
    return gateway;
  };
}
