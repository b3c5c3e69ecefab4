import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AgentMessage } from '../agent/agentContract.js';
import { AgentSettings } from '../agent/agentSettings.js';
import { createAgentServer, type AgentServer } from '../agent/createAgentServer.js';
import { FakeClientServer } from '../testing/fakeClientServer.js';
import { watchAgentSocket } from '../testing/watchAgentSocket.js';
import { findJava } from './findJava.js';

// A tiny game: prints its JVM flags and a few lines, then exits (or "crashes" like an out-of-memory game).
const source = `
public class Main {
  public static void main(String[] args) {
    System.out.println("flags " + java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments());
    for (int i = 1; i <= 3; i++) System.out.println("tick " + i);
    if (args.length > 0 && args[0].equals("crash")) {
      System.err.println("Exception in thread \\"main\\" java.lang.OutOfMemoryError: Java heap space");
      System.exit(3);
    }
  }
}
`;
const siteOrigin = 'http://localhost:3000';
const secret = 'jvm-secret';
const uuid = '22222222-3333-5444-8555-666666666666';
let api: FakeClientServer;
let agent: AgentServer;
let work = '';
let base = '';

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'jvm-'));
  await writeFile(path.join(work, 'Main.java'), source);
  execFileSync('javac', ['--release', '8', '-d', work, path.join(work, 'Main.java')], { stdio: 'ignore' });
  api = new FakeClientServer(
    uuid,
    [{ path: 'classes/Main.class', bytes: await readFile(path.join(work, 'Main.class')) }],
    {
      mainClass: 'Main',
      classpath: ['classes'],
    },
  );
  await api.start();
  const settings = await AgentSettings.open(path.join(work, 'data'));
  await settings.update({ logDisplayEnabled: true, memory: 1024, jvmFlags: '-Dlodestone.test=yes' });
  agent = createAgentServer({
    version: '1',
    siteOrigin,
    secret,
    apiUrl: api.base,
    settings,
    dataFolder: path.join(work, 'data'),
  });
  await new Promise<void>((resolve) => agent.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(agent.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await agent.close();
  await api.close();
  await rm(work, { recursive: true, force: true });
});

async function play(): Promise<AgentMessage[]> {
  const watch = await watchAgentSocket(base, secret, siteOrigin);
  const response = await fetch(`${base}/launch`, {
    method: 'POST',
    headers: { origin: siteOrigin, 'x-agent-secret': secret },
    body: JSON.stringify({ uuid }),
  });
  expect(response.status).toBe(202);
  await watch.launchOver;
  watch.close();
  return watch.messages;
}

describe('a real JVM', () => {
  it('starts the installed client with the memory flag, streams its lines and sees it exit', async () => {
    const messages = await play();
    const rows = messages.flatMap((message) => (message.type === 'logs' ? message.rows : []));
    expect(rows.find((row) => row.startsWith('flags'))).toMatch(/-Xmx1024M.*-Dlodestone\.test=yes/);
    expect(rows).toEqual(expect.arrayContaining(['tick 1', 'tick 2', 'tick 3', '< exit 0']));
    expect(messages.filter((message) => message.type === 'error')).toEqual([]);
    expect(messages.at(-1)).toEqual({ type: 'state', status: 'idle', launchedUuid: null });
  });

  it('explains a crash in plain words with the last lines', async () => {
    api.manifest.gameArgs = ['crash'];
    const messages = await play();
    const error = messages.find((message) => message.type === 'error');
    expect(error?.error.error_message).toMatch(/ran out of memory[\s\S]*OutOfMemoryError/);
  });

  it('finds the installed Java and says plainly when none fits', async () => {
    expect(
      (await findJava({ configured: '/nowhere/java', env: {}, required: 8 })).major,
    ).toBeGreaterThanOrEqual(8);
    await expect(
      findJava({ configured: '/nowhere/java', env: { JAVA_HOME: '/nowhere' }, required: 99 }),
    ).rejects.toThrow(/Java 99 or newer was not found .*JAVA_HOME/);
  });
});
