import type { Db } from '../store/database.ts';
import type { TokenVerifier } from '../auth/verify-token.ts';
import type { SessionRevocations } from '../auth/session-revocations.ts';
import type { RouteRecord } from './auth/authenticate.ts';
import type { UploadConfig } from '../config.ts';
import type { FileStorage } from '../services/file-storage/file-storage.ts';
import type { Providers } from '../services/providers.ts';
import type { MailService } from '../services/mail/mail-service.ts';
import type { SearchesProvider } from '../services/searches/searches.ts';
import type { RequestLimits } from '../http/request-limits.ts';
import type { DocumentSeal } from '../services/document-seal/document-seal.ts';
import type { PropertyStreams } from '../use-cases/live/property-streams.ts';

/** What the REST API needs from the process that mounts it. */
export type RestDeps = {
  db: Db;
  verifyToken: TokenVerifier;
  /** Ends users' sessions on every instance (a disabled account, a changed role). */
  sessions?: SessionRevocations;
  databaseKind: 'pglite' | 'postgres';
  storage: FileStorage;
  uploads: UploadConfig;
  /** Address lookup, Land Registry and portal, as configuration chose them. */
  providers: Providers;
  /** Where browsers reach the product: the base of links in mails (invitations). */
  publicUrl: string;
  /** Wakes the job runner after a route queued mail or a job in its own transaction, so it starts at once. */
  mailQueued?: () => void;
  /** Whether webhook receivers may be loopback or private addresses (WEBHOOK_ALLOW_PRIVATE_TARGETS). */
  webhooks?: { allowPrivateTargets: boolean };
  /** Seals every PDF the API issues and signs its PDTF exports, with the platform's document-signing key. */
  documentSeal: DocumentSeal;
  /** Where property searches are ordered. */
  searches: SearchesProvider;
  /** Filled with every route as it is registered, so tests can enumerate what the server exposes. */
  routes?: RouteRecord[];
  /** Outgoing mail (help messages and requests). */
  mail: MailService;
  /** Where help messages go when a property has no agent. */
  supportEmail: string;
  /** Requests per user and per address; `gatewayKey` marks this process's gateway's calls, not counted again. */
  requestLimits?: { limits: RequestLimits; gatewayKey?: string };
  /** This instance's live streams of property events and presence; without it the live routes are not served. */
  liveStreams?: PropertyStreams;
};
