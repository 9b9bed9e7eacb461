import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { authenticate } from '../../../server/rest/auth/authenticate.ts';
import type { Db } from '../../../server/store/database.ts';

describe('REST route declarations', () => {
  it('start-up fails when a route declares no access rule', async () => {
    const app = Fastify();
    const starting = app
      .register(async (api) => {
        await api.register(authenticate, { db: {} as Db, verifyToken: async () => ({ sub: 'x', emailVerified: false, claims: {} }) });
        api.get('/undeclared', async () => 'open');
      })
      .then(() => app.ready());
    await expect(starting).rejects.toThrow('route GET /undeclared declares no access rule');
    await app.close().catch(() => undefined);
  });

  it('a declared route registers', async () => {
    const app = Fastify();
    const routes: { method: string; url: string; access: string }[] = [];
    await app.register(async (api) => {
      await api.register(authenticate, { db: {} as Db, verifyToken: async () => ({ sub: 'x', emailVerified: false, claims: {} }), routes });
      api.get('/declared', { config: { access: 'PUBLIC' } }, async () => 'open');
    });
    await app.ready();
    expect(routes).toEqual([{ method: 'GET', url: '/declared', access: 'PUBLIC' }]);
    await app.close();
  });
});
