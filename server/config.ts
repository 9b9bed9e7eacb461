import { resolve } from 'node:path';
import type { UploadKind } from '../domain/uploads.ts';
import type { S3Settings } from './services/file-storage/s3-storage.ts';
import { SAMPLE_PROVIDERS, type ProviderSettings } from './services/providers.ts';
import {
  SAMPLE_PUBLIC_RECORDS,
  sourceVariable,
  type PublicRecordsConfig,
  type PublicRecordSourceSettings,
} from './services/public-records/sources.ts';
import { PUBLIC_RECORD_SOURCES } from '../domain/public-records.ts';
import { searchesConfig, SearchesConfigError, type SearchesConfig } from './services/searches/settings.ts';
import { IN_MEMORY } from './store/database.ts';
import type { DocumentSealConfig } from './services/document-seal/load-seal.ts';
import { parseSealKey, SealKeyError } from './services/document-seal/seal-key.ts';
import type { ThrottlePolicy } from './services/throttle/policy.ts';
import type { RequestLimits } from './http/request-limits.ts';
import type { LinkLifetimes } from './services/identity/sign-in-services.ts';
import { ConfigError, PARTS, readSettings, type Settings, type TRUSTED_DOCUMENT_MODES } from './settings.ts';

export type Part = (typeof PARTS)[number];

/** Where uploaded documents are kept: a directory (undefined: a temporary one) or an S3 bucket. */
export type FileStorageConfig = { kind: 'local'; dir: string | undefined } | { kind: 's3'; s3: S3Settings };

export type UploadConfig = { kinds: UploadKind[]; maxBytes: number };

export type Config = {
  port: number;
  host: string;
  /** Where browsers reach the product; the embedded issuer is `${publicUrl}/oidc`. */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (tests run many databases side by side in one server). */
  databaseSchema: string | undefined;
  /** External OpenID issuer; when unset the embedded provider runs at /oidc. */
  oidcIssuer: string | undefined;
  oidcClientIds: string[];
  /** The audience of integrators' client-credentials access tokens (OIDC_API_AUDIENCE, default the API's URL). */
  apiAudience: string;
  /** The REST API the gateway calls; defaults to this process's own /api. */
  restUrl: string | undefined;
  parts: Set<Part>;
  production: boolean;
  demo: boolean;
  trustProxy: boolean;
  logLevel: string;
  /** SMTP server for outgoing mail (required in production); without it mail stays in the demo mailbox. */
  smtpUrl: string | undefined;
  smtpFrom: string | undefined;
  throttle: ThrottlePolicy;
  /** Requests to /api and /graphql per window: per signed-in user, else per client address. */
  requestLimits: RequestLimits;
  links: LinkLifetimes;
  /** How often an idle job runner looks for due jobs. */
  jobPollMs: number;
  /** How long a running job's lease lasts without a heartbeat; a dead instance's job is retried after it. */
  jobLeaseSeconds: number;
  /** How long the gateway waits for one REST call's answer before it answers UPSTREAM_TIMEOUT. */
  restTimeoutMs: number;
  fileStorage: FileStorageConfig;
  uploads: UploadConfig;
  /** Address lookup, Land Registry and portal: a real service's settings, or the sample data. */
  providers: ProviderSettings;
  /** Where help messages go when a property has no agent to answer them (docs/decisions/0078-where-help-messages-go.md). */
  supportEmail: string;
  /** The searches provider, or the sample one and its delay. */
  searches: SearchesConfig;
  /** Each public-record source's service or the sample records, the cache time and the deadline. */
  publicRecords: PublicRecordsConfig;
  /** A status page the connection-problem banner links to. */
  statusUrl: string | undefined;
  webhooks: WebhookConfig;
  /** Whether browsers may send GraphQL query text, or only the web app's persisted documents (GRAPHQL_TRUSTED_DOCUMENTS). */
  trustedDocuments: (typeof TRUSTED_DOCUMENT_MODES)[number];
  /** The key and chain documents are sealed with (or a self-signed seal), and the time-stamping authority. */
  documentSeal: DocumentSealConfig;
};

/** Webhook delivery (README "Webhooks"): where it may go, how long an attempt may take and how often it is retried. */
export type WebhookConfig = { allowPrivateTargets: boolean; timeoutSeconds: number; retrySeconds: number };

export { ConfigError };

function throttlePolicy(settings: Settings): ThrottlePolicy {
  return {
    signInAccount: {
      freeFailures: settings.THROTTLE_ACCOUNT_FREE_FAILURES,
      lockAfter: settings.THROTTLE_ACCOUNT_LOCK_AFTER,
    },
    signInAddress: {
      freeFailures: settings.THROTTLE_ADDRESS_FREE_FAILURES,
      lockAfter: settings.THROTTLE_ADDRESS_LOCK_AFTER,
    },
    delaySeconds: settings.THROTTLE_DELAY_SECONDS,
    windowSeconds: settings.THROTTLE_WINDOW_SECONDS,
    lockSeconds: settings.THROTTLE_LOCK_SECONDS,
    signUpsPerAddress: settings.THROTTLE_SIGNUPS_PER_ADDRESS,
    linkRequestsPerEmail: settings.THROTTLE_LINKS_PER_EMAIL,
  };
}

function searchesFrom(settings: Settings, required: boolean): SearchesConfig {
  try {
    return searchesConfig(
      {
        url: settings.SEARCHES_URL,
        apiKey: settings.SEARCHES_API_KEY,
        sampleDelaySeconds: settings.SEARCHES_SAMPLE_DELAY_SECONDS,
      },
      required,
    );
  } catch (error) {
    throw error instanceof SearchesConfigError ? new ConfigError(error.message) : error;
  }
}

/** Whether the product is reached on this machine only (localhost, 127.0.0.1, ::1). */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return false;
  }
  return host === 'localhost' || host === '[::1]' || /^127\./.test(host);
}

/**
 * Reads the environment (each variable's form and default: server/settings.ts). Embedded defaults
 * need nothing; production mode (NODE_ENV=production) refuses to start without the settings it
 * cannot guess, naming the missing variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const settings = readSettings(env);
  const production = settings.NODE_ENV === 'production';
  const parts = new Set<Part>(settings.PARTS);
  if (production) {
    // Mail is how accounts are verified and passwords reset: production never keeps it in a demo mailbox.
    const sendsMail = parts.has('rest') || (parts.has('oidc') && !settings.OIDC_ISSUER);
    const required = [
      'PUBLIC_URL',
      'DATABASE_URL',
      ...(sendsMail ? (['SMTP_URL', 'SMTP_FROM'] as const) : []),
    ] as const;
    for (const name of required) {
      if (!settings[name]) throw new ConfigError(`${name} must be set when NODE_ENV=production`);
    }
  }
  // Demo mode (demo accounts, the mailbox with every mail's live links) is never on merely because
  // NODE_ENV is unset: by default only on a product reached at a loopback address (`npm start`).
  const demo =
    settings.DEMO ?? (!production && !settings.OIDC_ISSUER && isLoopbackUrl(settings.PUBLIC_URL ?? 'http://localhost'));
  if (parts.has('gateway') && !parts.has('rest') && !settings.REST_URL)
    throw new ConfigError('REST_URL must be set when the gateway runs without the REST API');
  const publicUrl = (settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`).replace(/\/$/, '');
  return {
    fileStorage: fileStorageConfig(settings),
    uploads: { kinds: settings.UPLOAD_TYPES, maxBytes: settings.UPLOAD_MAX_BYTES },
    port: settings.PORT,
    host: settings.HOST,
    publicUrl,
    dataDir: dataDirOf(settings) ?? IN_MEMORY,
    databaseUrl: settings.DATABASE_URL,
    databaseSchema: settings.DATABASE_SCHEMA,
    oidcIssuer: settings.OIDC_ISSUER?.replace(/\/$/, ''),
    oidcClientIds: settings.OIDC_CLIENT_IDS,
    restUrl: settings.REST_URL,
    apiAudience: settings.OIDC_API_AUDIENCE ?? `${publicUrl}/api`,
    parts,
    production,
    demo,
    trustProxy: settings.TRUST_PROXY,
    logLevel: settings.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    smtpUrl: settings.SMTP_URL,
    smtpFrom: settings.SMTP_FROM,
    throttle: throttlePolicy(settings),
    requestLimits: {
      perUser: settings.REQUEST_LIMIT_PER_USER,
      perAddress: settings.REQUEST_LIMIT_PER_ADDRESS,
      windowSeconds: settings.REQUEST_LIMIT_WINDOW_SECONDS,
    },
    links: {
      verifyEmailSeconds: settings.VERIFY_EMAIL_LINK_SECONDS,
      resetPasswordSeconds: settings.RESET_PASSWORD_LINK_SECONDS,
    },
    jobPollMs: settings.JOB_POLL_MS,
    jobLeaseSeconds: settings.JOB_LEASE_SECONDS,
    restTimeoutMs: Math.round(settings.REST_TIMEOUT_SECONDS * 1000),
    providers: parts.has('rest') ? providerSettings(settings, production && !demo) : SAMPLE_PROVIDERS,
    supportEmail: supportAddress(settings),
    searches: searchesFrom(settings, parts.has('rest') && production && !demo),
    publicRecords: parts.has('rest') ? publicRecordsConfig(settings, production && !demo) : SAMPLE_PUBLIC_RECORDS,
    statusUrl: settings.STATUS_URL,
    webhooks: {
      // Decided by where the product runs, not by NODE_ENV: a staging deployment at a public address
      // is as exposed to a webhook aimed at its own network as production is.
      allowPrivateTargets: settings.WEBHOOK_ALLOW_PRIVATE_TARGETS ?? isLoopbackUrl(publicUrl),
      timeoutSeconds: settings.WEBHOOK_TIMEOUT_SECONDS,
      retrySeconds: settings.WEBHOOK_RETRY_SECONDS,
    },
    trustedDocuments: settings.GRAPHQL_TRUSTED_DOCUMENTS ?? (production ? 'require-for-browsers' : 'accept'),
    documentSeal: documentSealConfig(settings, parts.has('rest') && production && !demo),
  };
}

/**
 * The platform's document-signing key and chain, checked now so a key that cannot seal stops
 * start-up rather than the first document. Production (outside demo) has no self-signed seal:
 * a document sealed by a certificate nobody vouches for would look trusted and not be.
 */
function documentSealConfig(settings: Settings, required: boolean): DocumentSealConfig {
  const keyPem = settings.DOCUMENT_SIGNING_KEY;
  const certificatesPem = settings.DOCUMENT_SIGNING_CERTIFICATES;
  const timestamps = { tsaUrl: settings.TSA_URL, tsaTimeoutMs: Math.round(settings.TSA_TIMEOUT_SECONDS * 1000) };
  if (!keyPem && !certificatesPem) {
    if (required)
      throw new ConfigError(
        'DOCUMENT_SIGNING_KEY must be set when NODE_ENV=production (the key that seals documents, with DOCUMENT_SIGNING_CERTIFICATES); set DEMO=1 to use a self-signed seal instead',
      );
    return { key: 'self-signed', ...timestamps };
  }
  if (!keyPem) throw new ConfigError('DOCUMENT_SIGNING_KEY must be set with DOCUMENT_SIGNING_CERTIFICATES');
  if (!certificatesPem) throw new ConfigError('DOCUMENT_SIGNING_CERTIFICATES must be set with DOCUMENT_SIGNING_KEY');
  try {
    parseSealKey(keyPem, certificatesPem, false);
  } catch (error) {
    if (!(error instanceof SealKeyError)) throw error;
    const name = error.input === 'key' ? 'DOCUMENT_SIGNING_KEY' : 'DOCUMENT_SIGNING_CERTIFICATES';
    throw new ConfigError(`${name} ${error.message}`);
  }
  return { key: { keyPem, certificatesPem }, ...timestamps };
}

/** The data directory as an absolute path, or undefined when the database is kept in memory. */
function dataDirOf(settings: Settings): string | undefined {
  return settings.DATA_DIR === IN_MEMORY ? undefined : resolve(settings.DATA_DIR ?? 'data');
}

type ServiceVariables = { [K in keyof Settings]-?: Settings[K] extends string | undefined ? K : never }[keyof Settings];

/**
 * Each outside service runs for real when its settings are given. Without them the sample data is
 * used, except in production outside demo mode, which never falls back silently: start-up stops
 * and names the variable.
 */
function providerSettings(settings: Settings, required: boolean): ProviderSettings {
  const service = (what: string, urlVariable: ServiceVariables, keyVariable: ServiceVariables, defaultUrl?: string) => {
    const baseUrl = settings[urlVariable] ?? defaultUrl;
    const apiKey = settings[keyVariable];
    if (settings[urlVariable] && !apiKey)
      throw new ConfigError(`${keyVariable} must be set with ${urlVariable} (the ${what})`);
    if (apiKey && baseUrl) return { baseUrl, apiKey };
    if (apiKey && !baseUrl) throw new ConfigError(`${urlVariable} must be set with ${keyVariable} (the ${what})`);
    if (required) {
      const missing = !baseUrl ? urlVariable : keyVariable;
      throw new ConfigError(
        `${missing} must be set when NODE_ENV=production (the ${what}); set DEMO=1 to use the sample data instead`,
      );
    }
    return 'sample' as const;
  };
  return {
    addressLookup: service(
      'address lookup',
      'ADDRESS_LOOKUP_URL',
      'ADDRESS_LOOKUP_API_KEY',
      'https://api.getAddress.io/',
    ),
    landRegistry: service('Land Registry search', 'LAND_REGISTRY_URL', 'LAND_REGISTRY_API_KEY'),
    portal: service('property portal', 'PORTAL_URL', 'PORTAL_API_KEY'),
  };
}

/**
 * Each public-record source runs for real when its URL is given (a key is optional: several are
 * open data). Without it the sample records are used, except in production outside demo mode,
 * which stops start-up naming the variable, as for the other outside services.
 */
function publicRecordsConfig(settings: Settings, required: boolean): PublicRecordsConfig {
  const values = settings as unknown as Record<string, string | undefined>;
  const sources = Object.fromEntries(
    PUBLIC_RECORD_SOURCES.map((source) => {
      const urlVariable = sourceVariable(source, 'URL');
      const keyVariable = sourceVariable(source, 'API_KEY');
      const baseUrl = values[urlVariable];
      const apiKey = values[keyVariable];
      if (apiKey && !baseUrl)
        throw new ConfigError(`${urlVariable} must be set with ${keyVariable} (the ${source} public record)`);
      if (baseUrl) return [source, apiKey ? { baseUrl, apiKey } : { baseUrl }];
      if (required)
        throw new ConfigError(
          `${urlVariable} must be set when NODE_ENV=production (the ${source} public record); set DEMO=1 to use the sample data instead`,
        );
      return [source, 'sample'];
    }),
  ) as PublicRecordSourceSettings;
  return {
    sources,
    cacheHours: settings.PUBLIC_RECORDS_CACHE_HOURS,
    timeoutMs: Math.round(settings.PUBLIC_RECORDS_TIMEOUT_SECONDS * 1000),
  };
}

/**
 * S3 when S3_BUCKET is set, else `DATA_DIR/files`. Production says which one it uses at start-up;
 * a local directory there is a deliberate choice (one instance with a persistent volume).
 */
function fileStorageConfig(settings: Settings): FileStorageConfig {
  if (settings.S3_BUCKET) {
    return {
      kind: 's3',
      s3: {
        bucket: settings.S3_BUCKET,
        endpoint: settings.S3_ENDPOINT,
        region: settings.S3_REGION,
        accessKeyId: settings.S3_ACCESS_KEY_ID,
        secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
        forcePathStyle: settings.S3_FORCE_PATH_STYLE,
      },
    };
  }
  for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (settings[name]) throw new ConfigError(`${name} is set but S3_BUCKET is not`);
  }
  const dataDir = dataDirOf(settings);
  return {
    kind: 'local',
    dir: settings.FILES_DIR ? resolve(settings.FILES_DIR) : dataDir && resolve(dataDir, 'files'),
  };
}

/** SUPPORT_EMAIL, else the address mail is sent from (required in production), else the demo mailbox's own. */
function supportAddress(settings: Settings): string {
  if (settings.SUPPORT_EMAIL) return settings.SUPPORT_EMAIL.trim();
  const from = settings.SMTP_FROM ? (/<([^>]+)>/.exec(settings.SMTP_FROM)?.[1] ?? settings.SMTP_FROM.trim()) : '';
  return from || 'support@localhost';
}
