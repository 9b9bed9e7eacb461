import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLIENT_IDS } from '../../../domain/themes.ts';
import { ConfigError, loadConfig } from '../../../server/config.ts';
import { SETTINGS } from '../../../server/settings.ts';

const COUNTS = [
  'THROTTLE_ACCOUNT_FREE_FAILURES',
  'THROTTLE_ACCOUNT_LOCK_AFTER',
  'THROTTLE_ADDRESS_FREE_FAILURES',
  'THROTTLE_ADDRESS_LOCK_AFTER',
  'THROTTLE_SIGNUPS_PER_ADDRESS',
  'THROTTLE_LINKS_PER_EMAIL',
  'UPLOAD_MAX_BYTES',
  'PORT',
];

describe('the settings schema', () => {
  it('refuses a fraction where a count is meant, naming the variable', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTS),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1, max: 99 }),
        (name, whole, fraction) => {
          const value = `${whole}.${String(fraction).padStart(2, '0')}`.replace(/0+$/, '');
          expect(() => loadConfig({ [name]: value })).toThrow(
            new RegExp(`^${name} must be .*, got "${value.replace('.', '\\.')}"$`),
          );
        },
      ),
    );
    expect(() => loadConfig({ THROTTLE_ACCOUNT_LOCK_AFTER: '2.5' })).toThrow(
      new ConfigError('THROTTLE_ACCOUNT_LOCK_AFTER must be a whole number of 1 or more, got "2.5"'),
    );
  });

  it('still takes fractions of a second where a duration is meant', () => {
    expect(loadConfig({ THROTTLE_DELAY_SECONDS: '0.5', SEARCHES_SAMPLE_DELAY_SECONDS: '0.25' })).toMatchObject({
      throttle: { delaySeconds: 0.5 },
      searches: { sampleDelaySeconds: 0.25 },
    });
    expect(() => loadConfig({ THROTTLE_DELAY_SECONDS: '0' })).toThrow(
      'THROTTLE_DELAY_SECONDS must be a positive number of seconds, got "0"',
    );
  });

  it('refuses a part that does not exist instead of dropping it', () => {
    expect(() => loadConfig({ PARTS: 'rest,api' })).toThrow(
      new ConfigError('PARTS must be a comma-separated list of some of rest, gateway, web, oidc, got "rest,api"'),
    );
    expect(() => loadConfig({ PARTS: ',' })).toThrow(ConfigError);
    expect([...loadConfig({ PARTS: ' REST , gateway' }).parts]).toEqual(['rest', 'gateway']);
  });

  it('refuses a switch, a log level or an upload kind it does not know', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow('TRUST_PROXY must be on or off');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    );
    expect(() => loadConfig({ UPLOAD_TYPES: 'pdf,exe' })).toThrow(
      'UPLOAD_TYPES must be a comma-separated list of some of png, jpg, jpeg, pdf, docx, mp4, csv',
    );
    expect(loadConfig({ DEMO: 'off', TRUST_PROXY: 'YES' })).toMatchObject({ demo: false, trustProxy: true });
  });

  it('keeps the defaults the product has always had', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 4000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:4000',
      dataDir: resolve('data'),
      databaseUrl: undefined,
      databaseSchema: undefined,
      oidcIssuer: undefined,
      oidcClientIds: [...CLIENT_IDS],
      apiAudience: 'http://localhost:4000/api',
      restUrl: undefined,
      parts: new Set(['rest', 'gateway', 'web', 'oidc']),
      production: false,
      demo: true,
      trustProxy: false,
      logLevel: 'warn',
      smtpUrl: undefined,
      smtpFrom: undefined,
      throttle: {
        signInAccount: { freeFailures: 3, lockAfter: 8 },
        signInAddress: { freeFailures: 20, lockAfter: 100 },
        delaySeconds: 2,
        windowSeconds: 900,
        lockSeconds: 900,
        signUpsPerAddress: 10,
        linkRequestsPerEmail: 3,
      },
      requestLimits: { perUser: 3000, perAddress: 6000, windowSeconds: 60 },
      links: { verifyEmailSeconds: 86400, resetPasswordSeconds: 3600 },
      jobPollMs: 1000,
      jobLeaseSeconds: 60,
      restTimeoutMs: 10000,
      fileStorage: { kind: 'local', dir: resolve('data', 'files') },
      uploads: { kinds: ['png', 'jpg', 'pdf'], maxBytes: 20 * 1024 * 1024 },
      providers: { addressLookup: 'sample', landRegistry: 'sample', portal: 'sample' },
      supportEmail: 'support@localhost',
      searches: { provider: 'sample', sampleDelaySeconds: 20 },
      publicRecords: {
        sources: {
          'council-tax': 'sample',
          'energy-certificate': 'sample',
          'flood-risk': 'sample',
          'planning-constraints': 'sample',
          coverage: 'sample',
          'ground-conditions': 'sample',
          'price-paid': 'sample',
        },
        cacheHours: 720,
        timeoutMs: 10_000,
      },
      statusUrl: undefined,
      webhooks: { allowPrivateTargets: true, timeoutSeconds: 10, retrySeconds: 30 },
      trustedDocuments: 'accept',
      documentSeal: { key: 'self-signed', tsaUrl: undefined, tsaTimeoutMs: 10_000 },
    });
    // An empty variable is an unset one.
    expect(loadConfig({ PORT: '', PARTS: '', LOG_LEVEL: '' })).toEqual(config);
  });

  it('documents every setting, and the README lists each one', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    for (const [name, schema] of Object.entries(SETTINGS.properties)) {
      const { description, expected } = schema as { description?: string; expected?: string };
      expect(description, name).toMatch(/\w{3,}.*\.$/);
      expect(expected, name).toBeTruthy();
      expect(readme, name).toContain(`\`${name}\``);
    }
  });
});
