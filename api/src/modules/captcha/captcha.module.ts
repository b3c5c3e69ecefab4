import { createHmac } from 'node:crypto';

import { Type } from 'typebox';

import { CaptchaVerifier } from '../../platform/captcha/CaptchaVerifier.js';
import { captchaProviders, type CaptchaConfig } from '../../platform/captcha/captchaConfig.js';
import { defineModule } from '../../platform/modules/contract.js';
import { envSlice, invalidEnvironment } from '../../platform/modules/environment.js';
import { captchaRoutes } from './captcha.routes.js';
import { captchaSchemas } from './captcha.schemas.js';

declare module '../../platform/modules/ports.js' {
  interface Ports {
    /** Checks the captcha answer of sign-up, sign-in and recovery forms. */
    captcha: CaptchaVerifier;
  }
}

declare module '../../platform/modules/settings.js' {
  interface ModuleSettings {
    captcha: CaptchaConfig;
  }
}

/** Absent (tests, the OpenAPI export): no captcha. main.ts always passes the configured one. */
const NO_CAPTCHA: CaptchaConfig = {
  provider: 'none',
  secret: 'unused',
  siteKey: undefined,
  verifyUrl: undefined,
  powDifficulty: 1,
};

const captchaEnv = envSlice({
  variables: {
    CAPTCHA_PROVIDER: Type.Enum([...captchaProviders], { default: 'pow' }),
    CAPTCHA_SECRET: Type.Optional(Type.String({ minLength: 8 })),
    CAPTCHA_SITE_KEY: Type.Optional(Type.String()),
    CAPTCHA_VERIFY_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
    CAPTCHA_POW_DIFFICULTY: Type.Integer({ minimum: 1, maximum: 32, default: 16 }),
  },
  settings: (env, core) => {
    if (core.production && env.CAPTCHA_PROVIDER === 'none')
      throw invalidEnvironment('CAPTCHA_PROVIDER: none is for local tests, not production');
    const external = env.CAPTCHA_PROVIDER === 'recaptcha' || env.CAPTCHA_PROVIDER === 'turnstile';
    if (external && (env.CAPTCHA_SECRET === undefined || env.CAPTCHA_SITE_KEY === undefined))
      throw invalidEnvironment(
        `CAPTCHA_SECRET, CAPTCHA_SITE_KEY: required with CAPTCHA_PROVIDER=${env.CAPTCHA_PROVIDER}`,
      );
    return {
      captcha: {
        provider: env.CAPTCHA_PROVIDER,
        // Proof-of-work challenges are signed with a key derived from the system token unless one is set.
        secret:
          env.CAPTCHA_SECRET ?? createHmac('sha256', core.systemApiToken).update('captcha').digest('hex'),
        siteKey: env.CAPTCHA_SITE_KEY,
        verifyUrl: env.CAPTCHA_VERIFY_URL,
        powDifficulty: env.CAPTCHA_POW_DIFFICULTY,
      },
    };
  },
});

/** The captcha of forms: proof of work by default, reCAPTCHA or Turnstile when configured. */
export const captchaModule = defineModule({
  name: 'captcha',
  schemas: captchaSchemas,
  env: captchaEnv,
  services: ({ db, clock, config }) => ({
    ports: { captcha: new CaptchaVerifier(config.captcha ?? NO_CAPTCHA, db, clock) },
  }),
  routes: {
    website: async (app, _own, { ports }) => {
      await app.register(captchaRoutes, { captcha: ports.captcha });
    },
  },
});
