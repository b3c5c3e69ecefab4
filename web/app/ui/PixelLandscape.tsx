import { landscapeColumns, seedHue } from './pixelLandscape';

export interface PixelLandscapeProps {
  /** Any stable string (a server slug): the same seed always draws the same landscape. */
  seed: string;
  className?: string;
}

const BLOCK = 8;
const COLUMNS = 24;
const ROWS = 10;

/** One block-column rectangle as path commands: a layer of 24 columns is one `<path>`, not 24 elements. */
function column(x: number, top: number, blocks: number): string {
  return `M${x * BLOCK} ${top}h${BLOCK}v${blocks * BLOCK}h-${BLOCK}z`;
}

interface Layers {
  hills: string;
  ground: string;
  grass: string;
  dirt: string;
}

// The same seed always draws the same art: computed once per server, not on every render.
const layersBySeed = new Map<string, Layers>();

function layersFor(seed: string): Layers {
  let layers = layersBySeed.get(seed);
  if (layers === undefined) {
    const height = ROWS * BLOCK;
    const columns = landscapeColumns(seed, COLUMNS, ROWS);
    layers = {
      hills: columns.map(({ hills }, x) => column(x, height - hills * BLOCK, hills)).join(''),
      ground: columns.map(({ ground }, x) => column(x, height - ground * BLOCK, ground)).join(''),
      grass: columns.map(({ ground }, x) => column(x, height - ground * BLOCK, 1)).join(''),
      dirt: columns.map(({ ground }, x) => column(x, height - (ground - 1) * BLOCK, 1)).join(''),
    };
    layersBySeed.set(seed, layers);
  }
  return layers;
}

/**
 * Decorative block-world art for cards without a cover image. Each colour is one path (7 elements in
 * all instead of about a hundred): the home page's HTML and its server render were paying for every
 * block as an element (docs/performance.md).
 */
export function PixelLandscape({ seed, className }: PixelLandscapeProps) {
  const hue = seedHue(seed);
  const layers = layersFor(seed);
  const width = COLUMNS * BLOCK;
  const height = ROWS * BLOCK;
  const gradientId = `sky-${seed}`;

  return (
    <svg
      className={className}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMax slice"
      shapeRendering="crispEdges"
      aria-hidden
      focusable="false"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0.4" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 70% 22%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 40) % 360} 75% 48%)`} />
        </linearGradient>
      </defs>
      <rect width={width} height={height} fill={`url(#${gradientId})`} />
      <rect
        x={width - 5 * BLOCK}
        y={BLOCK}
        width={BLOCK * 2}
        height={BLOCK * 2}
        fill={`hsl(${(hue + 60) % 360} 90% 80%)`}
        opacity="0.85"
      />
      <path d={layers.hills} fill={`hsl(${(hue + 20) % 360} 45% 20%)`} opacity="0.75" />
      <path d={layers.ground} fill={`hsl(${(hue + 200) % 360} 18% 16%)`} />
      <path d={layers.grass} fill={`hsl(${(hue + 110) % 360} 55% 42%)`} />
      <path d={layers.dirt} fill={`hsl(${(hue + 30) % 360} 30% 24%)`} />
    </svg>
  );
}
