import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANISATION_TYPE } from '../../domain/organisation-types.ts';
import { createOrganisation, createProperty } from '../fixtures/factories.ts';
import { callApi } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { buildTwoBrands, type Side } from '../fixtures/two-brands.ts';

/**
 * The README's worked example (issue 28), run as the README prints it: an administrator creates an
 * API client for an agency through the admin API; the Node script pages through the agency's
 * properties over GraphQL with cursors, and the curl script over REST page by page. Each prints
 * every property of the agency exactly once, and nothing of another brand's.
 */
const run = promisify(execFile);
const root = new URL('../../', import.meta.url);
const SCRIPT = 'examples/page-properties.mjs';
const SHELL = 'examples/page-properties.sh';
/** More than two pages of either script (30 a page over GraphQL, 100 over REST). */
const COUNT = 123;

let app: TestApp;
let b: Side;
let env: Record<string, string>;
let expected: string[];

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  const db = app.database!.db;
  let a: Side;
  ({ a, b } = await buildTwoBrands(db));
  const agency = await createOrganisation(db, {
    type: ORGANISATION_TYPE.agency,
    name: 'Paging Homes',
    parentId: a.brand.id,
  });
  expected = [];
  for (let i = 0; i < COUNT; i++)
    expected.push(String((await createProperty(db, { agencyId: agency.id, name: `${i + 1} Paging Lane` })).id));
  // One more that was deleted: not listed.
  await createProperty(db, { agencyId: agency.id, deleted: true });
  const now = Math.floor(Date.now() / 1000);
  const admin = await signWithProviderKey(db, {
    sub: a.users.administrator.id,
    iss: `${app.publicUrl}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 900,
  });
  const created = await callApi(app.url, 'POST', '/admin/api-clients', {
    token: admin,
    body: { name: 'Paging example', organisation_id: agency.id },
  });
  expect(created.status).toBe(201);
  env = {
    ...process.env,
    MOVEREADY_URL: app.url,
    CLIENT_ID: created.body.client.client_id,
    CLIENT_SECRET: created.body.client_secret,
  } as Record<string, string>;
});
afterAll(() => app?.close());

describe('the README’s paging example', () => {
  it('the Node script prints every property of the agency exactly once, over GraphQL with cursors', async () => {
    const { stdout } = await run(process.execPath, [SCRIPT], { cwd: root, env });
    const ids = stdout
      .trim()
      .split('\n')
      .map((line) => line.split('\t')[0]);
    expect(ids).toHaveLength(COUNT);
    expect([...ids].sort()).toEqual([...expected].sort());
    expect(ids).not.toContain(String(b.property.id));
    expect(stdout).toContain('\t1 Paging Lane\tTE1 1ST');
  });

  it('the curl script prints every property of the agency exactly once, over REST page by page', async () => {
    const { stdout } = await run('sh', [SHELL], { cwd: root, env });
    const pages = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { properties: { id: number }[] });
    expect(pages).toHaveLength(2);
    const ids = pages.flatMap((page) => page.properties.map((property) => String(property.id)));
    expect(ids).toHaveLength(COUNT);
    expect([...ids].sort()).toEqual([...expected].sort());
  });

  it('the README quotes both scripts as they are tested', () => {
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    for (const file of [SCRIPT, SHELL]) {
      const text = readFileSync(new URL(file, root), 'utf8');
      expect(readme, file).toContain(text.trim());
    }
  });
});
