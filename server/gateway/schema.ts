import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { applyAuthDirectives } from './directives.ts';
import { resolvers } from './resolvers/index.ts';

export const SCHEMA_PATH = new URL('../../schema.graphql', import.meta.url);

export function loadTypeDefs(): string {
  return readFileSync(SCHEMA_PATH, 'utf8');
}

/** schema.graphql is the source of truth; resolvers and directives are attached to it here. */
export function buildGatewaySchema(): GraphQLSchema {
  return applyAuthDirectives(makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers }));
}

let built: GraphQLSchema | undefined;

/**
 * The schema every gateway in this process serves, built on the first start and kept: it is made
 * from the file and module-level resolvers alone and holds no per-app state (Apollo marks the
 * resolvers it wraps and reads its plugins from each request's context), so a second instance in the
 * process need not build it again. A schema that does not build still fails the first start.
 */
export function gatewaySchema(): GraphQLSchema {
  built ??= buildGatewaySchema();
  return built;
}
