/**
 * Latency of adding a property through the REST API with the sample providers: one at a time, then
 * twenty at once from one agency (serialised by the row locks). Prints a Markdown table row per
 * database; run with and without DATABASE_URL. Usage: node tests/bench/add-property.ts
 */
import { ROLE } from '../../domain/roles.ts';
import { buildSampleTitles } from '../../server/services/land-registry/sample-titles.ts';
import { createOrganisation, createUser } from '../fixtures/factories.ts';
import { callApi } from '../fixtures/http.ts';
import { startTestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

const app = await startTestApp({ DEMO: '0' });
const db = app.database!.db;
const agency = await createOrganisation(db, { type: 2, credits: -1 });
const agent = await createUser(db, { role: ROLE.agent, organisationId: agency.id });
const now = Math.floor(Date.now() / 1000);
const token = await signWithProviderKey(db, {
  sub: agent.id,
  iss: `${app.publicUrl}/oidc`,
  aud: 'hop-web',
  iat: now,
  exp: now + 600,
});
const title = buildSampleTitles().find((t) => t.result.Address.BuildingName === 'Hill House')!.result.TitleNumber;
const body = {
  TitleNumber: title,
  address: {
    building_name: 'Hill House',
    thoroughfare: 'Cecily Hill',
    town_or_city: 'Cirencester',
    hop_post_code: 'GL7 1EE',
  },
};
const add = async () => {
  const started = performance.now();
  const response = await callApi(app.url, 'POST', '/property', { token, body });
  if (response.status !== 201) throw new Error(`status ${response.status}`);
  return performance.now() - started;
};

for (let i = 0; i < 5; i++) await add();
const sequential: number[] = [];
for (let i = 0; i < 50; i++) sequential.push(await add());
sequential.sort((a, b) => a - b);
const started = performance.now();
await Promise.all(Array.from({ length: 20 }, add));
const burst = performance.now() - started;
const pct = (p: number) =>
  sequential[Math.min(sequential.length - 1, Math.floor((p / 100) * sequential.length))].toFixed(1);
console.log(`| ${app.database!.kind} | ${pct(50)} | ${pct(95)} | ${burst.toFixed(0)} |`);
await app.close();
