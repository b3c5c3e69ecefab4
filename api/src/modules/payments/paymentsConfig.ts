import { createHmac } from 'node:crypto';

export interface BonusTier {
  /** From this amount of rubles on... */
  fromRubles: number;
  /** ...this percent is added (docs/product.md#money: up to 50). */
  percent: number;
}

export interface PaymentsConfig {
  /** The built-in test provider; never on in production. */
  test: { secret: string } | undefined;
  yookassa: { shopId: string; secretKey: string; apiUrl: string; trustedNetworks: string[] } | undefined;
  tbank: { terminalKey: string; password: string; apiUrl: string } | undefined;
  heleket: { merchant: string; apiKey: string; apiUrl: string } | undefined;
  /** Which provider takes a method when several could (PAYMENTS_CARD_PROVIDER=tbank...). */
  preferred: Partial<Record<'card' | 'sbp' | 'crypto', string>>;
  bonusTiers: BonusTier[];
  minRubles: number;
  maxRubles: number;
  /** A pending payment older than this is asked about, then closed as canceled. */
  pendingMinutes: number;
  /** The api's own address for the test provider's notifications (server to server). */
  internalApiUrl: string;
  publicSiteUrl: string;
  /**
   * Every origin the site answers on: the primary one and the region hosts (PUBLIC_SITE_HOSTS). A player
   * comes back from a payment to the one they paid from, and only to one of these.
   */
  siteOrigins: string[];
}

export class PaymentsConfigError extends Error {
  override name = 'PaymentsConfigError';
}

/** YooKassa's published notification sources (yookassa.ru/developers/using-api/webhooks#ip). */
export const YOOKASSA_NETWORKS = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.154.128/25',
  '77.75.156.11/32',
  '77.75.156.35/32',
  '2a02:5180::/32',
];

const DEFAULT_TIERS = '1000:5,3000:10,5000:15,10000:25';

/** `1000:5,3000:10` → tiers sorted by amount; percents above 50 are refused (docs/product.md#money). */
export function parseBonusTiers(raw: string): BonusTier[] {
  if (raw.trim() === '') return [];
  const tiers = raw.split(',').map((part) => {
    const match = /^\s*(\d+)\s*:\s*(\d+)\s*$/.exec(part);
    if (match === null)
      throw new PaymentsConfigError(`PAYMENTS_BONUS_TIERS: "${part}" is not rubles:percent`);
    const tier = { fromRubles: Number(match[1]), percent: Number(match[2]) };
    if (tier.percent > 50)
      throw new PaymentsConfigError('PAYMENTS_BONUS_TIERS: a bonus is at most 50 percent');
    return tier;
  });
  return tiers.sort((a, b) => a.fromRubles - b.fromRubles);
}

/** The bonus of the highest tier the amount reaches, rounded down to whole kopecks. */
export function bonusFor(
  amountKopecks: number,
  tiers: BonusTier[],
): { percent: number; bonusKopecks: number } {
  let percent = 0;
  for (const tier of tiers) if (amountKopecks >= tier.fromRubles * 100) percent = tier.percent;
  return { percent, bonusKopecks: Math.floor((amountKopecks * percent) / 100) };
}

/** `PUBLIC_SITE_HOSTS=https://a.example,https://b.example` → their origins, the primary one first. */
export function parseSiteOrigins(primary: string, extra: string | undefined): string[] {
  const origins = [primary, ...(extra ?? '').split(',')]
    .map((value) => value.trim())
    .filter((value) => value !== '')
    .map((value) => {
      if (!/^https?:\/\//.test(value)) {
        throw new PaymentsConfigError(`PUBLIC_SITE_HOSTS: "${value}" is not an http(s) address`);
      }
      return new URL(value).origin;
    });
  return [...new Set(origins)];
}

const blank = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

/** The payments slice of the environment (docs/manual.md "Money" lists every variable). */
export function loadPaymentsConfig(
  env: NodeJS.ProcessEnv,
  context: {
    production: boolean;
    systemApiToken: string;
    apiHost: string;
    apiPort: number;
    publicSiteUrl: string;
  },
): PaymentsConfig {
  const testFlag = blank(env.PAYMENTS_TEST_PROVIDER);
  const testOn = testFlag === undefined ? !context.production : ['1', 'true', 'yes', 'on'].includes(testFlag);
  if (testOn && context.production) {
    throw new PaymentsConfigError('PAYMENTS_TEST_PROVIDER: the test provider refuses NODE_ENV=production');
  }
  const shopId = blank(env.YOOKASSA_SHOP_ID);
  const secretKey = blank(env.YOOKASSA_SECRET_KEY);
  const terminalKey = blank(env.TBANK_TERMINAL_KEY);
  const password = blank(env.TBANK_PASSWORD);
  const merchant = blank(env.HELEKET_MERCHANT);
  const apiKey = blank(env.HELEKET_API_KEY);
  const host = context.apiHost === '0.0.0.0' ? '127.0.0.1' : context.apiHost;
  return {
    test: testOn
      ? {
          secret:
            blank(env.PAYMENTS_TEST_SECRET) ??
            createHmac('sha256', context.systemApiToken).update('payments-test').digest('hex'),
        }
      : undefined,
    yookassa:
      shopId && secretKey
        ? {
            shopId,
            secretKey,
            apiUrl: blank(env.YOOKASSA_API_URL) ?? 'https://api.yookassa.ru/v3',
            trustedNetworks: blank(env.YOOKASSA_TRUSTED_NETWORKS)?.split(',') ?? YOOKASSA_NETWORKS,
          }
        : undefined,
    tbank:
      terminalKey && password
        ? { terminalKey, password, apiUrl: blank(env.TBANK_API_URL) ?? 'https://securepay.tinkoff.ru/v2' }
        : undefined,
    heleket:
      merchant && apiKey
        ? { merchant, apiKey, apiUrl: blank(env.HELEKET_API_URL) ?? 'https://api.heleket.com/v1' }
        : undefined,
    preferred: Object.fromEntries(
      (['card', 'sbp', 'crypto'] as const).flatMap((method) => {
        const value = blank(env[`PAYMENTS_${method.toUpperCase()}_PROVIDER`]);
        return value === undefined ? [] : [[method, value]];
      }),
    ),
    bonusTiers: parseBonusTiers(env.PAYMENTS_BONUS_TIERS ?? DEFAULT_TIERS),
    minRubles: Number(blank(env.PAYMENTS_MIN_RUBLES) ?? 10),
    maxRubles: Number(blank(env.PAYMENTS_MAX_RUBLES) ?? 700_000),
    pendingMinutes: Number(blank(env.PAYMENTS_PENDING_MINUTES) ?? 60),
    internalApiUrl: blank(env.API_INTERNAL_URL) ?? `http://${host}:${context.apiPort}`,
    publicSiteUrl: context.publicSiteUrl,
    siteOrigins: parseSiteOrigins(context.publicSiteUrl, env.PUBLIC_SITE_HOSTS),
  };
}
