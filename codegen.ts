import { existsSync, readFileSync } from 'node:fs';

import type { CodegenConfig } from '@graphql-codegen/cli';

// The schema is the gateway's build output (`npm run mesh`), so the web compiles against exactly what
// the gateway serves; `npm run codegen` rebuilds the whole chain api -> OpenAPI -> Mesh -> types.
const schemaPath = 'gateway/.mesh/schema.graphql';

// Mesh turns a length- or pattern-limited string into its own scalar (`scalar DocumentSlug @length(...)`,
// `@regexp(...)`, named by the gateway's boundary); they are strings on the wire, so map every such
// scalar to string.
function lengthScalars(): Record<string, string> {
  if (!existsSync(schemaPath)) return {};
  const schema = readFileSync(schemaPath, 'utf8');
  const scalars: Record<string, string> = {};
  for (const [, name] of schema.matchAll(/^scalar (\w+) @(?:length|regexp)\b/gm)) {
    if (name !== undefined) scalars[name] = 'string';
  }
  return scalars;
}

const config: CodegenConfig = {
  schema: schemaPath,
  documents: ['web/app/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'web/app/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars: {
          JSON: 'unknown',
          File: 'File',
          ObjMap: 'Record<string, unknown>',
          DateTime: 'string',
          URL: 'string',
          UUID: 'string',
          PositiveInt: 'number',
          NonNegativeInt: 'number',
          NonNegativeFloat: 'number',
          ...lengthScalars(),
        },
      },
    },
  },
};

export default config;
