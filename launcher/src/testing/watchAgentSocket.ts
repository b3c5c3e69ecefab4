import WebSocket from 'ws';

import { AGENT_SOCKET_PROTOCOL, type AgentMessage } from '../agent/agentContract.js';

export interface AgentSocketWatch {
  /** The raw texts, `hello` included. */
  texts: string[];
  messages: AgentMessage[];
  /** Settles when the agent says idle again after a launch began. */
  launchOver: Promise<void>;
  close: () => void;
}

/** Opens the agent's WebSocket the way the page does and records what it pushes. */
export async function watchAgentSocket(
  base: string,
  secret: string,
  origin: string,
): Promise<AgentSocketWatch> {
  const socket = new WebSocket(base.replace('http', 'ws'), [AGENT_SOCKET_PROTOCOL, secret], { origin });
  const texts: string[] = [];
  const messages: AgentMessage[] = [];
  let started = false;
  const launchOver = new Promise<void>((resolve) => {
    socket.on('message', (data: Buffer) => {
      const text = data.toString();
      texts.push(text);
      if (text === 'hello') return;
      const message = JSON.parse(text) as AgentMessage;
      messages.push(message);
      if (message.type !== 'state') return;
      if (message.status !== 'idle') started = true;
      else if (started) resolve();
    });
  });
  await new Promise((resolve) => socket.on('open', resolve));
  return {
    texts,
    messages,
    launchOver,
    close: () => {
      socket.close();
    },
  };
}
