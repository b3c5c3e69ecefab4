import { Type } from 'typebox';

export const CaptchaChallenge = Type.Object(
  {
    provider: Type.Enum(['pow', 'recaptcha', 'turnstile', 'none'], { type: 'string' }),
    siteKey: Type.Union([Type.String(), Type.Null()], { description: 'reCAPTCHA / Turnstile site key' }),
    challenge: Type.Union([Type.String(), Type.Null()], {
      description:
        'Proof of work: find a nonce so that SHA-256(challenge + ":" + nonce) starts with `difficulty` zero bits; send `challenge:nonce`',
    }),
    difficulty: Type.Union([Type.Integer(), Type.Null()]),
  },
  { $id: 'CaptchaChallenge', title: 'CaptchaChallenge' },
);

export const captchaSchemas = [CaptchaChallenge];
