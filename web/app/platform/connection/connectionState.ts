/**
 * The connection-lost dialog's state (docs/product.md#site): whether the site's server or, in launcher
 * mode, the launcher agent cannot be reached, and whether a "try again" is under way. A pure reducer,
 * so every path through it is tested without a browser.
 */
export interface ConnectionState {
  /** A call ended in NO_CONNECTION, or the browser went offline, and nothing has answered since. */
  serverLost: boolean;
  /** The launcher agent's socket closed and has not reopened (launcher mode only). */
  agentLost: boolean;
  /** "Try again" was pressed and its calls have not all settled. */
  retrying: boolean;
}

export type ConnectionEvent =
  | 'call-failed'
  | 'call-succeeded'
  | 'offline'
  | 'online'
  | 'agent-lost'
  | 'agent-back'
  | 'retry-started'
  | 'retry-finished';

export const CONNECTION_OK: ConnectionState = { serverLost: false, agentLost: false, retrying: false };

export function nextConnectionState(state: ConnectionState, event: ConnectionEvent): ConnectionState {
  switch (event) {
    case 'call-failed':
    case 'offline':
      return state.serverLost ? state : { ...state, serverLost: true };
    // An answer from the server (an error with a body counts) or the browser's "online" closes the
    // dialog; if the server is still away, the next failed call opens it again.
    case 'call-succeeded':
    case 'online':
      return state.serverLost ? { ...state, serverLost: false } : state;
    case 'agent-lost':
      return state.agentLost ? state : { ...state, agentLost: true };
    case 'agent-back':
      return state.agentLost ? { ...state, agentLost: false } : state;
    case 'retry-started':
      return state.retrying ? state : { ...state, retrying: true };
    case 'retry-finished':
      return state.retrying ? { ...state, retrying: false } : state;
  }
}

/** What the one dialog says: the server first (nothing works without it), then the launcher agent. */
export function lostConnection(state: ConnectionState): 'server' | 'agent' | null {
  if (state.serverLost) return 'server';
  if (state.agentLost) return 'agent';
  return null;
}
