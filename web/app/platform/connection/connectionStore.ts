import {
  CONNECTION_OK,
  nextConnectionState,
  type ConnectionEvent,
  type ConnectionState,
} from './connectionState';

// One state per page: the Apollo link reports calls into it, the dialog reads it. Unchanged states
// are the same object, so a storm of failed calls re-renders nothing after the first.
let state: ConnectionState = CONNECTION_OK;
const listeners = new Set<() => void>();

export const connectionStore = {
  report: (event: ConnectionEvent): void => {
    const next = nextConnectionState(state, event);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  },
  snapshot: (): ConnectionState => state,
  serverSnapshot: (): ConnectionState => CONNECTION_OK,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
