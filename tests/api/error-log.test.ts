import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

/**
 * A request that fails on the server is logged with its route, the error and its request id, and
 * nothing the user sent: the database's error names the failing row (a name and an email here).
 */
const lines: string[] = [];
let app: TestApp;
let publicUrl: string;

beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line: string) => void lines.push(line) } });
  publicUrl = app.publicUrl;
  // A rule the product does not know, so saving this name fails inside the database.
  await sql`alter table users add constraint no_secret_names check (display_name <> 'Zed Secretname')`.execute(
    app.database!.db,
  );
}, 180_000);
afterAll(() => app?.close());

describe('the error log', () => {
  it('names the route, the error and the request, never the name, email or token sent', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signWithProviderKey(app.database!.db, {
      sub: 'demo-mover',
      iss: `${publicUrl}/oidc`,
      aud: 'hop-web',
      iat: now,
      exp: now + 600,
    });
    const failed = await callApi(app.url, 'PUT', '/user/demo-mover', {
      token,
      body: { displayName: 'Zed Secretname', email: 'zed.secret@example.com' },
    });
    expect(failed.status).toBe(500);
    await fetch(`${app.url}/oidc/reset-password?token=secret-link-token`).then((response) => response.arrayBuffer());

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const error = entries.find((entry) => entry.msg === 'unhandled error') as
      | { reqId?: string; route?: string; err?: { type?: string; code?: string; constraint?: string } }
      | undefined;
    expect(error).toMatchObject({
      route: 'PUT /api/user/:id',
      reqId: expect.any(String),
      err: { type: expect.any(String), code: '23514' },
    });
    const everything = lines.join('\n');
    for (const secret of ['Zed Secretname', 'zed.secret@example.com', 'Secretname', token, 'secret-link-token'])
      expect(everything).not.toContain(secret);
  });
});
