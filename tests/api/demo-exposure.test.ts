import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';

/**
 * Nothing open by accident: a product on a public address serves no mailbox and no demo aid
 * unless DEMO=1 says so, whatever NODE_ENV is; even then the mailbox answers this machine only.
 */
let staging: TestApp;
let demo: TestApp;
const start = (env: Record<string, string>) => startTestApp(env);

beforeAll(async () => {
  staging = await start({ PUBLIC_URL: 'https://staging.moveready.example' });
  demo = await start({ PUBLIC_URL: 'https://preview.moveready.example', DEMO: '1' });
}, 240_000);
afterAll(async () => {
  await staging?.close();
  await demo?.close();
});

describe('a product on a public address', () => {
  it('without DEMO=1 has no mailbox, no demo accounts and says so', async () => {
    expect(loadConfig({ PUBLIC_URL: 'https://staging.moveready.example' }).demo).toBe(false);
    const mailbox = await fetch(`${staging.url}/dev/mailbox`);
    expect(mailbox.status).toBe(404);
    expect(await mailbox.text()).not.toContain('Demo mailbox');
    expect(staging.exposed).toEqual([]);
    expect(
      await staging.database!.db.selectFrom('identity_accounts').select('id').where('demo', '=', true).execute(),
    ).toEqual([]);
  });

  it('with DEMO=1 shows the mailbox to this machine only, never to a request relayed from elsewhere', async () => {
    expect(demo.exposed.join('\n')).toMatch(/demo mailbox .* \(to this machine only\)/);
    const local = await fetch(`${demo.url}/dev/mailbox`);
    expect(local.status).toBe(200);
    expect(await local.text()).toContain('Demo mailbox');
    const relayed = await fetch(`${demo.url}/dev/mailbox`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.status).toBe(404);
  });

  it('npm start on this machine keeps the demo on by default', () => {
    expect(loadConfig({}).demo).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:4000' }).demo).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:4000', DEMO: '0' }).demo).toBe(false);
  });
});
