import type { CodegenConfig } from '@graphql-codegen/cli';

// The schema is the gateway's build output (`npm run mesh`), so the web compiles against exactly what
// the gateway serves; `npm run codegen` rebuilds the whole chain api -> OpenAPI -> Mesh -> types.
const config: CodegenConfig = {
  schema: 'gateway/.mesh/schema.graphql',
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
          DateTime: 'string',
          ObjMap: 'Record<string, unknown>',
          BigInt: 'number',
        },
      },
    },
  },
};

export default config;
