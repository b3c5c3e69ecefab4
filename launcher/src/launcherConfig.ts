import { defaultDataFolder } from './agent/agentSettings.js';

/**
 * The launcher's configuration, read from the environment once at start and checked at once: a bad
 * variable stops the process with every problem named. Two processes read it: the agent run alone
 * (`npm run agent -w launcher`) and the Electron shell, whose SITE_URL and API_URL are baked in at
 * packaging time. Every variable is listed in the repository's `.env.example`
 * (scripts/environment.test.mjs).
 */
export type EnvSource = Readonly<Record<string, string | undefined>>;

export class LauncherConfigError extends Error {
  override name = 'LauncherConfigError';
}

export interface AgentConfig {
  port: number;
  /** The site whose pages may talk to the agent. */
  siteOrigin: string;
  apiUrl: string;
  dataFolder: string;
  /** AGENT_SECRET: fixed for tests and development; a fresh one per start otherwise. */
  secret: string | undefined;
}

export interface ShellConfig {
  siteUrl: string;
  siteOrigin: string;
  apiUrl: string;
}

class Reader {
  readonly problems: string[] = [];
  constructor(private readonly env: EnvSource) {}

  text(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  }

  url(name: string, fallback: string): string {
    const value = this.text(name) ?? fallback;
    if (/^https?:\/\/[^/]+/.test(value)) return value.replace(/\/+$/, '');
    this.problems.push(`${name}: an http(s) address expected, got "${value}"`);
    return fallback;
  }

  port(name: string, fallback: number): number {
    const value = this.text(name);
    if (value === undefined) return fallback;
    const number = Number(value);
    if (Number.isInteger(number) && number >= 1 && number <= 65535) return number;
    this.problems.push(`${name}: a port number expected, got "${value}"`);
    return fallback;
  }

  done<Config>(config: Config): Config {
    if (this.problems.length > 0)
      throw new LauncherConfigError(
        `Invalid environment:\n${this.problems.map((line) => `  ${line}`).join('\n')}`,
      );
    return config;
  }
}

export function readAgentConfig(env: EnvSource, platform: NodeJS.Platform, home: string): AgentConfig {
  const read = new Reader(env);
  return read.done({
    port: read.port('AGENT_PORT', 5710),
    siteOrigin: new URL(read.url('SITE_ORIGIN', 'http://localhost:3000')).origin,
    apiUrl: read.url('API_URL', 'http://127.0.0.1:8080'),
    dataFolder: defaultDataFolder(env, platform, home),
    secret: read.text('AGENT_SECRET'),
  });
}

export function readShellConfig(env: EnvSource): ShellConfig {
  const read = new Reader(env);
  const siteUrl = read.url('SITE_URL', 'https://lodestone.example');
  return read.done({ siteUrl, siteOrigin: new URL(siteUrl).origin, apiUrl: read.url('API_URL', siteUrl) });
}
