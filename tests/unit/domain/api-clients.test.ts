import { describe, expect, it } from 'vitest';
import {
  apiClientName,
  apiClientStatus,
  clientIdOfClaims,
  isExternalClientId,
  mayHoldApiClient,
} from '../../../domain/api-clients.ts';
import { ORGANISATION_TYPE, ORGANISATION_TYPE_CODES } from '../../../domain/organisation-types.ts';
import {
  clientSecretMatches,
  hashClientSecret,
  newClientId,
  newClientSecret,
} from '../../../server/store/api-clients.ts';

describe('API client rules', () => {
  it('a name is trimmed, its inner spaces collapsed, and must be 1 to 100 characters', () => {
    expect(apiClientName('  Portal   sync ')).toBe('Portal sync');
    expect(apiClientName('   ')).toBeNull();
    expect(apiClientName('')).toBeNull();
    expect(apiClientName('x'.repeat(100))).toBe('x'.repeat(100));
    expect(apiClientName('x'.repeat(101))).toBeNull();
  });

  it('an external client id is 1 to 200 safe characters', () => {
    expect(isExternalClientId('0oa1b2c3d4')).toBe(true);
    expect(isExternalClientId('abc@clients')).toBe(true);
    expect(isExternalClientId('')).toBe(false);
    expect(isExternalClientId('has space')).toBe(false);
    expect(isExternalClientId('x'.repeat(201))).toBe(false);
  });

  it('a client is revoked once it has a revocation date', () => {
    expect(apiClientStatus({ revokedAt: null })).toBe('active');
    expect(apiClientStatus({ revokedAt: '2026-11-23T10:00:00Z' })).toBe('revoked');
  });

  it('reads the client id from client_id, azp or sub, in that order', () => {
    expect(clientIdOfClaims({ client_id: 'a', azp: 'b', sub: 'c' })).toBe('a');
    expect(clientIdOfClaims({ azp: 'b', sub: 'c' })).toBe('b');
    expect(clientIdOfClaims({ sub: 'c' })).toBe('c');
    expect(clientIdOfClaims({ client_id: 42 })).toBeNull();
  });
});

describe('API client secrets', () => {
  it('ids and secrets are random, and only a hash of the secret is compared', () => {
    expect(newClientId()).toMatch(/^mr_[A-Za-z0-9_-]{22}$/);
    expect(newClientId()).not.toBe(newClientId());
    const secret = newClientSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hash = hashClientSecret(secret);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(clientSecretMatches(secret, hash)).toBe(true);
    expect(clientSecretMatches(`${secret}x`, hash)).toBe(false);
    expect(clientSecretMatches(secret, 'not-hex')).toBe(false);
  });
});

describe('the organisations an API client may act for', () => {
  it('is agencies only', () => {
    expect(ORGANISATION_TYPE_CODES.filter(mayHoldApiClient)).toEqual([ORGANISATION_TYPE.agency]);
  });
});
