/** Parts of the time left until a temporary ban ends, for the launcher's live timer (never negative). */
export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  over: boolean;
}

export function banCountdown(endsAt: string, now: number): Countdown {
  // Rounded up: `over` only once the end has really passed (the server would still list the ban before).
  const left = Math.max(0, Math.ceil((Date.parse(endsAt) - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    over: left === 0,
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** `3d 04:05:06` shape: days (a translated unit) only when there are any. */
export function clockText(countdown: Countdown): string {
  return `${two(countdown.hours)}:${two(countdown.minutes)}:${two(countdown.seconds)}`;
}
