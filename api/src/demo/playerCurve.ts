/**
 * A plausible online count for a demo game server at a moment: a daily wave that peaks in the Moscow
 * evening (about 18:00 UTC), scaled to the server's size, with a little noise. Pure, so it is testable.
 */
export function demoOnline(maxPlayers: number, at: Date, noise: number): number {
  const hours = at.getUTCHours() + at.getUTCMinutes() / 60;
  const daily = 0.5 + 0.35 * Math.cos(((hours - 18) / 24) * 2 * Math.PI);
  const jitter = 1 + (noise - 0.5) * 0.1;
  return Math.max(0, Math.min(maxPlayers, Math.round(maxPlayers * daily * jitter)));
}

const DAY_MS = 86_400_000;

/**
 * Weekly and seasonal shape on top of the daily wave: weekends a little busier, and a spike after each
 * wipe (the first day of every third month) that fades over two weeks.
 */
export function seasonalFactor(at: Date): number {
  const weekday = at.getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 1.12 : 1;
  const wipeMonth = Math.floor(at.getUTCMonth() / 3) * 3;
  const wipe = Date.UTC(at.getUTCFullYear(), wipeMonth, 1);
  const daysSinceWipe = (at.getTime() - wipe) / DAY_MS;
  const boost = 1 + 0.6 * Math.exp(-daysSinceWipe / 5);
  return (weekend * boost) / 1.35;
}

/** The daily wave with its weekly and wipe shape, still within 0..maxPlayers. */
export function demoOnlineSeasonal(maxPlayers: number, at: Date, noise: number): number {
  return Math.min(maxPlayers, Math.round(demoOnline(maxPlayers, at, noise) * seasonalFactor(at)));
}

/** Nicknames of a demo server's regulars; the demo accounts play on the first server. */
export function demoNicknames(serverIndex: number, count: number): string[] {
  const stems = [
    'Miner',
    'Crafter',
    'Redstone',
    'Wizard',
    'Ranger',
    'Smith',
    'Nomad',
    'Builder',
    'Alchemist',
    'Scout',
  ];
  const names = Array.from({ length: count }, (_, index) => {
    const stem = stems[(index + serverIndex * 3) % stems.length] ?? 'Player';
    return `${stem}_${serverIndex}${String(index).padStart(3, '0')}`;
  });
  return serverIndex === 0 ? ['steve', 'editor', 'admin', ...names] : names;
}

/** A small deterministic random source, so the seeded year is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}
