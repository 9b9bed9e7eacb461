import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { CLIENT_IDS } from '../domain/themes.ts';
import { DEFAULT_UPLOAD_KINDS, DEFAULT_UPLOAD_MAX_BYTES, UPLOAD_KIND_NAMES } from '../domain/uploads.ts';
import { DEFAULT_THROTTLE_POLICY } from './services/throttle/policy.ts';

/**
 * Every environment variable the server reads, with its meaning, its form and its default: the one
 * place a setting is described (the README's table says the same in prose). `readSettings` turns
 * the environment's text into these values and refuses, naming the variable, a value that is not
 * of its form: a fraction where a count is meant, a part or upload kind that does not exist.
 * Rules between settings (what production requires, a key with its address) are `loadConfig`'s.
 */

export const PARTS = ['rest', 'gateway', 'web', 'oidc'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const TRUSTED_DOCUMENT_MODES = ['accept', 'require-for-browsers'] as const;
/** The layers added for speed alone that can be switched off to measure each one's gain (docs/performance.md). */
export const SPEED_LAYERS = [
  'compiled-executor',
  'compiled-statements',
  'prepared-statements',
  'viewer-hints',
  'batch-reads',
] as const;

// `expected` completes "<VARIABLE> must be …" in the refusal.
const text = (description: string) => Type.Optional(Type.String({ description, expected: 'some text' }));
const address = (description: string) => Type.Optional(Type.String({ description, expected: 'an address' }));
const count = (description: string, fallback: number) =>
  Type.Integer({ description, default: fallback, minimum: 1, expected: 'a whole number of 1 or more' });
const duration = (description: string, fallback: number, unit = 'seconds') =>
  Type.Number({ description, default: fallback, exclusiveMinimum: 0, expected: `a positive number of ${unit}` });
const flag = (description: string, fallback?: boolean) =>
  fallback === undefined
    ? Type.Optional(Type.Boolean({ description, expected: 'on or off (1, true, yes, on or 0, false, no, off)' }))
    : Type.Boolean({ description, default: fallback, expected: 'on or off (1, true, yes, on or 0, false, no, off)' });
const listOf = <const T extends string[]>(
  names: readonly [...T],
  description: string,
  fallback: readonly T[number][],
) =>
  Type.Array(Type.Enum(names), {
    description,
    default: [...fallback],
    minItems: 1,
    expected: `a comma-separated list of some of ${names.join(', ')}`,
  });

const throttle = DEFAULT_THROTTLE_POLICY;

export const SETTINGS = Type.Object({
  NODE_ENV: text(
    '`production` turns off the explorer page, introspection and the demo mailbox, and requires PUBLIC_URL, DATABASE_URL, SMTP_URL, SMTP_FROM and (unless DEMO=1) DOCUMENT_SIGNING_KEY.',
  ),
  PORT: Type.Integer({
    description: 'Port to listen on.',
    default: 4000,
    minimum: 0,
    maximum: 65535,
    expected: 'a port number',
  }),
  HOST: Type.String({ description: 'Interface to listen on.', default: '0.0.0.0', expected: 'an interface address' }),
  PUBLIC_URL: address(
    'Where browsers reach the product (default http://localhost:$PORT); the embedded issuer is $PUBLIC_URL/oidc. Required in production.',
  ),
  PARTS: listOf(PARTS, 'Which parts this process runs.', PARTS),
  DATA_DIR: text("PGlite's directory (default ./data); `:memory:` keeps the database in memory."),
  DATABASE_URL: address('PostgreSQL connection string; when set, PGlite is not used. Required in production.'),
  DATABASE_SCHEMA: text('PostgreSQL schema to use instead of `public` (tests run many side by side in one server).'),
  OIDC_ISSUER: address(
    'An external OpenID issuer; when set the embedded provider is off and tokens are verified against its JWKS.',
  ),
  OIDC_CLIENT_IDS: Type.Array(Type.String(), {
    description: 'Comma-separated audiences the API accepts (default the theme clients).',
    default: [...CLIENT_IDS],
    minItems: 1,
    expected: 'a comma-separated list of client ids',
  }),
  OIDC_API_AUDIENCE: text("The audience of integrators' client-credentials access tokens (default $PUBLIC_URL/api)."),
  REST_URL: address(
    "The REST API the gateway calls (default this process's own /api); required when the gateway runs without it.",
  ),
  DEMO: flag(
    'Demo data, demo accounts and the demo mailbox. Default on only at a loopback address, outside production and without OIDC_ISSUER.',
  ),
  TRUST_PROXY: flag('Trust X-Forwarded-* from a TLS-terminating proxy.', false),
  GRAPHQL_TRUSTED_DOCUMENTS: Type.Optional(
    Type.Enum(TRUSTED_DOCUMENT_MODES, {
      description:
        "`accept`: the web app's persisted documents run by hash, and any client may also send query text. `require-for-browsers`: browsers may run only those documents, except administrators (GraphQL Explorer) and API clients. Default require-for-browsers in production, accept elsewhere.",
      expected: `one of ${TRUSTED_DOCUMENT_MODES.join(', ')}`,
    }),
  ),
  LOG_LEVEL: Type.Optional(
    Type.Enum(LOG_LEVELS, {
      description: 'Server log level (default warn, info in production).',
      expected: `one of ${LOG_LEVELS.join(', ')}`,
    }),
  ),
  SMTP_URL: address(
    'SMTP server for outgoing mail; without it mail stays in the database (and the demo mailbox). Required in production.',
  ),
  SMTP_FROM: text('Sender of outgoing mail, e.g. `Move Ready <no-reply@example.com>`. Required in production.'),
  SUPPORT_EMAIL: text(
    'Where help messages about a property go when it has no agent (default the address of SMTP_FROM).',
  ),
  STATUS_URL: Type.Optional(
    Type.String({
      description: 'A status page the connection-problem banner links to.',
      pattern: '^https?://\\S+$',
      expected: 'an http or https address',
    }),
  ),
  THROTTLE_ACCOUNT_FREE_FAILURES: count(
    'Failed sign-ins per email answered at once.',
    throttle.signInAccount.freeFailures,
  ),
  THROTTLE_ACCOUNT_LOCK_AFTER: count('Failed sign-ins per email that lock it.', throttle.signInAccount.lockAfter),
  THROTTLE_ADDRESS_FREE_FAILURES: count(
    'Failed sign-ins per client address answered at once.',
    throttle.signInAddress.freeFailures,
  ),
  THROTTLE_ADDRESS_LOCK_AFTER: count(
    'Failed sign-ins per client address that lock it.',
    throttle.signInAddress.lockAfter,
  ),
  THROTTLE_DELAY_SECONDS: duration(
    'First wait after the free failures; it doubles with each further one.',
    throttle.delaySeconds,
  ),
  THROTTLE_WINDOW_SECONDS: duration('How long failures are remembered.', throttle.windowSeconds),
  THROTTLE_LOCK_SECONDS: duration('How long a lock lasts.', throttle.lockSeconds),
  THROTTLE_SIGNUPS_PER_ADDRESS: count('Sign-ups per client address per window.', throttle.signUpsPerAddress),
  REQUEST_LIMIT_PER_USER: count(
    'Requests to /api and /graphql one signed-in user may make per REQUEST_LIMIT_WINDOW_SECONDS, counted across all instances.',
    3000,
  ),
  REQUEST_LIMIT_PER_ADDRESS: count(
    'Requests without a valid sign-in one client address may make per window, across all instances.',
    6000,
  ),
  REQUEST_LIMIT_WINDOW_SECONDS: duration('The window request limits count in.', 60),
  THROTTLE_LINKS_PER_EMAIL: count('Reset and verification mails per email per window.', throttle.linkRequestsPerEmail),
  VERIFY_EMAIL_LINK_SECONDS: duration('How long an emailed verification link works.', 24 * 60 * 60),
  RESET_PASSWORD_LINK_SECONDS: duration('How long an emailed password-reset link works.', 60 * 60),
  REST_TIMEOUT_SECONDS: duration(
    "How long the gateway waits for the REST API's answer to one call before it answers UPSTREAM_TIMEOUT.",
    10,
  ),
  JOB_LEASE_SECONDS: duration(
    'How long a running background job stays leased to its instance without a heartbeat (renewed every third of it); a job of an instance that died is taken over after it.',
    60,
  ),
  SPEED_LAYERS_OFF: Type.Array(Type.Enum(SPEED_LAYERS), {
    description:
      'Layers of the speed machinery to switch off, for measuring what each buys (`npm run bench:machinery`); read once when the process starts. Every layer is on by default; the answers are the same either way.',
    default: [],
    expected: `a comma-separated list of some of ${SPEED_LAYERS.join(', ')}`,
  }),
  JOB_POLL_MS: duration('How often an idle background-job runner looks for due jobs.', 1000, 'milliseconds'),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: flag(
    'Deliver webhooks to loopback and private-network addresses, and to plain http on loopback (default: on only when PUBLIC_URL is a loopback address, whatever NODE_ENV says).',
  ),
  WEBHOOK_TIMEOUT_SECONDS: duration(
    'How long one webhook delivery attempt may take before it counts as failed and is retried.',
    10,
  ),
  WEBHOOK_RETRY_SECONDS: duration(
    'Wait before the first webhook retry; it doubles with each further one, up to an hour.',
    30,
  ),
  ADDRESS_LOOKUP_URL: address('Base URL of the getAddress-style address lookup (default https://api.getAddress.io/).'),
  ADDRESS_LOOKUP_API_KEY: text(
    'Key of the address lookup; without it the sample addresses are used (required in production unless DEMO=1).',
  ),
  LAND_REGISTRY_URL: address(
    'The Land Registry search service; without it the sample titles are used (required in production unless DEMO=1).',
  ),
  LAND_REGISTRY_API_KEY: text('Key of the Land Registry search service.'),
  PORTAL_URL: address(
    'The property portal; without it the sample listings are used (required in production unless DEMO=1).',
  ),
  PORTAL_API_KEY: text('Key of the property portal.'),
  COUNCIL_TAX_URL: address(
    'The council tax band service (VOA list); without it the sample records are used (required in production unless DEMO=1).',
  ),
  COUNCIL_TAX_API_KEY: text('Key of the council tax band service, where it needs one.'),
  ENERGY_CERTIFICATE_URL: address(
    'The energy certificate register (EPC); without it the sample records are used (required in production unless DEMO=1).',
  ),
  ENERGY_CERTIFICATE_API_KEY: text('Key of the energy certificate register, where it needs one.'),
  FLOOD_RISK_URL: address(
    'The flood risk service (Environment Agency); without it the sample records are used (required in production unless DEMO=1).',
  ),
  FLOOD_RISK_API_KEY: text('Key of the flood risk service, where it needs one.'),
  PLANNING_CONSTRAINTS_URL: address(
    'The planning data service (conservation areas, listed buildings, tree preservation orders, article 4); without it the sample records are used (required in production unless DEMO=1).',
  ),
  PLANNING_CONSTRAINTS_API_KEY: text('Key of the planning data service, where it needs one.'),
  COVERAGE_URL: address(
    'The broadband and mobile coverage service (Ofcom); without it the sample records are used (required in production unless DEMO=1).',
  ),
  COVERAGE_API_KEY: text('Key of the broadband and mobile coverage service, where it needs one.'),
  GROUND_CONDITIONS_URL: address(
    'The coal mining and radon service (Coal Authority, UKHSA); without it the sample records are used (required in production unless DEMO=1).',
  ),
  GROUND_CONDITIONS_API_KEY: text('Key of the coal mining and radon service, where it needs one.'),
  PRICE_PAID_URL: address(
    'The price paid service (HM Land Registry); without it the sample records are used (required in production unless DEMO=1).',
  ),
  PRICE_PAID_API_KEY: text('Key of the price paid service, where it needs one.'),
  PUBLIC_RECORDS_CACHE_HOURS: duration(
    'How long a public record fetched for an address is reused for another property at that address.',
    24 * 30,
    'hours',
  ),
  PUBLIC_RECORDS_TIMEOUT_SECONDS: duration('The deadline of each call to a public-record service.', 10),
  SEARCHES_URL: address(
    'The property searches provider; without it the sample provider returns a pack marked SAMPLE (required in production unless DEMO=1).',
  ),
  SEARCHES_API_KEY: text('Key of the property searches provider.'),
  SEARCHES_SAMPLE_DELAY_SECONDS: Type.Number({
    description: 'How long the sample searches provider takes to return its pack.',
    default: 20,
    minimum: 0,
    expected: 'a number of seconds',
  }),
  DOCUMENT_SIGNING_KEY: text(
    'The private key that seals every PDF the product issues and signs its PDTF exports: PEM (PKCS #8, PKCS #1 or SEC 1, unencrypted; RSA of 2048 bits or more, or EC on P-256 or P-384). Without it a self-signed seal kept in the database is used (required in production unless DEMO=1).',
  ),
  DOCUMENT_SIGNING_CERTIFICATES: text(
    "DOCUMENT_SIGNING_KEY's certificate chain, PEM: its own document-signing certificate first, then each issuer. Required with DOCUMENT_SIGNING_KEY.",
  ),
  TSA_URL: Type.Optional(
    Type.String({
      description:
        'An RFC 3161 time-stamping authority; when set, every PDF seal carries its time stamp. Unset by default: no time stamp.',
      pattern: '^https?://\\S+$',
      expected: 'an http or https address',
    }),
  ),
  TSA_TIMEOUT_SECONDS: duration(
    'How long the time-stamping authority may take to answer; beyond it the document is refused with a message to try again.',
    10,
  ),
  S3_BUCKET: text('Keep uploaded documents in this S3-compatible bucket; unset, they are kept in FILES_DIR.'),
  S3_ENDPOINT: address('Endpoint of an S3-compatible service (MinIO, R2, …); unset, AWS.'),
  S3_REGION: Type.String({ description: "The bucket's region.", default: 'us-east-1', expected: 'a region name' }),
  S3_ACCESS_KEY_ID: text("Key id for the bucket; unset, the SDK's default chain."),
  S3_SECRET_ACCESS_KEY: text("Secret key for the bucket; unset, the SDK's default chain."),
  S3_FORCE_PATH_STYLE: flag(
    'The bucket in the path instead of the host name (MinIO and most self-hosted services).',
    false,
  ),
  FILES_DIR: text('The directory for documents when no bucket is set (default $DATA_DIR/files).'),
  UPLOAD_TYPES: listOf(UPLOAD_KIND_NAMES, 'Kinds of file the vault accepts, checked by content.', DEFAULT_UPLOAD_KINDS),
  UPLOAD_MAX_BYTES: Type.Integer({
    description: 'Largest file accepted, per file; larger is refused and nothing is kept.',
    default: DEFAULT_UPLOAD_MAX_BYTES,
    minimum: 1,
    expected: 'a positive number of bytes',
  }),
});

export type Settings = Static<typeof SETTINGS>;

/** A setting the server cannot start with; start-up prints its message, which names the variable. */
export class ConfigError extends Error {}

const ON = ['1', 'true', 'yes', 'on'];
const OFF = ['0', 'false', 'no', 'off'];
const NUMBER = /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i;

/** The environment's text in the setting's form; text that has no such form is kept, for the check to refuse. */
function decode(schema: TSchema & { type?: string; items?: TSchema & { enum?: unknown } }, value: string): unknown {
  switch (schema.type) {
    case 'integer':
    case 'number':
      return NUMBER.test(value) ? Number(value) : value;
    case 'boolean': {
      const word = value.trim().toLowerCase();
      return ON.includes(word) ? true : OFF.includes(word) ? false : value;
    }
    case 'array': {
      // Names of parts and kinds are case-blind; client ids are compared as written.
      const names = value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      return schema.items?.enum ? names.map((name) => name.toLowerCase()) : names;
    }
    default:
      return value;
  }
}

/** Reads the settings from the environment; an unset or empty variable takes its default. */
export function readSettings(env: NodeJS.ProcessEnv): Settings {
  const given: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(SETTINGS.properties)) {
    const value = env[name];
    if (value !== undefined && value !== '') given[name] = decode(schema, value);
  }
  const settings = Value.Default(SETTINGS, given);
  const error = Value.Errors(SETTINGS, settings)[0];
  if (error) {
    const name = error.instancePath.split('/')[1] as keyof typeof SETTINGS.properties;
    const { expected } = SETTINGS.properties[name] as { expected?: string };
    throw new ConfigError(`${name} must be ${expected ?? 'of its documented form'}, got "${env[name]}"`);
  }
  return settings as Settings;
}
