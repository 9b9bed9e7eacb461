import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  CLOCK_TOLERANCE_SECONDS,
  createTokenVerifier,
  localKeys,
  TokenRejected,
  MAX_TOKEN_LIFETIME_SECONDS,
  remoteKeys,
} from './auth/verify-token.ts';
import { createSessionRevocations, type SessionRevocations } from './auth/session-revocations.ts';
import { isUserDisabled } from './store/session-revocations.ts';
import { isLoopbackUrl, type Config } from './config.ts';
import { gateway } from './gateway/plugin.ts';
import { createRestConnection, type RestConnection } from './gateway/rest/rest-client.ts';
import { restApi, type RouteRecord } from './rest/index.ts';
import { inactiveClientRefusal } from './use-cases/api-clients/inactive-client-refusal.ts';
import { identityMetadata } from './services/identity/endpoints.ts';
import { identityRoutes } from './services/identity/routes.ts';
import { createProviders } from './services/providers.ts';
import { createEmbeddedProvider } from './services/identity/provider.ts';
import { purgeExpiredOidcPayloads } from './services/identity/oidc-adapter.ts';
import { loadCookieKeys, loadSigningKeys, publicJwks } from './services/identity/signing-keys.ts';
import { openDatabase, type DatabaseHandle } from './store/database.ts';
import { createFileStorage, type FileStorage } from './services/file-storage/index.ts';
import { sweepOrphans } from './use-cases/uploads/sweep-orphans.ts';
import { migrateToLatest } from './store/migrate.ts';
import { withStartupLock } from './store/startup-lock.ts';
import { publishDefinitions } from './store/questionnaires.ts';
import { PUBLISHED_FORMS } from '../domain/forms/content/published.ts';
import { seedDemoForms } from './demo/forms.ts';
import { seedDemoPublicRecords } from './demo/public-records.ts';
import { DEMO_PROPERTY_COUNT, demoTitleNumber, seedDemoData } from './demo/seed.ts';
import { seedPhases } from './store/phases.ts';
import { notifyAgentsJob } from './jobs/notify-agents.ts';
import { deliverPackJob } from './jobs/search-pack.ts';
import { createSearchesProvider } from './services/searches/settings.ts';
import { fetchPublicRecordsJob } from './jobs/public-records.ts';
import { createPublicRecordSources } from './services/public-records/sources.ts';
import { webApp } from './web-static.ts';
import { securityHeaders } from './http/security-headers.ts';
import { GATEWAY_CALL_HEADER } from './http/request-limits.ts';
import { LOG_REDACT_PATHS, LOG_SERIALIZERS } from './http/log-serializers.ts';
import { sharedSerializerFactory } from './http/compiled-schemas.ts';
import { allAppOrigins, themeClients } from './themes/theme-origins.ts';
import { demoMailbox } from './services/mail/mailbox-page.ts';
import { setUpMail, type MailSetup } from './services/mail/setup.ts';
import { setUpJobQueue } from './services/queue/setup.ts';
import type { JobRunner } from './services/queue/runner.ts';
import { createSignInThrottle } from './services/throttle/sign-in-throttle.ts';
import { attributesJob } from './jobs/attributes.ts';
import { attributesAllJob } from './jobs/attributes-all.ts';
import { deliverMailJob } from './jobs/mail.ts';
import { computeMissingAttributes } from './use-cases/properties/compute-missing-attributes.ts';
import { webhookDelivery, type WebhookDelivery } from './jobs/webhooks.ts';
import { PRODUCT_NAME } from '../domain/theme-names.ts';
import { loadDocumentSeal, prepareSelfSignedSeal } from './services/document-seal/load-seal.ts';
import type { DocumentSeal } from './services/document-seal/document-seal.ts';
import { createPropertyStreams, type PropertyStreams } from './use-cases/live/property-streams.ts';

export type RunningApp = {
  app: FastifyInstance;
  url: string;
  database: DatabaseHandle | null;
  /** Where uploaded documents are stored; null when this process runs no REST API. */
  storage: FileStorage | null;
  /** Every REST route with the access it declares, as registered. */
  restRoutes: RouteRecord[];
  /** What seals the documents this process's REST API issues; null without the REST API. */
  documentSeal: DocumentSeal | null;
  /** Outgoing mail, where this process has the database. */
  mail: MailSetup | undefined;
  /** The background job queue's runner, where this process has the database. */
  jobs: JobRunner | undefined;
  /** The ended sessions this instance refuses; null without the database. */
  sessions: SessionRevocations | null;
  /** What this process serves beyond the product itself (demo aids), as start-up reports it. */
  exposed: string[];
  /** This instance's live streams (property events, presence); undefined without the REST API. */
  liveStreams: PropertyStreams | undefined;
  close(): Promise<void>;
};

export type StartOptions = {
  /** A PGlite dump to start the in-memory database from (see `DatabaseOptions.pgliteDump`). */
  pgliteDump?: Blob;
  /** A database already open: this process is a second instance on it, and its owner closes it. */
  database?: DatabaseHandle;
  /** Where the server log goes instead of standard output. */
  logStream?: { write(line: string): void };
};

/**
 * Builds the product from its parts on one Fastify instance: `/api` REST, `/graphql` gateway,
 * `/oidc` identity provider, `/` web app. Which parts run is configurable, so each can scale alone.
 */
export async function startApp(config: Config, shared: StartOptions = {}): Promise<RunningApp> {
  const options: FastifyServerOptions = {
    // Error logs carry the route, the error and the request id; never a body, a name, an email or an answer.
    logger: {
      level: config.logLevel,
      serializers: LOG_SERIALIZERS,
      redact: { paths: LOG_REDACT_PATHS, censor: '[removed]' },
      ...(shared.logStream ? { stream: shared.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    // ids are validated by route schemas; a long URL is refused before routing
    routerOptions: { maxParamLength: 300 },
    // Response serializers compiled once per process, shared by every app instance in it.
    schemaController: { compilersFactory: { buildSerializer: sharedSerializerFactory } },
  };
  const app: FastifyInstance = Fastify(options);

  const needsDatabase = config.parts.has('rest') || (config.parts.has('oidc') && !config.oidcIssuer);
  // A database already open (`shared`) makes this a second instance on it; its owner closes it.
  const database = needsDatabase
    ? (shared.database ??
      (await openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        schema: config.databaseSchema,
        pgliteDump: shared.pgliteDump,
        onConnectionError: (error) => app.log.warn({ err: error }, 'database connection ended by the server'),
      })))
    : null;
  const ownsDatabase = !shared.database;
  const timers: NodeJS.Timeout[] = [];
  let mailSetup: MailSetup | undefined;
  let jobs: JobRunner | undefined;
  let webhooks: WebhookDelivery | undefined;
  let sessions: SessionRevocations | null = null;
  let liveStreams: PropertyStreams | undefined;
  const exposed: string[] = [];
  const storage = config.parts.has('rest') ? createFileStorage(config.fileStorage) : null;
  const searches = createSearchesProvider(config.searches);
  // Marks this process's gateway's calls to its own REST API: the GraphQL request was counted already.
  const gatewayKey = randomBytes(24).toString('base64url');
  try {
    // First, so its hooks run for every route, the provider's and the 404 answers included.
    const issuer = config.oidcIssuer ?? `${config.publicUrl}/oidc`;
    await app.register(securityHeaders, {
      https: config.publicUrl.startsWith('https:'),
      appOrigins: allAppOrigins(originSettings(config)),
      identityOrigin: new URL(issuer).origin,
    });

    if (database) {
      // Once-only work, one instance at a time: instances started together find it done.
      await withStartupLock(database, async () => {
        await migrateToLatest(database.db, database.kind === 'postgres' ? config.databaseSchema : undefined);
        await seedPhases(database.db);
        await publishDefinitions(database.db, PUBLISHED_FORMS);
        if (config.demo) {
          await seedDemoData(database.db);
          await seedDemoForms(database.db, demoTitleNumber);
          await seedDemoPublicRecords(database.db, { titleNumberOf: demoTitleNumber, count: DEMO_PROPERTY_COUNT });
        }
        // Properties seeded or migrated without attributes get them before the first report.
        await computeMissingAttributes(database.db);
        // The embedded provider's keys are created by the first instance and read by the rest.
        if (!config.oidcIssuer) {
          await loadSigningKeys(database.db);
          await loadCookieKeys(database.db);
        }
        // Outside production documents are sealed with one self-signed key, made by the first instance.
        if (config.parts.has('rest') && config.documentSeal.key === 'self-signed')
          await prepareSelfSignedSeal(database.db, PRODUCT_NAME);
      });
      mailSetup = setUpMail(database.db, {
        smtpUrl: config.smtpUrl,
        smtpFrom: config.smtpFrom,
        onQueued: () => jobs?.wake(),
      });
      webhooks = webhookDelivery(database.db, config.webhooks);
      jobs = setUpJobQueue(database.db, {
        pollMs: config.jobPollMs,
        leaseSeconds: config.jobLeaseSeconds,
        logger: app.log,
        settings: config,
        handlers: {
          webhooks: webhooks.handler,
          mail: deliverMailJob(database.db, mailSetup.transport),
          'notify-agents': notifyAgentsJob(database.db, config.publicUrl),
          ...(storage ? { 'search-pack': deliverPackJob(database.db, storage, searches) } : {}),
          attributes: attributesJob(database.db),
          'attributes-all': attributesAllJob(database.db),
          'public-records': fetchPublicRecordsJob(database.db, createPublicRecordSources(config.publicRecords), {
            cacheHours: config.publicRecords.cacheHours,
            onSourceError: (error, source, propertyId) =>
              app.log.warn(
                { err: error, source, propertyId },
                'a public-record source failed; its questions are left to the seller',
              ),
          }),
        },
      });
      // Demo mode only (never merely outside production): every mail with its live links is read here.
      if (config.demo && !config.production) {
        const loopbackOnly = !isLoopbackUrl(config.publicUrl);
        await app.register(demoMailbox, { db: database.db, loopbackOnly });
        exposed.push(`demo mailbox at ${config.publicUrl}/dev/mailbox${loopbackOnly ? ' (to this machine only)' : ''}`);
      }
      if (config.demo) exposed.push('demo data and the demo accounts on the sign-in page');
      sessions = createSessionRevocations({
        db: database.db,
        // A revoked session's entry outlives the longest token it could refuse.
        tokenLifetimeSeconds: MAX_TOKEN_LIFETIME_SECONDS + CLOCK_TOLERANCE_SECONDS + 60,
        onError: (error) => app.log.warn({ err: error }, 'could not read the ended sessions'),
      });
      await sessions.refresh();
    }
    if (storage && config.production && config.fileStorage.kind === 'local') {
      app.log.warn(
        `uploaded documents are kept in the ${storage.description}: set S3_BUCKET to share them between instances`,
      );
    }
    if (database && storage) {
      const orphans = await sweepOrphans({ db: database.db, storage });
      if (orphans.length) app.log.warn({ orphans: orphans.length }, 'removed stored files that had no upload row');
    }

    const embedded = !config.oidcIssuer;
    let keys;
    if (embedded) {
      if (!database)
        throw new Error('the embedded identity provider needs the database: set OIDC_ISSUER or DATABASE_URL');
      const signingKeys = await loadSigningKeys(database.db);
      keys = localKeys(publicJwks(signingKeys) as Parameters<typeof localKeys>[0]);
      if (config.parts.has('oidc')) {
        const provider = createEmbeddedProvider({
          db: database.db,
          issuer,
          clients: themeClients(originSettings(config)),
          signingKeys,
          cookieKeys: await loadCookieKeys(database.db),
          trustProxy: config.trustProxy,
          apiResource: config.apiAudience,
          corsOrigins: allAppOrigins(originSettings(config)),
          onSessionsEnded: (sids) => sessions!.endSessions(sids),
          isDisabled: (accountId) => isUserDisabled(database.db, accountId),
        });
        await app.register(identityRoutes, {
          provider,
          db: database.db,
          demoMode: config.demo,
          mail: mailSetup!.mail,
          throttle: createSignInThrottle(database.db, config.throttle),
          issuer,
          links: config.links,
          endUserSessions: (accountId: string) => sessions!.endUserSessions(accountId),
          corsOrigins: allAppOrigins(originSettings(config)),
        });
        const purge = setInterval(
          () => void purgeExpiredOidcPayloads(database.db).catch(() => undefined),
          60 * 60 * 1000,
        );
        purge.unref();
        timers.push(purge);
      }
    } else {
      keys = await remoteKeys(issuer);
    }
    const verifyToken = createTokenVerifier({
      issuer,
      audiences: config.oidcClientIds,
      apiAudience: config.apiAudience,
      keys,
      revocations: sessions ?? undefined,
    });
    const restRoutes: RouteRecord[] = [];
    let documentSeal: DocumentSeal | null = null;

    if (config.parts.has('rest')) {
      // This instance's live streams follow the database's live channel on a connection of their own.
      liveStreams = createPropertyStreams({
        db: database!.db,
        listen: (onNotify, onReconnect) => database!.listen(onNotify, onReconnect),
        checkSession: async (token) => {
          try {
            const identity = await verifyToken(token);
            // An API client's token verifies until it expires: its client's row says whether it was revoked since.
            const refusal = identity.clientId ? await inactiveClientRefusal(database!.db, identity.clientId) : null;
            return refusal ? { code: 'UNAUTHENTICATED', message: refusal } : null;
          } catch (error) {
            if (!(error instanceof TokenRejected)) return null;
            return { code: error.status === 440 ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED', message: error.message };
          }
        },
        onError: (error) => app.log.warn({ err: error }, 'a live stream could not be served'),
      });
      await liveStreams.start();
      documentSeal = await loadDocumentSeal(database!.db, config.documentSeal, PRODUCT_NAME);
      await app.register(restApi, {
        documentSeal,
        prefix: '/api',
        db: database!.db,
        verifyToken,
        sessions: sessions ?? undefined,
        databaseKind: database!.kind,
        storage: storage!,
        uploads: config.uploads,
        routes: restRoutes,
        providers: createProviders(config.providers),
        publicUrl: config.publicUrl,
        mailQueued: () => jobs?.wake(),
        webhooks: { allowPrivateTargets: config.webhooks.allowPrivateTargets },
        mail: mailSetup!.mail,
        supportEmail: config.supportEmail,
        searches,
        requestLimits: { limits: config.requestLimits, gatewayKey },
        liveStreams,
      });
    }
    let restConnection: RestConnection | undefined;
    if (config.parts.has('gateway')) {
      await app.register(gateway, {
        restConnection: () => {
          if (!restConnection) {
            const own = app.server.address() as AddressInfo;
            // Its own REST API knows this process's mark and does not count the calls again.
            const timeoutMs = config.restTimeoutMs;
            restConnection = config.restUrl
              ? createRestConnection(config.restUrl, { timeoutMs })
              : createRestConnection(`http://127.0.0.1:${own.port}/api`, {
                  timeoutMs,
                  headers: { [GATEWAY_CALL_HEADER]: gatewayKey },
                });
          }
          return restConnection;
        },
        verifyToken,
        production: config.production,
        maxUploadBytes: config.uploads.maxBytes,
        trustedDocuments: config.trustedDocuments,
        ...(database ? { requestLimits: { db: database.db, limits: config.requestLimits } } : {}),
      });
    }
    if (config.parts.has('web'))
      await app.register(webApp, {
        production: config.production,
        oidcAuthority: issuer,
        oidcMetadata: config.oidcIssuer ? undefined : identityMetadata(issuer),
        statusUrl: config.statusUrl,
      });

    await app.listen({ port: config.port, host: config.host });
    jobs?.start();
    const address = app.server.address() as AddressInfo;
    return {
      app,
      url: `http://127.0.0.1:${address.port}`,
      database,
      storage,
      restRoutes,
      documentSeal,
      mail: mailSetup,
      jobs,
      sessions,
      exposed,
      liveStreams,
      async close() {
        for (const timer of timers) clearInterval(timer);
        sessions?.close();
        await jobs?.stop();
        await webhooks?.close();
        await mailSetup?.close();
        // Open streams end first: the server's close would otherwise wait for them.
        await liveStreams?.stop();
        // New requests get 503 at once; the gateway's pool finishes its calls in flight and then
        // closes its keep-alive sockets, so the server need not wait for them to time out.
        const closing = app.close();
        await restConnection?.dispatcher.close();
        await closing;
        if (ownsDatabase) await database?.close();
        storage?.close();
      },
    };
  } catch (error) {
    for (const timer of timers) clearInterval(timer);
    sessions?.close();
    await jobs?.stop().catch(() => undefined);
    await webhooks?.close().catch(() => undefined);
    await mailSetup?.close().catch(() => undefined);
    await liveStreams?.stop().catch(() => undefined);
    await app.close().catch(() => undefined);
    if (ownsDatabase) await database?.close().catch(() => undefined);
    storage?.close();
    throw error;
  }
}

function originSettings(config: Config) {
  return { publicUrl: config.publicUrl, port: config.port, production: config.production };
}
