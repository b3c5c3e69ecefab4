// Values published in this repository (README, docker-compose.yml, tests): anyone can read them, so a
// production api refuses to start with them instead of running with a lock everyone has the key to.
const PUBLISHED_SECRETS = new Set([
  '',
  'dev-system-token',
  'test-system-token',
  'change-me',
  'changeme',
  'lodestone',
  'postgres',
  'password',
  'secret',
]);

/** A system token shorter than this is within reach of guessing; `openssl rand -hex 32` gives 64. */
export const MIN_SYSTEM_TOKEN_LENGTH = 32;

export interface SecretsToCheck {
  systemApiToken: string | undefined;
  databaseUrl: string | undefined;
  captchaSecret: string | undefined;
  seedDemo: boolean;
}

/** The problems that keep a production api from starting, one line each; empty when it may start. */
export function defaultSecretProblems(secrets: SecretsToCheck): string[] {
  const problems: string[] = [];
  const published = (value: string) => PUBLISHED_SECRETS.has(value.toLowerCase());
  if (secrets.systemApiToken !== undefined && published(secrets.systemApiToken)) {
    problems.push('SYSTEM_API_TOKEN: a published default; generate one (openssl rand -hex 32)');
  } else if (
    secrets.systemApiToken !== undefined &&
    secrets.systemApiToken.length < MIN_SYSTEM_TOKEN_LENGTH
  ) {
    problems.push(
      `SYSTEM_API_TOKEN: shorter than ${MIN_SYSTEM_TOKEN_LENGTH} characters; generate one (openssl rand -hex 32)`,
    );
  }
  if (secrets.databaseUrl !== undefined) {
    let password = '';
    try {
      password = decodeURIComponent(new URL(secrets.databaseUrl).password);
    } catch {
      /* the schema already refused a malformed URL */
    }
    if (published(password))
      problems.push('DATABASE_URL: the database password is empty or a published default');
  }
  if (secrets.captchaSecret !== undefined && published(secrets.captchaSecret)) {
    problems.push('CAPTCHA_SECRET: a published default');
  }
  if (secrets.seedDemo) {
    problems.push('SEED_DEMO: the demo accounts have published passwords; seed a production database never');
  }
  return problems;
}
