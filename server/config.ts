import { resolve } from 'node:path';
import { CLIENT_IDS } from '../domain/themes.ts';
import { DEFAULT_UPLOAD_KINDS, DEFAULT_UPLOAD_MAX_BYTES, isUploadKind, UPLOAD_KIND_NAMES, type UploadKind } from '../domain/uploads.ts';
import type { S3Settings } from './services/file-storage/s3-storage.ts';
import { SAMPLE_PROVIDERS, type ProviderSettings } from './services/providers.ts';
import { searchesConfig, SearchesConfigError, type SearchesConfig } from './services/searches/settings.ts';
import { IN_MEMORY } from './store/database.ts';
import { DEFAULT_THROTTLE_POLICY, type ThrottlePolicy } from './services/throttle/policy.ts';
import type { LinkLifetimes } from './services/identity/sign-in-services.ts';

export type Part = 'rest' | 'gateway' | 'web' | 'oidc';

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
  links: LinkLifetimes;
  /** How often an idle job runner looks for due jobs. */
  jobPollMs: number;
  fileStorage: FileStorageConfig;
  uploads: UploadConfig;
  /** Address lookup, Land Registry and portal: a real service's settings, or the sample data. */
  providers: ProviderSettings;
  /** Where help messages go when a property has no agent to answer them (docs/decisions.md). */
  supportEmail: string;
  /** The searches provider, or the sample one and its delay. */
  searches: SearchesConfig;
  /** A status page the connection-problem banner links to. */
  statusUrl: string | undefined;
};

export class ConfigError extends Error {}

/** The status page must be a web address: the banner links to it as it is. */
function statusUrlOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^https?:\/\/[^\s]+$/.test(value)) throw new ConfigError(`STATUS_URL must be an http or https address, got "${value}"`);
  return value;
}

function searchesFrom(env: NodeJS.ProcessEnv, required: boolean): SearchesConfig {
  try {
    return searchesConfig(env, required);
  } catch (error) {
    throw error instanceof SearchesConfigError ? new ConfigError(error.message) : error;
  }
}

const ALL_PARTS: Part[] = ['rest', 'gateway', 'web', 'oidc'];

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number, got "${value}"`);
  return port;
}

function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new ConfigError(`${name} must be a positive number, got "${value}"`);
  return number;
}

/**
 * Throttle settings; the defaults suit production, tests shorten them (THROTTLE_LOCK_SECONDS=2 …).
 * Counts are failures, the rest seconds.
 */
function throttlePolicy(env: NodeJS.ProcessEnv): ThrottlePolicy {
  const d = DEFAULT_THROTTLE_POLICY;
  return {
    signInAccount: {
      freeFailures: seconds(env, 'THROTTLE_ACCOUNT_FREE_FAILURES', d.signInAccount.freeFailures),
      lockAfter: seconds(env, 'THROTTLE_ACCOUNT_LOCK_AFTER', d.signInAccount.lockAfter),
    },
    signInAddress: {
      freeFailures: seconds(env, 'THROTTLE_ADDRESS_FREE_FAILURES', d.signInAddress.freeFailures),
      lockAfter: seconds(env, 'THROTTLE_ADDRESS_LOCK_AFTER', d.signInAddress.lockAfter),
    },
    delaySeconds: seconds(env, 'THROTTLE_DELAY_SECONDS', d.delaySeconds),
    windowSeconds: seconds(env, 'THROTTLE_WINDOW_SECONDS', d.windowSeconds),
    lockSeconds: seconds(env, 'THROTTLE_LOCK_SECONDS', d.lockSeconds),
    signUpsPerAddress: seconds(env, 'THROTTLE_SIGNUPS_PER_ADDRESS', d.signUpsPerAddress),
    linkRequestsPerEmail: seconds(env, 'THROTTLE_LINKS_PER_EMAIL', d.linkRequestsPerEmail),
  };
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

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/**
 * Reads the environment. Embedded defaults need nothing; production mode (NODE_ENV=production)
 * refuses to start without the settings it cannot guess, naming the missing variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = parsePort(env.PORT, 4000);
  const parts = new Set<Part>(
    env.PARTS ? env.PARTS.split(',').map((part) => part.trim() as Part).filter((part) => ALL_PARTS.includes(part)) : ALL_PARTS,
  );
  if (parts.size === 0) throw new ConfigError(`PARTS must list some of ${ALL_PARTS.join(', ')}`);
  if (production) {
    // Mail is how accounts are verified and passwords reset: production never keeps it in a demo mailbox.
    const sendsMail = parts.has('rest') || (parts.has('oidc') && !env.OIDC_ISSUER);
    for (const name of ['PUBLIC_URL', 'DATABASE_URL', ...(sendsMail ? ['SMTP_URL', 'SMTP_FROM'] : [])]) {
      if (!env[name]) throw new ConfigError(`${name} must be set when NODE_ENV=production`);
    }
  }
  // Demo mode (demo accounts, the mailbox with every mail's live links) is never on merely because
  // NODE_ENV is unset: by default only on a product reached at a loopback address (`npm start`).
  const demo = flag(env.DEMO, !production && !env.OIDC_ISSUER && isLoopbackUrl(env.PUBLIC_URL ?? 'http://localhost'));
  if (parts.has('gateway') && !parts.has('rest') && !env.REST_URL) throw new ConfigError('REST_URL must be set when the gateway runs without the REST API');
  return {
    fileStorage: fileStorageConfig(env),
    uploads: uploadConfig(env),
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir: env.DATA_DIR === IN_MEMORY ? IN_MEMORY : resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    oidcIssuer: env.OIDC_ISSUER ? env.OIDC_ISSUER.replace(/\/$/, '') : undefined,
    oidcClientIds: env.OIDC_CLIENT_IDS ? env.OIDC_CLIENT_IDS.split(',').map((id) => id.trim()).filter(Boolean) : [...CLIENT_IDS],
    restUrl: env.REST_URL || undefined,
    apiAudience: env.OIDC_API_AUDIENCE || `${(env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '')}/api`,
    parts,
    production,
    demo,
    trustProxy: flag(env.TRUST_PROXY, false),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM || undefined,
    throttle: throttlePolicy(env),
    links: {
      verifyEmailSeconds: seconds(env, 'VERIFY_EMAIL_LINK_SECONDS', 24 * 60 * 60),
      resetPasswordSeconds: seconds(env, 'RESET_PASSWORD_LINK_SECONDS', 60 * 60),
    },
    jobPollMs: seconds(env, 'JOB_POLL_MS', 1000),
    providers: parts.has('rest') ? providerSettings(env, production && !demo) : SAMPLE_PROVIDERS,
    supportEmail: supportAddress(env),
    searches: searchesFrom(env, parts.has('rest') && production && !demo),
    statusUrl: statusUrlOf(env.STATUS_URL),
  };
}

/**
 * Each outside service runs for real when its settings are given. Without them the sample data is
 * used, except in production outside demo mode, which never falls back silently: start-up stops
 * and names the variable.
 */
function providerSettings(env: NodeJS.ProcessEnv, required: boolean): ProviderSettings {
  const service = (what: string, urlVariable: string, keyVariable: string, defaultUrl?: string) => {
    const baseUrl = env[urlVariable] || defaultUrl;
    const apiKey = env[keyVariable];
    if (env[urlVariable] && !apiKey) throw new ConfigError(`${keyVariable} must be set with ${urlVariable} (the ${what})`);
    if (apiKey && baseUrl) return { baseUrl, apiKey };
    if (apiKey && !baseUrl) throw new ConfigError(`${urlVariable} must be set with ${keyVariable} (the ${what})`);
    if (required) {
      const missing = !baseUrl ? urlVariable : keyVariable;
      throw new ConfigError(`${missing} must be set when NODE_ENV=production (the ${what}); set DEMO=1 to use the sample data instead`);
    }
    return 'sample' as const;
  };
  return {
    addressLookup: service('address lookup', 'ADDRESS_LOOKUP_URL', 'ADDRESS_LOOKUP_API_KEY', 'https://api.getAddress.io/'),
    landRegistry: service('Land Registry search', 'LAND_REGISTRY_URL', 'LAND_REGISTRY_API_KEY'),
    portal: service('property portal', 'PORTAL_URL', 'PORTAL_API_KEY'),
  };
}

/**
 * S3 when S3_BUCKET is set, else `DATA_DIR/files`. Production says which one it uses at start-up;
 * a local directory there is a deliberate choice (one instance with a persistent volume).
 */
function fileStorageConfig(env: NodeJS.ProcessEnv): FileStorageConfig {
  if (env.S3_BUCKET) {
    return {
      kind: 's3',
      s3: {
        bucket: env.S3_BUCKET,
        endpoint: env.S3_ENDPOINT || undefined,
        region: env.S3_REGION || 'us-east-1',
        accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, false),
      },
    };
  }
  for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
    if (env[name]) throw new ConfigError(`${name} is set but S3_BUCKET is not`);
  }
  const dataDir = env.DATA_DIR === IN_MEMORY ? undefined : resolve(env.DATA_DIR ?? 'data');
  return { kind: 'local', dir: env.FILES_DIR ? resolve(env.FILES_DIR) : dataDir && resolve(dataDir, 'files') };
}

function uploadConfig(env: NodeJS.ProcessEnv): UploadConfig {
  let kinds = [...DEFAULT_UPLOAD_KINDS];
  if (env.UPLOAD_TYPES) {
    const names = env.UPLOAD_TYPES.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
    const unknown = names.filter((name) => !isUploadKind(name));
    if (unknown.length || names.length === 0) throw new ConfigError(`UPLOAD_TYPES must list some of ${UPLOAD_KIND_NAMES.join(', ')}, got "${env.UPLOAD_TYPES}"`);
    kinds = names.filter(isUploadKind);
  }
  let maxBytes = DEFAULT_UPLOAD_MAX_BYTES;
  if (env.UPLOAD_MAX_BYTES) {
    maxBytes = Number(env.UPLOAD_MAX_BYTES);
    if (!Number.isInteger(maxBytes) || maxBytes < 1) throw new ConfigError(`UPLOAD_MAX_BYTES must be a positive number of bytes, got "${env.UPLOAD_MAX_BYTES}"`);
  }
  return { kinds, maxBytes };
}

/** SUPPORT_EMAIL, else the address mail is sent from (required in production), else the demo mailbox's own. */
function supportAddress(env: NodeJS.ProcessEnv): string {
  if (env.SUPPORT_EMAIL) return env.SUPPORT_EMAIL.trim();
  const from = env.SMTP_FROM ? /<([^>]+)>/.exec(env.SMTP_FROM)?.[1] ?? env.SMTP_FROM.trim() : '';
  return from || 'support@localhost';
}
