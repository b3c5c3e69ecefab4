import { landscapeColumns, seedHue } from './pixelLandscape';

export interface PixelLandscapeProps {
  /** Any stable string (a server slug): the same seed always draws the same landscape. */
  seed: string;
  className?: string;
}

const BLOCK = 8;
const COLUMNS = 24;
const ROWS = 10;

/** Decorative block-world art for cards without a cover image. */
export function PixelLandscape({ seed, className }: PixelLandscapeProps) {
  const hue = seedHue(seed);
  const columns = landscapeColumns(seed, COLUMNS, ROWS);
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
      {columns.map(({ hills }, x) => (
        <rect
          key={`h${x}`}
          x={x * BLOCK}
          y={height - hills * BLOCK}
          width={BLOCK}
          height={hills * BLOCK}
          fill={`hsl(${(hue + 20) % 360} 45% 20%)`}
          opacity="0.75"
        />
      ))}
      {columns.map(({ ground }, x) => (
        <g key={`g${x}`}>
          <rect
            x={x * BLOCK}
            y={height - ground * BLOCK}
            width={BLOCK}
            height={ground * BLOCK}
            fill={`hsl(${(hue + 200) % 360} 18% 16%)`}
          />
          <rect
            x={x * BLOCK}
            y={height - ground * BLOCK}
            width={BLOCK}
            height={BLOCK}
            fill={`hsl(${(hue + 110) % 360} 55% 42%)`}
          />
          <rect
            x={x * BLOCK}
            y={height - (ground - 1) * BLOCK}
            width={BLOCK}
            height={BLOCK}
            fill={`hsl(${(hue + 30) % 360} 30% 24%)`}
          />
        </g>
      ))}
    </svg>
  );
}
