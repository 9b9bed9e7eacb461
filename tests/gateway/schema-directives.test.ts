import { getDirective } from '@graphql-tools/utils';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../../domain/permissions.ts';
import { applyAuthDirectives } from '../../server/gateway/directives.ts';
import { buildGatewaySchema, loadTypeDefs } from '../../server/gateway/schema.ts';

function rootFields(schema: GraphQLSchema) {
  return [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((root) =>
    Object.values(root?.getFields() ?? {}).map((field) => ({ root: root!.name, field })),
  );
}

describe('schema permissions', () => {
  it('every root field of schema.graphql carries @auth or @public', () => {
    const schema = buildSchema(loadTypeDefs());
    const unmarked = rootFields(schema)
      .filter(
        ({ field }) => !getDirective(schema, field, 'auth')?.length && !getDirective(schema, field, 'public')?.length,
      )
      .map(({ root, field }) => `${root}.${field.name}`);
    expect(unmarked).toEqual([]);
  });

  it('refuses to start with a root field that has neither', () => {
    const schema = buildSchema(`${loadTypeDefs()}\nextend type Query { leaky: String }`);
    expect(() => applyAuthDirectives(schema)).toThrow('root field Query.leaky has neither @auth nor @public');
  });

  it('the Action enum is exactly the permission matrix plus AUTHENTICATED', () => {
    const schema = buildGatewaySchema();
    const values = schema.getType('Action')!.toConfig() as { values: Record<string, unknown> };
    expect(Object.keys(values.values).sort()).toEqual(['AUTHENTICATED', ...ACTIONS].sort());
  });
});
