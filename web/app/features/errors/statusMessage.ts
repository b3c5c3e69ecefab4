/** Statuses with a translated reason phrase (`errors:statusMessage.*`, RFC 9110 wording). */
export const KNOWN_STATUSES = [400, 401, 403, 404, 408, 409, 410, 413, 429, 500, 502, 503, 504] as const;
export type KnownStatus = (typeof KNOWN_STATUSES)[number];

export function isKnownStatus(status: number): status is KnownStatus {
  return (KNOWN_STATUSES as readonly number[]).includes(status);
}

/** A status from a query string: an error status (400..599) or the default 500. */
export function errorStatusFromQuery(value: string | null): number {
  const status = Number(value);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}
