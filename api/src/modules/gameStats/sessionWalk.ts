/** Seconds of [start, end) falling on each UTC day. */
export function splitByUtcDay(start: Date, end: Date): { day: string; seconds: number }[] {
  const parts: { day: string; seconds: number }[] = [];
  let cursor = start.getTime();
  const stop = end.getTime();
  while (cursor < stop) {
    const nextMidnight = (Math.floor(cursor / 86_400_000) + 1) * 86_400_000;
    const until = Math.min(nextMidnight, stop);
    const seconds = Math.round((until - cursor) / 1000);
    if (seconds > 0) parts.push({ day: new Date(cursor).toISOString().slice(0, 10), seconds });
    cursor = until;
  }
  return parts;
}

export interface OpenSession {
  /** Absent for a session opened in this batch. */
  id?: number;
  startedAt: Date;
}

export interface SessionChanges {
  closedStored: { id: number; endedAt: Date }[];
  closedNew: { playerId: number; startedAt: Date; endedAt: Date }[];
  stillOpenNew: { playerId: number; startedAt: Date }[];
  playtime: Map<string, { playerId: number; day: string; seconds: number }>;
}

export type SessionStep =
  { kind: 'join' | 'leave'; at: Date; playerId: number } | { kind: 'present'; at: Date; playerIds: number[] };

/**
 * Replays joins, leaves and heartbeat player lists (in time order) over the server's open sessions.
 * A second join closes the first session (its leave was lost); a heartbeat closes the sessions of
 * players it no longer lists and opens sessions for players it lists without one.
 */
export function walkSessions(open: Map<number, OpenSession>, steps: SessionStep[]): SessionChanges {
  const changes: SessionChanges = { closedStored: [], closedNew: [], stillOpenNew: [], playtime: new Map() };
  const close = (playerId: number, at: Date) => {
    const session = open.get(playerId);
    if (session === undefined) return;
    open.delete(playerId);
    const endedAt = at < session.startedAt ? session.startedAt : at;
    if (session.id === undefined) changes.closedNew.push({ playerId, startedAt: session.startedAt, endedAt });
    else changes.closedStored.push({ id: session.id, endedAt });
    for (const part of splitByUtcDay(session.startedAt, endedAt)) {
      const key = `${playerId}:${part.day}`;
      const row = changes.playtime.get(key);
      if (row === undefined) changes.playtime.set(key, { playerId, day: part.day, seconds: part.seconds });
      else row.seconds += part.seconds;
    }
  };
  for (const step of steps) {
    if (step.kind === 'present') {
      const present = new Set(step.playerIds);
      for (const playerId of [...open.keys()]) if (!present.has(playerId)) close(playerId, step.at);
      for (const playerId of present) if (!open.has(playerId)) open.set(playerId, { startedAt: step.at });
    } else {
      close(step.playerId, step.at);
      if (step.kind === 'join') open.set(step.playerId, { startedAt: step.at });
    }
  }
  for (const [playerId, session] of open) {
    if (session.id === undefined) changes.stillOpenNew.push({ playerId, startedAt: session.startedAt });
  }
  return changes;
}
