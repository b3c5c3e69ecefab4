export const captchaProviders = ['pow', 'recaptcha', 'turnstile', 'none'] as const;
export type CaptchaProvider = (typeof captchaProviders)[number];

export interface CaptchaConfig {
  provider: CaptchaProvider;
  /** HMAC key of proof-of-work challenges; the secret key of reCAPTCHA / Turnstile. */
  secret: string;
  /** The public key the page needs for reCAPTCHA / Turnstile. */
  siteKey: string | undefined;
  /** siteverify endpoint; defaults to the provider's own. */
  verifyUrl: string | undefined;
  /** Leading zero bits a proof-of-work solution must have. */
  powDifficulty: number;
}

export const DEFAULT_VERIFY_URLS: Record<'recaptcha' | 'turnstile', string> = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};
