/** The MOTD panel's background (Motd.module.css `.motd`): the game's dark list, in both schemes. */
export const MOTD_PANEL = '#1b1b22';

/** WCAG's minimum for text of the MOTD's size (AA, under 18.66 px bold / 24 px). */
export const MOTD_MIN_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

function rgbOf(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function hexOf(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2's relative luminance of an sRGB colour. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(rgbOf(a)), luminance(rgbOf(b))].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const mix = (rgb: Rgb, towardWhite: number): Rgb =>
  rgb.map((channel) => channel + (255 - channel) * towardWhite) as unknown as Rgb;

const readable = new Map<string, string>();

/**
 * A server's colour as drawn on the MOTD panel: unchanged when it reads at 4.5:1, otherwise lightened
 * toward white just enough, so its hue stays. The game draws dark blue or dark purple with a shadow on a
 * textured background; on the flat panel they would be unreadable (2.7:1 for dark purple).
 */
export function readableOnMotdPanel(hex: string): string {
  const known = readable.get(hex);
  if (known !== undefined) return known;
  const rgb = rgbOf(hex);
  let result = hex;
  if (contrastRatio(hex, MOTD_PANEL) < MOTD_MIN_CONTRAST) {
    // Contrast grows with the mix; the least mix that reads is found by halving (white reads at 16:1).
    let low = 0;
    let high = 1;
    for (let step = 0; step < 12; step += 1) {
      const middle = (low + high) / 2;
      if (contrastRatio(hexOf(mix(rgb, middle)), MOTD_PANEL) >= MOTD_MIN_CONTRAST) high = middle;
      else low = middle;
    }
    // Each step judges the colour as drawn (whole channels), so `high` always reads: a mix that did, or
    // white itself.
    result = hexOf(mix(rgb, high));
  }
  if (readable.size < 256) readable.set(hex, result);
  return result;
}
