import type { FastifyInstance } from 'fastify';

type SchemaNode = Record<string, unknown>;

const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords whose value is one schema, or a map of names to schemas, or a list of schemas. */
const ONE_SCHEMA = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'];
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'prefixItems'];

/**
 * A copy of an input schema in which every object that says nothing about properties it does not
 * list takes none (`additionalProperties: false`), at every depth. An object that does say
 * (`additionalProperties` given, `patternProperties`, a Type.Record) keeps its word, and `allOf`
 * branches are left as they are (closing each would refuse the others' properties).
 */
export function closedSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closedSchema);
  if (!isNode(schema)) return schema;
  const copy: SchemaNode = { ...schema };
  for (const key of ONE_SCHEMA) if (isNode(copy[key]) || Array.isArray(copy[key])) copy[key] = closedSchema(copy[key]);
  for (const key of SCHEMA_MAPS)
    if (isNode(copy[key]))
      copy[key] = Object.fromEntries(Object.entries(copy[key]).map(([name, inner]) => [name, closedSchema(inner)]));
  for (const key of SCHEMA_LISTS) if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map(closedSchema);
  const describesObject = copy.type === 'object' || isNode(copy.properties);
  const saysOfOthers =
    'additionalProperties' in copy || 'patternProperties' in copy || 'unevaluatedProperties' in copy || 'allOf' in copy;
  if (describesObject && !saysOfOthers) copy.additionalProperties = false;
  return copy;
}

/** An empty query: a route that declares no query parameters takes none. */
const NO_QUERY = { type: 'object', properties: {}, additionalProperties: false };

/**
 * One rule for every route of the API: a body, query or path field the route does not declare is
 * refused with 400 naming it, never stripped and never passed on (docs/security.md, "Undeclared
 * input"). Applied as each route is added, so the route's validator and the OpenAPI document both
 * see the closed schema, and no route can forget it.
 */
export function refuseUndeclaredInput(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const schema = { ...(route.schema ?? {}) };
    for (const part of ['body', 'querystring', 'params'] as const)
      if (schema[part] !== undefined) schema[part] = closedSchema(schema[part]);
    schema.querystring ??= NO_QUERY;
    route.schema = schema;
  });
}
