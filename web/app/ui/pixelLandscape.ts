/** A small deterministic PRNG (mulberry32): the same seed draws the same art on server and client. */
export function seededRandom(seed: string): () => number {
  let state = 0;
  for (const char of seed) state = (Math.imul(state ^ char.charCodeAt(0), 2654435761) + 1) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface LandscapeColumn {
  /** Height of the ground in blocks, counted from the bottom. */
  ground: number;
  /** Height of the far hills in blocks. */
  hills: number;
}

/** Column heights of a blocky landscape: a smoothed random walk so it reads as hills, not noise. */
export function landscapeColumns(seed: string, columns: number, rows: number): LandscapeColumn[] {
  const random = seededRandom(seed);
  const result: LandscapeColumn[] = [];
  let ground = Math.round(rows * 0.35);
  let hills = Math.round(rows * 0.6);
  for (let x = 0; x < columns; x += 1) {
    ground = clamp(ground + Math.round((random() - 0.5) * 2.2), 2, Math.round(rows * 0.55));
    hills = clamp(hills + Math.round((random() - 0.5) * 2.6), ground + 1, rows - 1);
    result.push({ ground, hills });
  }
  return result;
}

/** A hue for the seed, so each server keeps its own colour everywhere it appears. */
export function seedHue(seed: string): number {
  return Math.floor(seededRandom(`${seed}:hue`)() * 360);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
