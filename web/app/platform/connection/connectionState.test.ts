import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  CONNECTION_OK,
  lostConnection,
  nextConnectionState,
  type ConnectionEvent,
  type ConnectionState,
} from './connectionState';

const EVENTS: readonly ConnectionEvent[] = [
  'call-failed',
  'call-succeeded',
  'offline',
  'online',
  'agent-lost',
  'agent-back',
  'retry-started',
  'retry-finished',
];

const run = (events: readonly ConnectionEvent[]): ConnectionState =>
  events.reduce(nextConnectionState, CONNECTION_OK);

describe('nextConnectionState', () => {
  it('opens the dialog on a failed call or going offline, and closes it on an answer or coming online', () => {
    expect(lostConnection(run(['call-failed']))).toBe('server');
    expect(lostConnection(run(['offline']))).toBe('server');
    expect(lostConnection(run(['call-failed', 'call-succeeded']))).toBeNull();
    expect(lostConnection(run(['offline', 'online']))).toBeNull();
  });

  it('stays open through a storm of failed calls and closes on the first answer', () => {
    const storm: ConnectionEvent[] = Array.from({ length: 50 }, () => 'call-failed');
    expect(lostConnection(run(storm))).toBe('server');
    expect(lostConnection(run([...storm, 'call-succeeded']))).toBeNull();
  });

  it('names the server before the launcher agent, and the agent once the server is back', () => {
    expect(lostConnection(run(['agent-lost']))).toBe('agent');
    expect(lostConnection(run(['agent-lost', 'call-failed']))).toBe('server');
    expect(lostConnection(run(['agent-lost', 'call-failed', 'online']))).toBe('agent');
    expect(lostConnection(run(['agent-lost', 'agent-back']))).toBeNull();
  });

  it('keeps "try again" busy from its start to its end, whatever the calls report meanwhile', () => {
    expect(run(['call-failed', 'retry-started', 'call-failed']).retrying).toBe(true);
    expect(run(['call-failed', 'retry-started', 'call-succeeded', 'retry-finished'])).toEqual(CONNECTION_OK);
  });

  it('the server part follows the last server event; the agent part the last agent event', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...EVENTS), { maxLength: 40 }), (events) => {
        const state = run(events);
        const lastServer = events.findLast((event) =>
          ['call-failed', 'call-succeeded', 'offline', 'online'].includes(event),
        );
        const lastAgent = events.findLast((event) => event === 'agent-lost' || event === 'agent-back');
        expect(state.serverLost).toBe(lastServer === 'call-failed' || lastServer === 'offline');
        expect(state.agentLost).toBe(lastAgent === 'agent-lost');
      }),
    );
  });

  it('returns the same state object when an event changes nothing, so listeners are not woken', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...EVENTS), { maxLength: 20 }),
        fc.constantFrom(...EVENTS),
        (events, event) => {
          const state = run(events);
          const next = nextConnectionState(state, event);
          if (JSON.stringify(next) === JSON.stringify(state)) expect(next).toBe(state);
        },
      ),
    );
  });
});
