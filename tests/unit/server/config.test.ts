import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config.ts';

describe('configuration', () => {
  it('needs nothing for the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 4000, publicUrl: 'http://localhost:4000', databaseUrl: undefined, oidcIssuer: undefined, demo: true, production: false });
    expect([...config.parts].sort()).toEqual(['gateway', 'oidc', 'rest', 'web']);
  });

  it('names the missing variable in production mode', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x' })).toThrow(new ConfigError('PUBLIC_URL must be set when NODE_ENV=production'));
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://x' })).toThrow('DATABASE_URL must be set');
    const withDatabase = { NODE_ENV: 'production', PUBLIC_URL: 'https://x', DATABASE_URL: 'postgres://x' };
    expect(() => loadConfig(withDatabase)).toThrow(new ConfigError('SMTP_URL must be set when NODE_ENV=production'));
    expect(() => loadConfig({ ...withDatabase, SMTP_URL: 'smtp://mail:25' })).toThrow(new ConfigError('SMTP_FROM must be set when NODE_ENV=production'));
    expect(loadConfig({ ...withDatabase, SMTP_URL: 'smtp://mail:25', SMTP_FROM: 'no-reply@x' }).smtpUrl).toBe('smtp://mail:25');
    // A gateway alone sends no mail.
    expect(() => loadConfig({ ...withDatabase, PARTS: 'gateway', REST_URL: 'http://api/api' })).not.toThrow();
  });

  it('reads shortened throttle windows and link lifetimes, and refuses nonsense', () => {
    const config = loadConfig({ THROTTLE_LOCK_SECONDS: '3', THROTTLE_ACCOUNT_LOCK_AFTER: '4', RESET_PASSWORD_LINK_SECONDS: '2' });
    expect(config.throttle).toMatchObject({ lockSeconds: 3, signInAccount: { lockAfter: 4 } });
    expect(config.links.resetPasswordSeconds).toBe(2);
    expect(() => loadConfig({ THROTTLE_LOCK_SECONDS: 'soon' })).toThrow('THROTTLE_LOCK_SECONDS must be a positive number');
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
