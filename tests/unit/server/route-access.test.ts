import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { replies } from '../../../contracts/replies.ts';
import { authenticate, type RouteRecord } from '../../../server/rest/auth/authenticate.ts';
import type { Db } from '../../../server/store/database.ts';

async function register(define: (api: ReturnType<typeof Fastify>) => void, routes?: RouteRecord[]) {
  const app = Fastify();
  const starting = app
    .register(async (api) => {
      await api.register(authenticate, {
        db: {} as Db,
        verifyToken: async () => ({ sub: 'x', emailVerified: false, claims: {} }),
        routes,
      });
      define(api as unknown as ReturnType<typeof Fastify>);
    })
    .then(() => app.ready());
  return { app, starting };
}

describe('REST route declarations', () => {
  it('start-up fails when a route declares no access rule', async () => {
    const { app, starting } = await register((api) =>
      api.get('/undeclared', { schema: { response: replies(Type.String()) } }, async () => 'open'),
    );
    await expect(starting).rejects.toThrow('route GET /undeclared declares no access rule');
    await app.close().catch(() => undefined);
  });

  it('start-up fails when a route declares no success response schema', async () => {
    const { app, starting } = await register((api) =>
      api.get('/unshaped', { config: { access: 'PUBLIC' } }, async () => 'open'),
    );
    await expect(starting).rejects.toThrow('route GET /unshaped declares no success response schema');
    await app.close().catch(() => undefined);
  });

  it('a declared route registers with its access and responses', async () => {
    const routes: RouteRecord[] = [];
    const { app, starting } = await register(
      (api) =>
        api.get(
          '/declared',
          { schema: { response: replies(Type.String()) }, config: { access: 'PUBLIC' } },
          async () => 'open',
        ),
      routes,
    );
    await starting;
    expect(routes).toEqual([
      { method: 'GET', url: '/declared', access: 'PUBLIC', responses: ['200', '4xx', '5xx'], inputs: {} },
    ]);
    await app.close();
  });
});
