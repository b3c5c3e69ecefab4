import { createRequire } from 'node:module';

import type { FastifyServerOptions } from 'fastify';

type ValidatorFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']
>;
/** What fastify hands a validator compiler, and what it calls (the shapes of fastify's validation.js). */
interface RouteSchema {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
}
type Validate = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type Compilers = (externalSchemas: unknown, options: unknown) => (route: RouteSchema) => Validate;

// Fastify's own validator compiler (Ajv with fastify's options), the one it builds when none is given.
const ValidatorSelector = createRequire(import.meta.url)('@fastify/ajv-compiler') as () => Compilers;

/**
 * Fastify's own request validators (Ajv, with the same options and shared schemas), each compiled on
 * its route's first request instead of at start, as the response serializers are (lazySerializers.ts):
 * compiling every route's validators at start was a third of building the app, paid by every replica and
 * every api test file for routes they mostly never call. `responseSerializers.test.ts` compiles them
 * all once, so a schema Ajv cannot compile still fails a test rather than a first request.
 *
 * A compiler given here counts as a custom one, and fastify then leaves header schemas as they are
 * instead of lower-casing their names; so a header schema that names a header in capitals is refused at
 * start rather than never matching.
 */
export function lazyValidators(): ValidatorFactory {
  const compilers = ValidatorSelector();
  const factory: Compilers = (externalSchemas, options) => {
    const compile = compilers(externalSchemas, options);
    return (route) => {
      if (route.httpPart === 'headers') refuseCapitalHeaderNames(route);
      // Multipart file fields: @fastify/multipart's `isFile` keyword marks them `format: binary` as Ajv
      // compiles them, which the OpenAPI document (and the gateway's File uploads) depend on.
      let validate: Validate | undefined = JSON.stringify(route.schema).includes('"isFile"')
        ? compile(route)
        : undefined;
      const lazy = ((data: unknown, context?: unknown) => {
        validate ??= compile(route);
        const result = validate(data, context);
        lazy.errors = validate.errors;
        return result;
      }) as Validate;
      // Ajv's functions have a schemaEnv, and fastify then passes the parent object so that Ajv may
      // coerce a whole request part; the lazy one passes that on.
      lazy.schemaEnv = true;
      return lazy;
    };
  };
  // Fastify's type names Ajv's function types; these are the same functions, called the same way.
  return factory as unknown as ValidatorFactory;
}

function refuseCapitalHeaderNames(route: RouteSchema): void {
  const schema = route.schema as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  const names = [...Object.keys(schema?.properties ?? {}), ...(schema?.required ?? [])];
  const capital = names.find((name) => name !== name.toLowerCase());
  if (capital !== undefined) {
    throw new Error(`${route.method} ${route.url}: name the header "${capital}" in lower case`);
  }
}
