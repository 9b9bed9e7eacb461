import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleName } from '../../domain/roles.ts';
import { callApi, callGraphql } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { buildTwoBrands, snapshot, type SharedSellers, type Side } from '../fixtures/two-brands.ts';

const STAFF_AND_SELLERS: RoleName[] = ['simple', 'solicitor', 'brandAdmin', 'agent', 'homeMover'];

let app: TestApp;
let a: Side;
let b: Side;
let shared: SharedSellers;
const tokensB = {} as Record<RoleName, string>;

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  ({ a, b, shared } = await buildTwoBrands(app.database!.db));
  const now = Math.floor(Date.now() / 1000);
  for (const role of STAFF_AND_SELLERS) {
    tokensB[role] = await signWithProviderKey(app.database!.db, {
      sub: b.users[role].id,
      iss: `${app.publicUrl}/oidc`,
      aud: 'hop-web',
      iat: now,
      exp: now + 900,
    });
  }
});
afterAll(() => app?.close());

/** Every id-bearing route, aimed at organisation A's objects. */
const routesOfA = () => [
  { method: 'GET', path: `/property/${a.property.id}` },
  { method: 'GET', path: `/user/${a.users.homeMover.id}` },
  { method: 'GET', path: `/user/${a.users.agent.id}` },
  {
    method: 'PUT',
    path: `/user/${a.users.homeMover.id}`,
    body: { displayName: 'Taken Over', email: 'attacker@example.com' },
  },
  { method: 'PUT', path: `/user/${a.users.agent.id}`, body: { role: 100, organisation_id: b.agency.id } },
  { method: 'GET', path: `/organisation/${a.agency.id}` },
  { method: 'GET', path: `/organisation/${a.firm.id}` },
  { method: 'GET', path: `/organisation/${a.brand.id}` },
];

describe('organisation B cannot reach organisation A', () => {
  it.each(STAFF_AND_SELLERS)('every id-bearing REST route answers 404 to B’s %s and changes nothing', async (role) => {
    const before = await snapshot(app.database!.db);
    for (const route of routesOfA()) {
      const response = await callApi(app.url, route.method, route.path, { token: tokensB[role], body: route.body });
      expect({ route: `${route.method} ${route.path}`, status: response.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 404,
      });
      expect(response.body.error.code).toBe('NOT_FOUND');
      expect(JSON.stringify(response.body)).not.toContain(a.property.name);
    }
    expect(await snapshot(app.database!.db)).toEqual(before);
  });

  it.each(STAFF_AND_SELLERS)(
    'every id-bearing GraphQL field answers NOT_FOUND to B’s %s and changes nothing',
    async (role) => {
      const before = await snapshot(app.database!.db);
      const calls = [
        { query: 'query($id: ID!) { property(id: $id) { id name } }', variables: { id: String(a.property.id) } },
        { query: 'query($id: ID!) { user(id: $id) { id email } }', variables: { id: a.users.homeMover.id } },
        { query: 'query($id: ID!) { organisation(id: $id) { id name } }', variables: { id: String(a.agency.id) } },
      ];
      for (const call of calls) {
        const { body } = await callGraphql(app.url, call.query, { token: tokensB[role], variables: call.variables });
        expect(body.data).toBeNull();
        expect(body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      }
      expect(await snapshot(app.database!.db)).toEqual(before);
    },
  );

  it('B’s lists never contain A’s property', async () => {
    for (const role of STAFF_AND_SELLERS) {
      const response = await callApi(app.url, 'GET', '/properties?page_size=100', { token: tokensB[role] });
      const ids = response.body.properties.map((p: { id: number }) => p.id);
      expect(ids).toContain(b.property.id);
      expect(ids).not.toContain(a.property.id);
    }
  });
});

describe('colleagues and sellers within one organisation', () => {
  it('staff see the sellers of their properties and their colleagues; sellers see only themselves', async () => {
    const seller = b.users.homeMover.id;
    for (const role of ['agent', 'solicitor', 'brandAdmin'] as const) {
      expect((await callApi(app.url, 'GET', `/user/${seller}`, { token: tokensB[role] })).status).toBe(200);
    }
    expect((await callApi(app.url, 'GET', `/user/${b.users.agent.id}`, { token: tokensB.brandAdmin })).status).toBe(
      200,
    );
    expect((await callApi(app.url, 'GET', `/user/${b.users.agent.id}`, { token: tokensB.homeMover })).status).toBe(404);
    expect((await callApi(app.url, 'GET', `/user/${seller}`, { token: tokensB.simple })).status).toBe(404);
  });

  it('a visible colleague’s record cannot be changed by a non-administrator (403, unchanged)', async () => {
    const before = await snapshot(app.database!.db);
    const response = await callApi(app.url, 'PUT', `/user/${b.users.agent.id}`, {
      token: tokensB.brandAdmin,
      body: { displayName: 'Renamed' },
    });
    expect(response.status).toBe(403);
    expect(await snapshot(app.database!.db)).toEqual(before);
  });

  it('a brand admin sees the organisations under the brand; an agent only their agency', async () => {
    for (const id of [b.brand.id, b.agency.id, b.firm.id]) {
      expect((await callApi(app.url, 'GET', `/organisation/${id}`, { token: tokensB.brandAdmin })).status).toBe(200);
    }
    expect(
      (await callApi(app.url, 'GET', `/organisation/${b.agency.id}`, { token: tokensB.agent })).body,
    ).toMatchObject({ name: b.agency.name, type_name: 'Agency', num_properties: 3 });
    expect((await callApi(app.url, 'GET', `/organisation/${b.firm.id}`, { token: tokensB.agent })).status).toBe(404);
  });
});

describe('bad input never becomes a 500 or a leak', () => {
  const badIds = ['abc', '-1', '0', '1.5', '99999999999', "1'%20OR%20'1'%3D'1", '..%2F..%2Fetc%2Fpasswd', '%00', 'NaN'];

  it.each(badIds)('property and organisation id %s → 400', async (id) => {
    for (const route of ['property', 'organisation']) {
      const response = await callApi(app.url, 'GET', `/${route}/${id}`, { token: tokensB.agent });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('BAD_REQUEST');
    }
  });

  it.each(['1e9', '%201'])(
    'numeric text such as %s is read as the number it spells: 404 when unseen, never 500',
    async (id) => {
      const response = await callApi(app.url, 'GET', `/property/${id}`, { token: tokensB.agent });
      expect(response.status).toBe(404);
    },
  );

  it.each(["x'%20OR%201%3D1%20--", '..%2F..%2Fetc', '%3Cscript%3E', 'a'.repeat(300)])(
    'user id %s → 400 or 404, never another user',
    async (id) => {
      for (const method of ['GET', 'PUT']) {
        const response = await callApi(app.url, method, `/user/${id}`, {
          token: tokensB.agent,
          body: method === 'PUT' ? { displayName: 'x' } : undefined,
        });
        expect([400, 404]).toContain(response.status);
        expect(response.body.error.code).toMatch(/BAD_REQUEST|NOT_FOUND/);
      }
    },
  );

  it('wrong JSON types in a body are 400, and an unparseable body is 400', async () => {
    const self = b.users.agent.id;
    for (const body of [{ displayName: 42 }, { email: ['a@b.c'] }, { role: '100' }, { organisation_id: -3 }]) {
      const response = await callApi(app.url, 'PUT', `/user/${self}`, { token: tokensB.agent, body });
      expect(response.status).toBe(400);
    }
    const raw = await fetch(`${app.url}/api/user/${self}`, {
      method: 'PUT',
      headers: { authorizationjwt: tokensB.agent, 'content-type': 'application/json' },
      body: '{"displayName":',
    });
    expect(raw.status).toBe(400);
    expect((await raw.json()).error.code).toBe('BAD_REQUEST');
  });

  it('GraphQL ids of the wrong shape are BAD_USER_INPUT, not errors from deeper down', async () => {
    for (const id of ['abc', '-1', '1 OR 1=1', '99999999999']) {
      const { body } = await callGraphql(app.url, 'query($id: ID!) { property(id: $id) { id } }', {
        token: tokensB.agent,
        variables: { id },
      });
      expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    const { body } = await callGraphql(app.url, 'query($id: ID!) { user(id: $id) { id } }', {
      token: tokensB.agent,
      variables: { id: "' OR 1=1 --" },
    });
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('records that reach across brands name nothing of the other brand', () => {
  /** Everything of brand A that B's people must never read: property ids and names, organisation names. */
  const namesOfA = () => [a.property.name, shared.cottageA.name, a.agency.name, a.firm.name, a.brand.name];
  const propertyIdsOfA = () => [a.property.id, shared.cottageA.id];

  function expectNothingOfA(what: string, body: unknown) {
    const text = JSON.stringify(body);
    for (const name of namesOfA()) expect(text, `${what} names “${name}”`).not.toContain(name);
  }

  /** Every list of property references in a REST or GraphQL body, wherever it sits. */
  function propertyIdsIn(body: unknown): number[] {
    const ids: number[] = [];
    const walk = (value: unknown, key: string) => {
      if (Array.isArray(value)) {
        if (key === 'properties' || key === 'nodes')
          for (const item of value) if (item && typeof item === 'object' && 'id' in item) ids.push(Number(item.id));
        for (const item of value) walk(item, key);
      } else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) walk(v, k);
      }
    };
    walk(body, '');
    return ids;
  }

  it.each(STAFF_AND_SELLERS)(
    'B’s %s reads the shared sellers and sees only brand B’s properties in every body',
    async (role) => {
      const token = tokensB[role];
      const bodies: [string, unknown][] = [];
      for (const path of [
        `/user/${shared.mover.id}`,
        `/user/${shared.agentOfA.id}`,
        `/user/${b.users[role].id}`,
        '/properties?page_size=100',
        `/property/${shared.cottageB.id}`,
      ]) {
        bodies.push([`GET ${path}`, (await callApi(app.url, 'GET', path, { token })).body]);
      }
      bodies.push([
        `PUT /user/self`,
        (await callApi(app.url, 'PUT', `/user/${b.users[role].id}`, { token, body: {} })).body,
      ]);
      const graphql = await callGraphql(
        app.url,
        `query($mover: ID!, $agent: ID!) {
        viewer { user { properties { id name } organisation { name } } }
        mover: user(id: $mover) { properties { id name } organisation { name } }
        agent: user(id: $agent) { properties { id name } organisation { name } }
        properties(pageSize: 100) { nodes { id name agenciesNames solicitorsNames } }
      }`,
        { token, variables: { mover: shared.mover.id, agent: shared.agentOfA.id } },
      );
      bodies.push(['GraphQL', graphql.body]);

      for (const [what, body] of bodies) {
        expectNothingOfA(what, body);
        expect(
          propertyIdsIn(body).filter((id) => propertyIdsOfA().includes(id)),
          what,
        ).toEqual([]);
      }
    },
  );

  it('B’s agent reads the shared mover: the record lists B’s cottage and not A’s', async () => {
    const response = await callApi(app.url, 'GET', `/user/${shared.mover.id}`, { token: tokensB.agent });
    expect(response.status).toBe(200);
    expect(response.body.properties).toEqual([{ id: shared.cottageB.id, name: shared.cottageB.name }]);
  });

  it('an agent of brand A who sells in brand B shows B no employer and only the B flat', async () => {
    const response = await callApi(app.url, 'GET', `/user/${shared.agentOfA.id}`, { token: tokensB.agent });
    expect(response.status).toBe(200);
    expect(response.body.organisation).toBeNull();
    expect(response.body.properties).toEqual([{ id: shared.flatB.id, name: shared.flatB.name }]);
  });

  it('the administrator sees both cottages in the shared mover’s record', async () => {
    const admin = await signWithProviderKey(app.database!.db, {
      sub: a.users.administrator.id,
      iss: `${app.publicUrl}/oidc`,
      aud: 'hop-web',
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 900,
    });
    const response = await callApi(app.url, 'GET', `/user/${shared.mover.id}`, { token: admin });
    expect(response.body.properties.map((p: { id: number }) => p.id).sort()).toEqual(
      [shared.cottageA.id, shared.cottageB.id].sort(),
    );
  });
});
