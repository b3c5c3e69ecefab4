/** "Firefox 140" / "Windows": what the sessions list shows for a sign-in, read from the user agent. */
export function describeClient(userAgent: string | null | undefined): { browser?: string; system?: string } {
  if (!userAgent) return {};
  return { browser: browserOf(userAgent), system: systemOf(userAgent) };
}

// Order matters: Edge, Opera and Yandex also say "Chrome", and Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/YaBrowser\/(\d+)/, 'Yandex Browser'],
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Chrom(?:e|ium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* .*Safari\//, 'Safari'],
];

function browserOf(userAgent: string): string | undefined {
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1] ?? ''}`.trim();
  }
  return undefined;
}

function systemOf(userAgent: string): string | undefined {
  if (userAgent.includes('Android')) return 'Android';
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'iOS';
  if (userAgent.includes('Windows NT')) return 'Windows';
  if (/Mac OS X|Macintosh/.test(userAgent)) return 'macOS';
  if (userAgent.includes('CrOS')) return 'ChromeOS';
  if (userAgent.includes('Linux')) return 'Linux';
  return undefined;
}
