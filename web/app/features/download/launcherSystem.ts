/** The systems the launcher is built for, in the order the page lists them when the visitor's is unknown. */
export const LAUNCHER_SYSTEMS = ['windows', 'linux', 'macos'] as const;
export type LauncherSystem = (typeof LAUNCHER_SYSTEMS)[number];

/**
 * The visitor's system from the user agent, or null when it is none the launcher runs on (a phone, a
 * tablet, an unknown agent). Android says "Linux" and iPads may say "Macintosh", so phones go first.
 */
export function systemOfUserAgent(userAgent: string | null | undefined): LauncherSystem | null {
  if (!userAgent) return null;
  if (/Android|iPhone|iPad|iPod|Mobile/i.test(userAgent)) return null;
  if (/Windows/i.test(userAgent)) return 'windows';
  if (/Mac OS X|Macintosh/i.test(userAgent)) return 'macos';
  if (/Linux|X11|CrOS/i.test(userAgent)) return 'linux';
  return null;
}

/** The visitor's system first, the others after it in their usual order. */
export function systemsInOrder<T extends { system: string }>(
  installers: readonly T[],
  first: LauncherSystem | null,
): T[] {
  if (first === null) return [...installers];
  return [...installers].sort((a, b) => Number(b.system === first) - Number(a.system === first));
}
