import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { loadConfig } from '../../config.js';
import { seedEnvironment } from './seedDataDir.js';

describe('seedEnvironment', () => {
  it('puts the seed in the same data folder `npm start` uses, whatever the working directory', () => {
    const repositoryData = path.resolve(import.meta.dirname, '../../../../data');
    expect(loadConfig(seedEnvironment({})).dataDir).toBe(repositoryData);
  });

  it('keeps an explicit DATA_DIR', () => {
    expect(seedEnvironment({ DATA_DIR: '/srv/lodestone' }).DATA_DIR).toBe('/srv/lodestone');
  });
});
