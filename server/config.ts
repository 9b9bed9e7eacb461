import { resolve } from 'node:path';
import { CLIENT_IDS } from '../domain/themes.ts';
import { SAMPLE_PROVIDERS, type ProviderSettings } from './services/providers.ts';
import { IN_MEMORY } from './store/database.ts';

export type Part = 'rest' | 'gateway' | 'web' | 'oidc';

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
  /** The REST API the gateway calls; defaults to this process's own /api. */
  restUrl: string | undefined;
  parts: Set<Part>;
  production: boolean;
  demo: boolean;
  trustProxy: boolean;
  logLevel: string;
  /** Address lookup, Land Registry and portal: a real service's settings, or the sample data. */
  providers: ProviderSettings;
};

export class ConfigError extends Error {}

const ALL_PARTS: Part[] = ['rest', 'gateway', 'web', 'oidc'];

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number, got "${value}"`);
  return port;
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
    for (const name of ['PUBLIC_URL', 'DATABASE_URL']) {
      if (!env[name]) throw new ConfigError(`${name} must be set when NODE_ENV=production`);
    }
  }
  const demo = flag(env.DEMO, !production && !env.OIDC_ISSUER);
  if (parts.has('gateway') && !parts.has('rest') && !env.REST_URL) throw new ConfigError('REST_URL must be set when the gateway runs without the REST API');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir: env.DATA_DIR === IN_MEMORY ? IN_MEMORY : resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    oidcIssuer: env.OIDC_ISSUER ? env.OIDC_ISSUER.replace(/\/$/, '') : undefined,
    oidcClientIds: env.OIDC_CLIENT_IDS ? env.OIDC_CLIENT_IDS.split(',').map((id) => id.trim()).filter(Boolean) : [...CLIENT_IDS],
    restUrl: env.REST_URL || undefined,
    parts,
    production,
    demo,
    trustProxy: flag(env.TRUST_PROXY, false),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    providers: parts.has('rest') ? providerSettings(env, production && !demo) : SAMPLE_PROVIDERS,
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
