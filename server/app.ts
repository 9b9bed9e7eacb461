import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createTokenVerifier, localKeys, remoteKeys } from './auth/verify-token.ts';
import type { Config } from './config.ts';
import { gateway } from './gateway/plugin.ts';
import { createRestConnection, type RestConnection } from './gateway/rest/rest-client.ts';
import type { RouteRecord } from './rest/auth/authenticate.ts';
import { restApi } from './rest/plugin.ts';
import { identityRoutes } from './services/identity/routes.ts';
import { createProviders } from './services/providers.ts';
import { createEmbeddedProvider } from './services/identity/provider.ts';
import { purgeExpiredOidcPayloads } from './services/identity/oidc-adapter.ts';
import { loadCookieKeys, loadSigningKeys, publicJwks } from './services/identity/signing-keys.ts';
import { openDatabase, type DatabaseHandle } from './store/database.ts';
import { migrateToLatest } from './store/migrate.ts';
import { seedDemoData, seedPhases } from './store/seed-demo.ts';
import { webApp } from './web-static.ts';

export type RunningApp = {
  app: FastifyInstance;
  url: string;
  database: DatabaseHandle | null;
  /** Every REST route with the access it declares, as registered. */
  restRoutes: RouteRecord[];
  close(): Promise<void>;
};

/**
 * Builds the product from its parts on one Fastify instance: `/api` REST, `/graphql` gateway,
 * `/oidc` identity provider, `/` web app. Which parts run is configurable, so each can scale alone.
 */
export async function startApp(config: Config): Promise<RunningApp> {
  const options: FastifyServerOptions = {
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    // ids are validated by route schemas; a long URL is refused before routing
    routerOptions: { maxParamLength: 300 },
  };
  const app: FastifyInstance = Fastify(options);

  const needsDatabase = config.parts.has('rest') || (config.parts.has('oidc') && !config.oidcIssuer);
  const database = needsDatabase
    ? await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema })
    : null;
  const timers: NodeJS.Timeout[] = [];
  try {
    if (database) {
      await migrateToLatest(database.db, database.kind === 'postgres' ? config.databaseSchema : undefined);
      await seedPhases(database.db);
      if (config.demo) await seedDemoData(database.db);
    }

    const embedded = !config.oidcIssuer;
    const issuer = config.oidcIssuer ?? `${config.publicUrl}/oidc`;
    let keys;
    if (embedded) {
      if (!database) throw new Error('the embedded identity provider needs the database: set OIDC_ISSUER or DATABASE_URL');
      const signingKeys = await loadSigningKeys(database.db);
      keys = localKeys(publicJwks(signingKeys) as Parameters<typeof localKeys>[0]);
      if (config.parts.has('oidc')) {
        const provider = createEmbeddedProvider({
          db: database.db,
          issuer,
          appOrigins: appOrigins(config),
          signingKeys,
          cookieKeys: await loadCookieKeys(database.db),
          trustProxy: config.trustProxy,
        });
        await app.register(identityRoutes, { provider, db: database.db, demoMode: config.demo });
        const purge = setInterval(() => void purgeExpiredOidcPayloads(database.db).catch(() => undefined), 60 * 60 * 1000);
        purge.unref();
        timers.push(purge);
      }
    } else {
      keys = await remoteKeys(issuer);
    }
    const verifyToken = createTokenVerifier({ issuer, audiences: config.oidcClientIds, keys });
    const restRoutes: RouteRecord[] = [];

    if (config.parts.has('rest')) {
      await app.register(restApi, { prefix: '/api', db: database!.db, verifyToken, databaseKind: database!.kind, routes: restRoutes, providers: createProviders(config.providers) });
    }
    let restConnection: RestConnection | undefined;
    if (config.parts.has('gateway')) {
      await app.register(gateway, {
        restConnection: () => {
          if (!restConnection) {
            const own = app.server.address() as AddressInfo;
            restConnection = createRestConnection(config.restUrl ?? `http://127.0.0.1:${own.port}/api`);
          }
          return restConnection;
        },
        verifyToken,
        production: config.production,
      });
    }
    if (config.parts.has('web')) await app.register(webApp);

    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address() as AddressInfo;
    return {
      app,
      url: `http://127.0.0.1:${address.port}`,
      database,
      restRoutes,
      async close() {
        for (const timer of timers) clearInterval(timer);
        // New requests get 503 at once; the gateway's pool finishes its calls in flight and then
        // closes its keep-alive sockets, so the server need not wait for them to time out.
        const closing = app.close();
        await restConnection?.dispatcher.close();
        await closing;
        await database?.close();
      },
    };
  } catch (error) {
    for (const timer of timers) clearInterval(timer);
    await app.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    throw error;
  }
}

/** The web app may be opened as localhost or 127.0.0.1 in development; both may receive the sign-in. */
function appOrigins(config: Config): string[] {
  const origins = new Set([config.publicUrl]);
  if (!config.production) {
    origins.add(`http://localhost:${config.port}`);
    origins.add(`http://127.0.0.1:${config.port}`);
    origins.add('http://localhost:5173');
  }
  return [...origins];
}
