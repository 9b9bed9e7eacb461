import { buildSchema, isObjectType } from 'graphql';
import { getDirective } from '@graphql-tools/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESTRICTED_PROPERTY_FIELDS, type RestrictedPropertyField } from '../../domain/field-visibility.ts';
import { loadTypeDefs } from '../../server/gateway/schema.ts';
import { DEMO_ACCOUNTS } from '../../server/demo/seed.ts';
import { callApi, callGraphql } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

/** Each restricted GraphQL field of Property and the REST field it is resolved from. */
const REST_FIELD_OF: Record<string, RestrictedPropertyField> = {
  complete: 'complete',
  phase: 'phase',
  completedPhases: 'completed_phases',
  lastSignIn: 'last_sign_in',
  userEmails: 'user_emails',
  agenciesNames: 'agencies_names',
  solicitorsNames: 'solicitors_names',
};

type RestProperty = Record<string, unknown> & { id: number };
type GraphqlProperty = Record<string, unknown> & { id: string };

/** The REST value as GraphQL shows it, so the two can be compared field by field. */
function asGraphql(field: string, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (field === 'phase') return { id: String((value as { id: number }).id) };
  if (field === 'completedPhases') return (value as { id: number }[]).map((phase) => ({ id: String(phase.id) }));
  if (field === 'lastSignIn') return new Date((value as number) * 1000).toISOString();
  return value;
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('REST and GraphQL show each role the same property fields', () => {
  it('the schema’s @auth on each restricted Property field names the action domain/field-visibility.ts requires', () => {
    const schema = buildSchema(loadTypeDefs());
    const property = schema.getType('Property');
    if (!isObjectType(property)) throw new Error('Property is not an object type');
    // Fields fetched from a REST route of their own carry that route's access rule instead (the access matrix covers it).
    expect(getDirective(schema, property.getFields().actionPlan, 'auth')?.[0]?.requires).toBe('VIEW_ACTION_PLAN');
    // portal: GET /property/{id}/portal-listing, for those who see a property's details.
    expect(getDirective(schema, property.getFields().portal, 'auth')?.[0]?.requires).toBe('VIEW_PROPERTY_META');
    // attributes: GET /attributes/properties, admin-only.
    const ownRoute = new Set(['actionPlan', 'attributes', 'portal']);
    const restricted = Object.values(property.getFields()).filter(
      (field) => getDirective(schema, field, 'auth')?.[0] && !ownRoute.has(field.name),
    );
    expect(restricted.map((field) => field.name).sort()).toEqual(Object.keys(REST_FIELD_OF).sort());
    for (const field of restricted) {
      expect({ field: field.name, requires: getDirective(schema, field, 'auth')![0].requires }).toEqual({
        field: field.name,
        requires: RESTRICTED_PROPERTY_FIELDS[REST_FIELD_OF[field.name]],
      });
    }
  });

  it.each(DEMO_ACCOUNTS.map((account) => account.id))(
    '%s gets the same fields, and the same values, over REST and GraphQL',
    async (sub) => {
      const now = Math.floor(Date.now() / 1000);
      const token = await signWithProviderKey(app.database!.db, {
        sub,
        iss: `${app.publicUrl}/oidc`,
        aud: 'hop-web',
        iat: now,
        exp: now + 600,
      });
      const rest = await callApi(app.url, 'GET', '/properties?page_size=100', { token });
      const graphql = await callGraphql(
        app.url,
        `{ properties(pageSize: 100) { nodes { id ${Object.keys(REST_FIELD_OF)
          .map((field) => (field === 'phase' || field === 'completedPhases' ? `${field} { id }` : field))
          .join(' ')} } } }`,
        { token },
      );
      expect(graphql.body.errors).toBeUndefined();
      const nodes = graphql.body.data.properties.nodes as GraphqlProperty[];
      const restProperties = rest.body.properties as RestProperty[];
      expect(nodes.map((node) => Number(node.id))).toEqual(restProperties.map((property) => property.id));

      let compared = 0;
      restProperties.forEach((restProperty, index) => {
        for (const [graphqlField, restField] of Object.entries(REST_FIELD_OF)) {
          const where = `${sub} property ${restProperty.id} ${graphqlField}`;
          expect({ where, value: nodes[index][graphqlField] }).toEqual({
            where,
            value: asGraphql(graphqlField, restProperty[restField]),
          });
          compared += 1;
        }
      });
      expect(compared).toBeGreaterThan(0);
    },
  );
});
