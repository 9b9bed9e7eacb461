import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { buildSampleTitles } from '../../server/services/land-registry/sample-titles.ts';
import { createOrganisation, createUser } from '../fixtures/factories.ts';
import { callGraphql } from '../fixtures/http.ts';
import { freePort, startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

/** The wizard's GraphQL fields against the real REST API and the sample providers. */
let app: TestApp;
let agentToken: string;

async function tokenFor(target: TestApp, sub: string) {
  const now = Math.floor(Date.now() / 1000);
  return signWithProviderKey(target.database!.db, {
    sub,
    iss: `${target.publicUrl}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 600,
  });
}

async function agentIn(target: TestApp, credits = 4) {
  const agency = await createOrganisation(target.database!.db, { type: 2, credits, usesPortal: true });
  const agent = await createUser(target.database!.db, {
    role: ROLE.agent,
    organisationId: agency.id,
    name: 'Gail Gateway',
  });
  return { agency, agent, token: await tokenFor(target, agent.id) };
}

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  agentToken = (await agentIn(app)).token;
});
afterAll(() => app?.close());

describe('wizard fields', () => {
  it('renames the lookup, title and portal answers into the schema’s names', async () => {
    const { body } = await callGraphql(
      app.url,
      `{
        addressLookup(postcode: "gl50 2ja") { sample addresses { line subBuildingName buildingName buildingNumber thoroughfare townOrCity postcode } }
        titleSearch(input: { buildingName: "Regent House", postcode: "GL50 2JA" }) { requestId sample results { titleNumber leasehold subBuildingName buildingName postcode } }
        portalSearch(postcode: "GL50 2JA") { sample properties { id nameNo subDwelling street town county postcode } }
      }`,
      { token: agentToken },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.addressLookup.addresses[0]).toEqual({
      line: 'Flat 1, Regent House, Montpellier Terrace, Cheltenham',
      subBuildingName: 'Flat 1',
      buildingName: 'Regent House',
      buildingNumber: '',
      thoroughfare: 'Montpellier Terrace',
      townOrCity: 'Cheltenham',
      postcode: 'GL50 2JA',
    });
    const titles = body.data.titleSearch.results as { leasehold: boolean; subBuildingName: string | null }[];
    expect(titles.filter((title) => title.leasehold).map((title) => title.subBuildingName)).toEqual([
      'Flat 1',
      'Flat 2',
      'Flat 3',
      'Flat 4',
    ]);
    expect(titles.filter((title) => !title.leasehold)).toHaveLength(1);
    expect(body.data.portalSearch.properties[0]).toMatchObject({
      street: 'Montpellier Terrace',
      county: 'Gloucestershire',
      postcode: 'GL50 2JA',
    });
  });

  it('adds a property and answers it as the viewer sees it: the viewer’s role, the add, the property', async () => {
    const { agency } = await agentIn(app);
    const agent = await createUser(app.database!.db, { role: ROLE.agent, organisationId: agency.id });
    const token = await tokenFor(app, agent.id);
    const title = buildSampleTitles().find((t) => t.result.Address.BuildingName === 'Barton Lodge')!;
    const { body, upstreamCalls } = await callGraphql(
      app.url,
      'mutation($input: AddPropertyInput!) { addProperty(input: $input) { id name city postcode friendlyId viewerCan { inviteSeller } } }',
      {
        token,
        variables: {
          input: {
            titleNumber: title.result.TitleNumber,
            address: {
              buildingName: 'Barton Lodge',
              thoroughfare: 'Cecily Hill',
              townOrCity: 'Cirencester',
              postcode: 'GL7 1EE',
            },
          },
        },
      },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.addProperty).toMatchObject({
      name: 'Barton Lodge, Cecily Hill',
      city: 'Cirencester',
      postcode: 'GL7 1EE',
      viewerCan: { inviteSeller: true },
    });
    expect(upstreamCalls).toBe(3);
    const organisation = await callGraphql(
      app.url,
      'query($id: ID!) { organisation(id: $id) { credits usesPortal } }',
      { token, variables: { id: String(agency.id) } },
    );
    expect(organisation.body.data.organisation).toEqual({ credits: 3, usesPortal: true });
  });

  it('passes the API’s refusals through with their codes and messages', async () => {
    const { agency } = await agentIn(app, 0);
    const broke = await tokenFor(
      app,
      (await createUser(app.database!.db, { role: ROLE.agent, organisationId: agency.id })).id,
    );
    const { body } = await callGraphql(
      app.url,
      'mutation { addPropertyByTitle(input: { titleNumber: "GR1", agentId: "-1" }) { id } }',
      { token: broke },
    );
    expect(body.errors?.[0]).toMatchObject({
      message: expect.stringContaining('has no credits left'),
      extensions: { code: 'CONFLICT' },
    });
    const bad = await callGraphql(app.url, '{ addressLookup(postcode: "nowhere") { sample } }', { token: agentToken });
    expect(bad.body.errors?.[0]).toMatchObject({
      message: 'nowhere is not a UK postcode.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('an outside service that cannot be reached', () => {
  let down: TestApp;
  beforeAll(async () => {
    // A port nothing listens on: the adapter's fetch fails at once.
    down = await startTestApp({
      DEMO: '0',
      ADDRESS_LOOKUP_URL: `http://127.0.0.1:${await freePort()}/`,
      ADDRESS_LOOKUP_API_KEY: 'k',
    });
  });
  afterAll(() => down?.close());

  it('is reported as the service being unavailable, not as an error of ours', async () => {
    const { token } = await agentIn(down);
    const { body } = await callGraphql(down.url, '{ addressLookup(postcode: "GL50 1QA") { sample } }', { token });
    expect(body.errors?.[0]).toMatchObject({
      message: 'The address lookup service is unavailable. Please try again in a few minutes.',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });
});
