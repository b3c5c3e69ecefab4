/** What the statistics tab of a profile shows, read from its URL: the server switch and the chart's span. */

export const PLAYTIME_PERIODS = ['1m', '3m', '6m', '1y', '3y', '5y', 'max'] as const;
export type PlaytimePeriodName = (typeof PLAYTIME_PERIODS)[number];
export const PLAYTIME_RESOLUTIONS = ['day', 'week', 'month'] as const;
export type PlaytimeResolutionName = (typeof PLAYTIME_RESOLUTIONS)[number];
/** The period switch's extra choice: a custom range through playtime-range. */
export const RANGE = 'range';

export type PlaytimeSpan =
  | { kind: 'period'; period: PlaytimePeriodName }
  | { kind: 'range'; from: string; to: string; resolution: PlaytimeResolutionName; valid: boolean };

export interface PlayerFiguresView {
  /** A server slug, or null for every server. */
  server: string | null;
  span: PlaytimeSpan;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SLUG = /^[a-z0-9-]{1,64}$/;
const DEFAULT_RANGE_DAYS = 30;

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

function dayOr(value: string | null, fallback: string): string {
  return value !== null && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : fallback;
}

export function playerFiguresView(search: URLSearchParams, today: Date): PlayerFiguresView {
  const serverParam = search.get('server');
  const server = serverParam !== null && SLUG.test(serverParam) ? serverParam : null;
  const period = search.get('period');
  if (period === RANGE) {
    const to = dayOr(search.get('to'), utcDay(today));
    const from = dayOr(
      search.get('from'),
      utcDay(new Date(today.getTime() - DEFAULT_RANGE_DAYS * 86_400_000)),
    );
    const resolution = PLAYTIME_RESOLUTIONS.find((value) => value === search.get('resolution')) ?? 'day';
    return { server, span: { kind: 'range', from, to, resolution, valid: from <= to } };
  }
  return {
    server,
    span: { kind: 'period', period: PLAYTIME_PERIODS.find((value) => value === period) ?? '1m' },
  };
}

/** The URL parameters of a view, leaving out defaults so a plain profile link stays plain. */
export function playerFiguresSearch(view: PlayerFiguresView): Record<string, string> {
  const params: Record<string, string> = {};
  if (view.server !== null) params.server = view.server;
  if (view.span.kind === 'range') {
    params.period = RANGE;
    params.from = view.span.from;
    params.to = view.span.to;
    params.resolution = view.span.resolution;
  } else if (view.span.period !== '1m') params.period = view.span.period;
  return params;
}
