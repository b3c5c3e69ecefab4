import { Type, type Static, type TObject, type TProperties, type TSchema } from 'typebox';
import { Value } from 'typebox/value';

import type { CoreConfig, ModuleSettings } from './settings.js';

export type EnvSource = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * A module's part of the environment: its variables (merged into the one validated schema, so a bad
 * value is reported with all the others) and how they become its settings. `source` is the raw
 * environment, for slices whose variables are named at run time.
 */
export interface EnvSlice<P extends TProperties> {
  variables: P;
  /** Variables where an empty value means "empty", not "unset" (the default applies to unset ones). */
  keepBlank?: readonly (keyof P & string)[];
  settings: (env: Static<TObject<P>>, core: CoreConfig, source: EnvSource) => Partial<ModuleSettings>;
}

export function envSlice<P extends TProperties>(slice: EnvSlice<P>): EnvSlice<P> {
  return slice;
}

/** A problem the schema cannot express (one variable requires another); reads like the schema's own. */
export function invalidEnvironment(line: string): ConfigError {
  return new ConfigError(`Invalid environment:\n  ${line}`);
}

function schemaType(schema: TSchema): unknown {
  return (schema as { type?: unknown }).type;
}

/** Environment strings to the schema's types; values that do not parse stay strings and fail the check. */
function coerce(schema: TSchema, raw: string | undefined, keepBlank: boolean): unknown {
  if (raw === undefined || (raw === '' && !keepBlank)) return undefined;
  const type = schemaType(schema);
  if (type === 'integer' || type === 'number') return /^\d+$/.test(raw) ? Number(raw) : raw;
  if (type === 'boolean') {
    const lower = raw.toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(lower)) return true;
    if (['0', 'false', 'no', 'off'].includes(lower)) return false;
  }
  return raw;
}

/** Every slice's variables read, defaulted and checked at once; a ConfigError names each bad one. */
export function readEnvironment(
  slices: readonly EnvSlice<TProperties>[],
  source: EnvSource,
): Record<string, unknown> {
  const properties: TProperties = {};
  const keepBlank = new Set<string>();
  for (const slice of slices) {
    for (const [name, schema] of Object.entries(slice.variables)) {
      if (name in properties) throw new ConfigError(`Environment variable ${name} is declared twice`);
      properties[name] = schema;
    }
    for (const name of slice.keepBlank ?? []) keepBlank.add(name);
  }
  const schema = Type.Object(properties);
  const raw = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [
      name,
      coerce(property, source[name], keepBlank.has(name)),
    ]),
  );
  const env = Value.Default(schema, Value.Clean(schema, raw));
  if (!Value.Check(schema, env)) {
    const problems = Value.Errors(schema, env).map((error) => {
      const name = error.instancePath.replace(/^\//, '') || 'environment';
      return `  ${name}: ${error.message}`;
    });
    throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  }
  return env;
}
