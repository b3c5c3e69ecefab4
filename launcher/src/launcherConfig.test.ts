import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { LauncherConfigError, readAgentConfig, readShellConfig } from './launcherConfig.js';

describe('the launcher configuration', () => {
  it('runs the agent locally with no variables set', () => {
    expect(readAgentConfig({}, 'linux', '/home/steve')).toEqual({
      port: 5710,
      siteOrigin: 'http://localhost:3000',
      apiUrl: 'http://127.0.0.1:8080',
      dataFolder: path.join('/home/steve', '.config', 'lodestone-launcher'),
      secret: undefined,
    });
  });

  it('reads what a developer sets', () => {
    const config = readAgentConfig(
      {
        AGENT_PORT: '48710',
        SITE_ORIGIN: 'http://127.0.0.1:43100/ru',
        AGENT_SECRET: 's3cret',
        LAUNCHER_DATA_DIR: '/tmp/l',
      },
      'linux',
      '/home/steve',
    );
    expect(config).toMatchObject({
      port: 48710,
      siteOrigin: 'http://127.0.0.1:43100',
      secret: 's3cret',
      dataFolder: '/tmp/l',
    });
  });

  it('gives the shell the site and, unless set apart, the api at the same address', () => {
    expect(readShellConfig({ SITE_URL: 'https://play.example/' })).toEqual({
      siteUrl: 'https://play.example',
      siteOrigin: 'https://play.example',
      apiUrl: 'https://play.example',
    });
  });

  it('names every bad variable in one error', () => {
    const read = () => readAgentConfig({ AGENT_PORT: '99999', API_URL: 'api:8080' }, 'linux', '/home/steve');
    expect(read).toThrow(LauncherConfigError);
    expect(read).toThrow(/AGENT_PORT[\s\S]*API_URL/);
    expect(() => readShellConfig({ SITE_URL: 'lodestone.example' })).toThrow(/SITE_URL/);
  });
});
