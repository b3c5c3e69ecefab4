import { readFileSync } from 'node:fs';

const packageJson: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** The api's package version, reported by systemStatus and in the OpenAPI documents. */
export const apiVersion =
  typeof packageJson === 'object' && packageJson !== null && 'version' in packageJson
    ? String(packageJson.version)
    : '0.0.0';
