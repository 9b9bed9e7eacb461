import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * Request validators and response serializers compiled once per process, not once per app.
 *
 * Every app instance builds its route schemas afresh (closed-inputs.ts copies each input schema;
 * `replies(...)` builds each response schema), so a cache keyed by the schema object never hits.
 * These caches are keyed by the schema's content and by everything else the compiled function
 * depends on (the Ajv options; the serializer's options and shared schemas), so a second app in the
 * same process (a second instance, or the next test file in a worker) reuses what the first
 * compiled. Compilation still happens while routes are added: a bad schema fails the start-up.
 * A compiled function holds no per-app state (Ajv's `errors` is set and read synchronously within
 * one validation), so sharing it changes no answer (docs/decisions/0711-process-wide-compiled-schemas.md).
 */

/** Keeps a compiled function per key for the life of the process. */
function compiledCache<T>() {
  const compiled = new Map<string, T>();
  return (key: string | undefined, compile: () => T): T => {
    if (key === undefined) return compile();
    let found = compiled.get(key);
    if (found === undefined) {
      found = compile();
      compiled.set(key, found);
    }
    return found;
  };
}

/** Whether JSON text says all of the value: plain objects and arrays of text, finite numbers, booleans and null. */
function plainJson(value: unknown, depth = 0): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object' || depth > 100) return false;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) if (!plainJson(value[index], depth + 1)) return false;
    return true;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  for (const key in value) if (!plainJson((value as Record<string, unknown>)[key], depth + 1)) return false;
  return true;
}

/**
 * The schema's content as text, or undefined when text would not say all of it (a function, a
 * Date, a RegExp, an undefined member, a number JSON cannot write): such a schema is compiled
 * every time, as before.
 */
export function contentKey(value: unknown): string | undefined {
  return plainJson(value) ? JSON.stringify(value) : undefined;
}

const validators = new Map<string, (schema: unknown) => ValidateFunction>();

/**
 * A validator compiler for Ajv with these options (and the standard formats when `formats`): one
 * Ajv instance per distinct set of options in the process, and one compiled validator per schema.
 */
export function sharedValidatorCompiler(options: Options, { formats = false } = {}) {
  const optionsKey = JSON.stringify({ options, formats });
  let compiler = validators.get(optionsKey);
  if (!compiler) {
    let ajv: Ajv | undefined;
    const cache = compiledCache<ValidateFunction>();
    compiler = (schema: unknown) =>
      cache(contentKey(schema), () => {
        if (!ajv) {
          ajv = new Ajv(options);
          if (formats) addFormats.default(ajv);
        }
        return ajv.compile(schema as object);
      });
    validators.set(optionsKey, compiler);
  }
  return compiler;
}

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type RouteDefinition = Parameters<ReturnType<SerializerFactory>>[0];

const serializers = compiledCache<ReturnType<ReturnType<SerializerFactory>>>();

/**
 * Fastify's own response serializer compiler (fast-json-stringify), with one compiled serializer
 * per schema, shared schemas and serializer options in the process. For `schemaController.compilersFactory`.
 */
export const sharedSerializerFactory: SerializerFactory = (externalSchemas, serializerOptions) => {
  const compile = SerializerSelector()(externalSchemas, serializerOptions);
  const context = contentKey({ externalSchemas: externalSchemas ?? {}, serializerOptions: serializerOptions ?? {} });
  if (context === undefined) return compile;
  return (route: RouteDefinition) => {
    const schema = contentKey(route.schema);
    return serializers(schema === undefined ? undefined : `${context}\u0000${schema}`, () => compile(route));
  };
};
