import type { TFunction } from 'i18next';

/**
 * The api writes a delivery event's detail as a short English note for the log ("attempt 2: answered",
 * modules/delivery). Staff read it in their language: the known shapes are translated, and only the
 * technical cause a game server or socket gave (in brackets) stays as it came.
 */
type DetailKey =
  'attempt' | 'answered' | 'notSentRetry' | 'notSentGiveUp' | 'noAnswer' | 'apiStopped' | 'noneSent';

const SHAPES: { pattern: RegExp; key: DetailKey }[] = [
  { pattern: /^attempt (\d+)$/, key: 'attempt' },
  { pattern: /^attempt (\d+): answered$/, key: 'answered' },
  { pattern: /^attempt (\d+): not sent \((.*)\); will retry$/, key: 'notSentRetry' },
  { pattern: /^attempt (\d+): not sent \((.*)\); no more tries$/, key: 'notSentGiveUp' },
  { pattern: /^attempt (\d+): sent, no answer \((.*)\)$/, key: 'noAnswer' },
  { pattern: /^attempt (\d+): sent, the api stopped before the answer$/, key: 'apiStopped' },
  { pattern: /^(\d+) attempts, none sent$/, key: 'noneSent' },
];

export function deliveryEventDetail(detail: string, t: TFunction<'store'>): string {
  for (const { pattern, key } of SHAPES) {
    const match = pattern.exec(detail);
    if (match === null) continue;
    const count = Number(match[1]);
    return t(`eventDetails.${key}`, { count, attempt: count, cause: match[2] ?? '' });
  }
  return detail;
}
