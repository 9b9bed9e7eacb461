import { beforeAll, describe, expect, it } from 'vitest';
import { createSelfSignedSeal } from '../../../server/services/document-seal/self-signed.ts';
import { ConfigError, loadConfig } from '../../../server/config.ts';

describe('configuration', () => {
  it('needs nothing for the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      publicUrl: 'http://localhost:4000',
      databaseUrl: undefined,
      oidcIssuer: undefined,
      demo: true,
      production: false,
    });
    expect([...config.parts].sort()).toEqual(['gateway', 'oidc', 'rest', 'web']);
  });

  it('names the missing variable in production mode', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x' })).toThrow(
      new ConfigError('PUBLIC_URL must be set when NODE_ENV=production'),
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://x' })).toThrow('DATABASE_URL must be set');
    const withDatabase = { NODE_ENV: 'production', PUBLIC_URL: 'https://x', DATABASE_URL: 'postgres://x' };
    expect(() => loadConfig(withDatabase)).toThrow(new ConfigError('SMTP_URL must be set when NODE_ENV=production'));
    expect(() => loadConfig({ ...withDatabase, SMTP_URL: 'smtp://mail:25' })).toThrow(
      new ConfigError('SMTP_FROM must be set when NODE_ENV=production'),
    );
    expect(
      loadConfig({ ...withDatabase, SMTP_URL: 'smtp://mail:25', SMTP_FROM: 'no-reply@x', DEMO: '1' }).smtpUrl,
    ).toBe('smtp://mail:25');
    // A gateway alone sends no mail.
    expect(() => loadConfig({ ...withDatabase, PARTS: 'gateway', REST_URL: 'http://api/api' })).not.toThrow();
  });

  it('reads shortened throttle windows and link lifetimes, and refuses nonsense', () => {
    const config = loadConfig({
      THROTTLE_LOCK_SECONDS: '3',
      THROTTLE_ACCOUNT_LOCK_AFTER: '4',
      RESET_PASSWORD_LINK_SECONDS: '2',
    });
    expect(config.throttle).toMatchObject({ lockSeconds: 3, signInAccount: { lockAfter: 4 } });
    expect(config.links.resetPasswordSeconds).toBe(2);
    expect(() => loadConfig({ THROTTLE_LOCK_SECONDS: 'soon' })).toThrow(
      'THROTTLE_LOCK_SECONDS must be a positive number',
    );
  });

  it('refuses a gateway without an API to call', () => {
    expect(() => loadConfig({ PARTS: 'gateway' })).toThrow('REST_URL must be set');
    expect(loadConfig({ PARTS: 'gateway', REST_URL: 'http://api:4000/api' }).restUrl).toBe('http://api:4000/api');
  });

  it('refuses a port that is not one', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a port number');
  });

  it('turns demo accounts off with an external identity provider unless asked', () => {
    expect(loadConfig({ OIDC_ISSUER: 'https://id.example/' }).demo).toBe(false);
    expect(loadConfig({ OIDC_ISSUER: 'https://id.example/' }).oidcIssuer).toBe('https://id.example');
  });
});

describe('webhook targets', () => {
  const allowsPrivate = (env: Record<string, string>) => loadConfig(env).webhooks.allowPrivateTargets;

  it('allows private and loopback receivers only to a product reached at a loopback address', () => {
    expect(allowsPrivate({})).toBe(true);
    expect(allowsPrivate({ PUBLIC_URL: 'http://127.0.0.1:4105' })).toBe(true);
    expect(allowsPrivate({ PUBLIC_URL: 'https://staging.moveready.example' })).toBe(false);
    expect(allowsPrivate({ PUBLIC_URL: 'http://10.0.0.5:4000' })).toBe(false);
  });

  it('refuses them at a public address whatever NODE_ENV says, unless the flag says so', () => {
    for (const NODE_ENV of ['development', 'test', 'staging'])
      expect(allowsPrivate({ NODE_ENV, PUBLIC_URL: 'https://staging.moveready.example' })).toBe(false);
    expect(allowsPrivate({ PUBLIC_URL: 'https://staging.moveready.example', WEBHOOK_ALLOW_PRIVATE_TARGETS: '1' })).toBe(
      true,
    );
    expect(allowsPrivate({ WEBHOOK_ALLOW_PRIVATE_TARGETS: '0' })).toBe(false);
  });
});

describe('outside services', () => {
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://x',
    DATABASE_URL: 'postgres://x',
    SMTP_URL: 'smtp://mail:25',
    SMTP_FROM: 'Move Ready <hello@example.com>',
  };
  const all = {
    ADDRESS_LOOKUP_API_KEY: 'a',
    LAND_REGISTRY_URL: 'https://lr.example/',
    LAND_REGISTRY_API_KEY: 'b',
    PORTAL_URL: 'https://portal.example/',
    PORTAL_API_KEY: 'c',
    SEARCHES_URL: 'https://searches.example/',
    SEARCHES_API_KEY: 'd',
    COUNCIL_TAX_URL: 'https://records.example/',
    ENERGY_CERTIFICATE_URL: 'https://records.example/',
    ENERGY_CERTIFICATE_API_KEY: 'e',
    FLOOD_RISK_URL: 'https://records.example/',
    PLANNING_CONSTRAINTS_URL: 'https://records.example/',
    COVERAGE_URL: 'https://records.example/',
    COVERAGE_API_KEY: 'f',
    GROUND_CONDITIONS_URL: 'https://records.example/',
    PRICE_PAID_URL: 'https://records.example/',
  };

  it('uses the sample data without settings outside production', () => {
    expect(loadConfig({}).providers).toEqual({ addressLookup: 'sample', landRegistry: 'sample', portal: 'sample' });
  });

  it('stops production start-up naming the first missing variable of each service', () => {
    expect(() => loadConfig(production)).toThrow(
      new ConfigError(
        'ADDRESS_LOOKUP_API_KEY must be set when NODE_ENV=production (the address lookup); set DEMO=1 to use the sample data instead',
      ),
    );
    expect(() => loadConfig({ ...production, ADDRESS_LOOKUP_API_KEY: 'a' })).toThrow(
      'LAND_REGISTRY_URL must be set when NODE_ENV=production',
    );
    expect(() => loadConfig({ ...production, ...all, PORTAL_API_KEY: '' })).toThrow('PORTAL_API_KEY must be set');
  });

  beforeAll(async () => {
    const seal = await createSelfSignedSeal('Move Ready');
    Object.assign(all, {
      DOCUMENT_SIGNING_KEY: seal.privateKeyPem,
      DOCUMENT_SIGNING_CERTIFICATES: seal.certificatePem,
    });
  });

  it('seals documents with the configured key in production, refusing to start without one or with a wrong one', async () => {
    const { DOCUMENT_SIGNING_KEY, DOCUMENT_SIGNING_CERTIFICATES, ...services } = all as Record<string, string>;
    expect(() => loadConfig({ ...production, ...services })).toThrow(
      new ConfigError(
        'DOCUMENT_SIGNING_KEY must be set when NODE_ENV=production (the key that seals documents, with DOCUMENT_SIGNING_CERTIFICATES); set DEMO=1 to use a self-signed seal instead',
      ),
    );
    expect(loadConfig({ ...production, ...services, DEMO: '1' }).documentSeal.key).toBe('self-signed');
    expect(loadConfig({ ...production, PARTS: 'gateway', REST_URL: 'http://api/' }).documentSeal.key).toBe(
      'self-signed',
    );
    expect(loadConfig({ ...production, ...all }).documentSeal.key).toEqual({
      keyPem: DOCUMENT_SIGNING_KEY,
      certificatesPem: DOCUMENT_SIGNING_CERTIFICATES,
    });
    expect(() => loadConfig({ DOCUMENT_SIGNING_KEY })).toThrow(
      new ConfigError('DOCUMENT_SIGNING_CERTIFICATES must be set with DOCUMENT_SIGNING_KEY'),
    );
    expect(() => loadConfig({ DOCUMENT_SIGNING_CERTIFICATES })).toThrow(
      new ConfigError('DOCUMENT_SIGNING_KEY must be set with DOCUMENT_SIGNING_CERTIFICATES'),
    );
    const other = await createSelfSignedSeal('Elsewhere');
    expect(() => loadConfig({ DOCUMENT_SIGNING_KEY: other.privateKeyPem, DOCUMENT_SIGNING_CERTIFICATES })).toThrow(
      new ConfigError("DOCUMENT_SIGNING_CERTIFICATES must start with the signing key's own certificate"),
    );
    expect(() => loadConfig({ DOCUMENT_SIGNING_KEY: 'secret', DOCUMENT_SIGNING_CERTIFICATES })).toThrow(
      /^DOCUMENT_SIGNING_KEY must be a PEM private key/,
    );
    expect(() => loadConfig({ TSA_URL: 'tsa.example' })).toThrow('TSA_URL must be an http or https address');
    expect(loadConfig({ TSA_URL: 'https://tsa.example/' }).documentSeal).toMatchObject({
      tsaUrl: 'https://tsa.example/',
      tsaTimeoutMs: 10_000,
    });
  });

  it('runs the real adapters with their settings, getAddress by default', () => {
    expect(loadConfig({ ...production, ...all }).providers).toEqual({
      addressLookup: { baseUrl: 'https://api.getAddress.io/', apiKey: 'a' },
      landRegistry: { baseUrl: 'https://lr.example/', apiKey: 'b' },
      portal: { baseUrl: 'https://portal.example/', apiKey: 'c' },
    });
  });

  it('lets a production demo use the sample data, and a gateway-only process need none of it', () => {
    expect(loadConfig({ ...production, DEMO: '1' }).providers.portal).toBe('sample');
    expect(() => loadConfig({ ...production, PARTS: 'gateway', REST_URL: 'http://api/' })).not.toThrow();
  });

  it('chooses each public-record source once: its service when its URL is given, else the sample records outside production', () => {
    const records = loadConfig({
      FLOOD_RISK_URL: 'https://flood.example/',
      COVERAGE_URL: 'https://ofcom.example/',
      COVERAGE_API_KEY: 'k',
      PUBLIC_RECORDS_CACHE_HOURS: '2',
      PUBLIC_RECORDS_TIMEOUT_SECONDS: '1.5',
    }).publicRecords;
    expect(records.sources).toMatchObject({
      'flood-risk': { baseUrl: 'https://flood.example/' },
      coverage: { baseUrl: 'https://ofcom.example/', apiKey: 'k' },
      'council-tax': 'sample',
      'price-paid': 'sample',
    });
    expect(records).toMatchObject({ cacheHours: 2, timeoutMs: 1500 });
    expect(loadConfig({}).publicRecords).toMatchObject({ cacheHours: 720, timeoutMs: 10_000 });
    expect(() => loadConfig({ PRICE_PAID_API_KEY: 'k' })).toThrow(
      new ConfigError('PRICE_PAID_URL must be set with PRICE_PAID_API_KEY (the price-paid public record)'),
    );
    expect(() => loadConfig({ ...production, ...all, FLOOD_RISK_URL: '' })).toThrow(
      new ConfigError(
        'FLOOD_RISK_URL must be set when NODE_ENV=production (the flood-risk public record); set DEMO=1 to use the sample data instead',
      ),
    );
    expect(loadConfig({ ...production, DEMO: '1' }).publicRecords.sources['energy-certificate']).toBe('sample');
    expect(() => loadConfig({ PUBLIC_RECORDS_CACHE_HOURS: '0' })).toThrow(
      'PUBLIC_RECORDS_CACHE_HOURS must be a positive number of hours',
    );
  });

  it('refuses a service address without its key', () => {
    expect(() => loadConfig({ PORTAL_URL: 'https://portal.example/' })).toThrow(
      'PORTAL_API_KEY must be set with PORTAL_URL',
    );
  });
});
