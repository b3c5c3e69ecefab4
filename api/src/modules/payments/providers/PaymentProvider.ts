export type PaymentMethod = 'card' | 'sbp' | 'crypto';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['card', 'sbp', 'crypto'];

export type ProviderStatus = 'pending' | 'succeeded' | 'failed' | 'canceled' | 'refunded';

export interface CreatePayment {
  /** Our payment id: the provider's order id and idempotence key. */
  paymentId: string;
  amountKopecks: number;
  method: PaymentMethod;
  description: string;
  returnUrl: string;
  failUrl: string;
  notificationUrl: string;
}

/** A state of one payment as the provider reports it, after the provider's own authentication. */
export interface ProviderEvent {
  providerPaymentId: string;
  /** Our id when the provider echoes it (order id, metadata). */
  paymentId: string | null;
  status: ProviderStatus;
  /** The provider's own word (CONFIRMED, paid, succeeded...). */
  rawStatus: string;
  amountKopecks: number;
  currency: string;
}

export interface IncomingNotification {
  rawBody: string;
  headers: Record<string, string | undefined>;
  /** The sender's address as the api sees it (after trusted proxies). */
  remoteIp: string;
}

export interface Acknowledgement {
  status: number;
  body: string;
  contentType: string;
}

/** The provider refused a notification: a forged signature, an unknown sender, a body it never sent. */
export class NotificationRejected extends Error {
  override name = 'NotificationRejected';
}

/** The provider answered a call with an error or could not be reached. */
export class ProviderCallFailed extends Error {
  override name = 'ProviderCallFailed';
  constructor(
    message: string,
    /** The provider's HTTP status when it answered (404: it has no such payment). */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** One interface for every provider (PROTOCOLS.md §1.5): create, verify a notification, status, refund. */
export interface PaymentProvider {
  readonly id: string;
  readonly methods: ReadonlySet<PaymentMethod>;
  create(payment: CreatePayment): Promise<{ providerPaymentId: string; redirectUrl: string }>;
  /** Authenticates the notification its documented way and returns the states it reports. */
  verifyNotification(notification: IncomingNotification): Promise<ProviderEvent[]>;
  /** What the provider expects back so it stops retrying. */
  acknowledgement(): Acknowledgement;
  fetchStatus(providerPaymentId: string, paymentId: string): Promise<ProviderEvent>;
  refund(input: {
    providerPaymentId: string;
    paymentId: string;
    amountKopecks: number;
    idempotencyKey: string;
  }): Promise<{ status: 'succeeded' | 'pending' }>;
}

/** Kopecks as the "123.45" strings YooKassa and Heleket use. */
export function kopecksToDecimal(kopecks: number): string {
  return `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
}

/** "123.45" → 12345; anything that is not a plain decimal amount is refused. */
export function decimalToKopecks(value: string): number {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (match === null) throw new NotificationRejected(`not an amount: ${value}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** JSON over fetch with a timeout; any non-2xx answer or bad JSON is a ProviderCallFailed. */
export async function callJson(url: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new ProviderCallFailed(`${new URL(url).host} unreachable: ${(error as Error).message}`);
  }
  const text = await response.text();
  if (!response.ok)
    throw new ProviderCallFailed(
      `${new URL(url).host} answered ${response.status}: ${text.slice(0, 300)}`,
      response.status,
    );
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderCallFailed(`${new URL(url).host} answered with something other than JSON`);
  }
}

export function objectOf(value: unknown): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new NotificationRejected('expected a JSON object');
  }
  return value as Record<string, unknown>;
}

export function stringOf(value: unknown, name: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw new NotificationRejected(`missing ${name}`);
}
