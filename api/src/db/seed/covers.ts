import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { DocumentRow } from '../schema/documents.js';

type ColorScheme = DocumentRow['colorScheme'];

const palettes: Record<ColorScheme, [string, string, string]> = {
  blue: ['#0b1e4a', '#1f6feb', '#7cc4ff'],
  green: ['#0a2a1c', '#1f9d55', '#9be15d'],
  purple: ['#1d0b3a', '#7b3fe4', '#e0a3ff'],
  orange: ['#2d1303', '#e8590c', '#ffd43b'],
  red: ['#2b0710', '#d6336c', '#ff8787'],
  teal: ['#042a2b', '#0ca678', '#63e6be'],
};

/** Deterministic per slug, so a re-seed writes the same picture. */
function random(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507);
    state = Math.imul(state ^ (state >>> 13), 3266489909);
    state ^= state >>> 16;
    return (state >>> 0) / 4294967296;
  };
}

/** An isometric block: the game's building unit, drawn as three shaded faces. */
function block(x: number, y: number, size: number, color: string, opacity: number): string {
  const h = size / 2;
  const top = `${x},${y} ${x + size},${y + h} ${x},${y + size} ${x - size},${y + h}`;
  const left = `${x - size},${y + h} ${x},${y + size} ${x},${y + size * 2} ${x - size},${y + h + size}`;
  const right = `${x + size},${y + h} ${x},${y + size} ${x},${y + size * 2} ${x + size},${y + h + size}`;
  return [
    `<g opacity="${opacity.toFixed(2)}">`,
    `<polygon points="${top}" fill="${color}" fill-opacity="0.95"/>`,
    `<polygon points="${left}" fill="${color}" fill-opacity="0.6"/>`,
    `<polygon points="${right}" fill="${color}" fill-opacity="0.35"/>`,
    '</g>',
  ].join('');
}

export function coverSvg(slug: string, scheme: ColorScheme): string {
  const [dark, mid, light] = palettes[scheme];
  const next = random(slug);
  const blocks = Array.from({ length: 9 }, () => {
    const size = 30 + next() * 70;
    return block(
      80 + next() * 1040,
      60 + next() * 420,
      size,
      next() > 0.5 ? mid : light,
      0.25 + next() * 0.6,
    );
  });
  const stars = Array.from({ length: 40 }, () => {
    const r = (0.8 + next() * 2.2).toFixed(1);
    return `<circle cx="${(next() * 1200).toFixed(0)}" cy="${(next() * 630).toFixed(0)}" r="${r}" fill="${light}" fill-opacity="${(0.2 + next() * 0.6).toFixed(2)}"/>`;
  });
  const glowX = (300 + next() * 600).toFixed(0);
  const glowY = (150 + next() * 300).toFixed(0);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
<radialGradient id="glow" cx="${glowX}" cy="${glowY}" r="420" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${light}" stop-opacity="0.55"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>
<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="${dark}" stop-opacity="0"/><stop offset="1" stop-color="${dark}" stop-opacity="0.85"/></linearGradient>
</defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<rect width="1200" height="630" fill="url(#glow)"/>
${stars.join('\n')}
${blocks.join('\n')}
<path d="M0 520 Q300 450 600 510 T1200 480 V630 H0 Z" fill="${dark}" fill-opacity="0.55"/>
<rect width="1200" height="630" fill="url(#fade)"/>
</svg>
`;
}

/** Writes DATA_DIR/uploads/covers/<slug>.svg and returns the path the site serves it at. */
export async function writeCover(dataDir: string, slug: string, scheme: ColorScheme): Promise<string> {
  const folder = path.join(dataDir, 'uploads', 'covers');
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, `${slug}.svg`), coverSvg(slug, scheme));
  return `/uploads/covers/${slug}.svg`;
}
