import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;

/**
 * Fastify's own response serializers (fast-json-stringify: they drop what a schema does not name, so a
 * field the api did not declare never leaves it), each compiled on its route's first answer instead of
 * at start. Compiling every route's serializers took nine tenths of the api's start (docs/performance.md
 * "Api start"): every replica and every test file paid for hundreds of routes it mostly never answers.
 * `responseSerializers.test.ts` compiles them all once, so a schema it cannot compile still fails a test.
 */
export function lazySerializers(): SerializerFactory {
  const compilers = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = compilers(externalSchemas, options);
    return (route) => {
      let serialize: ReturnType<typeof compile> | undefined;
      return (document) => {
        serialize ??= compile(route);
        return serialize(document);
      };
    };
  };
}
