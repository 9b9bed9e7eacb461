import type { GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  execute,
  GraphQLError,
  GraphQLScalarType,
  Kind,
  parse,
  type DocumentNode,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { describe, expect, it } from 'vitest';
import { compiledExecutorGateway } from '../../server/gateway/compiled-executor.ts';
import { buildGatewaySchema } from '../../server/gateway/schema.ts';
import { webOperationsDocument } from '../fixtures/web-operations.ts';

describe('the gateway executor compiles every operation the web app sends', () => {
  // One document with every operation and fragment, as the codegen sees them.
  const document: DocumentNode = webOperationsDocument();
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const schema = buildGatewaySchema();

  it('finds the operations', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((op) => [op.name!.value]))('%s', (name) => {
    const compiled = compileQuery(schema, document, name);
    expect(isCompiledQuery(compiled) ? [] : compiled.errors).toEqual([]);
  });
});

describe('the compiled executor answers as graphql-js does', () => {
  // Rows with a failing field, a null in a non-null field, a custom scalar and async resolvers:
  // what a partial REST failure looks like to the client.
  const schema = makeExecutableSchema({
    typeDefs: `
      scalar Day
      type Row { id: Int!, name: String, when: Day, strict: String! }
      type Query { rows(first: Int!): [Row!]!, maybeRows: [Row], failing: String, echo(text: String!): String }
    `,
    resolvers: {
      Day: new GraphQLScalarType({ name: 'Day', serialize: (value) => (value as Date).toISOString().slice(0, 10) }),
      Query: {
        rows: async (_root: unknown, args: { first: number }) =>
          [1, 2, 3].slice(0, args.first).map((id) => ({ id, when: new Date(Date.UTC(2026, 0, id)) })),
        maybeRows: () => [{ id: 1 }, { id: 2 }],
        echo: (_root: unknown, args: { text: string }) => args.text,
        failing: () => {
          throw new GraphQLError('The service is not available.', { extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
        },
      },
      Row: {
        name: async (row: { id: number }) => {
          if (row.id === 2) throw new GraphQLError('No name for this row.', { extensions: { code: 'NOT_FOUND' } });
          return `Row ${row.id}`;
        },
        strict: (row: { id: number }) => (row.id === 2 ? null : 'set'),
      },
    },
  });

  async function both(source: string, variables: Record<string, unknown> = {}) {
    const document = parse(source);
    const operation = document.definitions[0] as OperationDefinitionNode;
    const { executor } = await compiledExecutorGateway(schema).load({ apollo: {} as never });
    if (!executor) throw new Error('the gateway gave no executor');
    const request = {
      document,
      operation,
      operationName: null,
      queryHash: source,
      request: { variables },
      context: {},
    } as unknown as GatewayGraphQLRequestContext;
    const compiled = await executor(request);
    const interpreted = await execute({ schema, document, variableValues: variables });
    const plain = (result: typeof compiled) =>
      JSON.parse(
        JSON.stringify({
          data: result.data,
          errors: result.errors?.map((e) => ({
            message: e.message,
            path: e.path,
            extensions: Object.keys(e.extensions ?? {}).length ? e.extensions : undefined,
          })),
        }),
      );
    // An error without extensions: graphql-js gives {}, graphql-jit none; Apollo adds the code to both.
    return { compiled: plain(compiled), interpreted: plain(interpreted) };
  }

  it('a failing field in a row: null with its error and path, the other rows whole', async () => {
    const { compiled, interpreted } = await both('query($n: Int!) { rows(first: $n) { id name when } failing }', {
      n: 3,
    });
    expect(compiled).toEqual(interpreted);
    expect(compiled.data.rows[1]).toEqual({ id: 2, name: null, when: '2026-01-02' });
    expect(compiled.errors.map((e: { path: unknown }) => e.path)).toEqual(
      expect.arrayContaining([['rows', 1, 'name'], ['failing']]),
    );
  });

  it('a null in a non-null field nulls the nearest nullable parent', async () => {
    const result = await both('{ maybeRows { id strict } }');
    expect(result.compiled).toEqual(result.interpreted);
    expect(result.compiled.data.maybeRows).toEqual([{ id: 1, strict: 'set' }, null]);
    const whole = await both('{ rows(first: 2) { id strict } }');
    expect(whole.compiled).toEqual(whole.interpreted);
    expect(whole.compiled.data).toBeNull();
  });

  it("a wrong variable is refused with graphql-js's own message and no data", async () => {
    const { compiled, interpreted } = await both('query($n: Int!) { rows(first: $n) { id } }', { n: 'three' });
    expect(compiled).toEqual(interpreted);
    expect(compiled.data).toBeUndefined();
    expect(compiled.errors[0].message).toBe(
      'Variable "$n" got invalid value "three"; Int cannot represent non-integer value: "three"',
    );
  });

  it('text written into the query is data, never code', async () => {
    // The query's literals and names are part of the generated function's input, so this is what an attacker would try.
    const hostile = '"); globalThis.injected = true; ("` ${globalThis.injected = true} \\u0022 */ //';
    const source = `{ echo(text: ${JSON.stringify(hostile)}) }`;
    const { compiled, interpreted } = await both(source);
    expect(compiled).toEqual(interpreted);
    expect(compiled.data.echo).toBe(hostile);
    expect((globalThis as { injected?: boolean }).injected).toBeUndefined();
  });
});
