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
