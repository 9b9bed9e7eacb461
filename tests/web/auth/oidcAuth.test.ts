import { User, WebStorageStateStore } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { themeByKey } from '../../../domain/themes.ts';
import fc from 'fast-check';
import { idTokenExpiresAt, oidcSettings, readStoredUser, RENEW_BEFORE_SECONDS, storedUserKey } from '../../../web/src/auth/oidcAuth.ts';

describe('oidcSettings', () => {
  it('signs in at /oidc with the theme client, code flow and the callback routes', () => {
    const settings = oidcSettings(themeByKey('canopy'), 'https://canopy.example.com');
    expect(settings).toMatchObject({
      authority: 'https://canopy.example.com/oidc',
      client_id: 'canopy-web',
      redirect_uri: 'https://canopy.example.com/auth/callback',
      post_logout_redirect_uri: 'https://canopy.example.com/auth',
      response_type: 'code',
      scope: 'openid email profile',
    });
  });

  it('renews the 15-minute ID token a minute before it ends, without the user noticing', () => {
    const settings = oidcSettings(themeByKey('hop'), 'http://localhost:4000');
    expect(settings.automaticSilentRenew).toBe(true);
    expect(settings.accessTokenExpiringNotificationTimeInSeconds).toBe(RENEW_BEFORE_SECONDS);
  });
});

describe('when the stored ID token ends', () => {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  it('is read from the token itself, whatever its claims', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.dictionary(fc.string(), fc.jsonValue()), (exp, claims) => {
        expect(idTokenExpiresAt(`${encode({ alg: 'RS256' })}.${encode({ ...claims, exp })}.signature`)).toBe(exp);
      }),
    );
  });
  it('is unknown for anything that is not a token with a numeric exp', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      const read = idTokenExpiresAt(text);
      expect(read === null || typeof read === 'number').toBe(true);
    }));
    expect(idTokenExpiresAt('a.b.c')).toBeNull();
    expect(idTokenExpiresAt(`x.${encode({ exp: 'soon' })}.y`)).toBeNull();
  });
});

describe('reading the stored sign-in without loading oidc-client-ts', () => {
  it('finds the user where oidc-client-ts stores it, with its token and profile', async () => {
    const settings = oidcSettings(themeByKey('hop'), 'http://localhost:4000');
    const user = new User({
      id_token: 'header.payload.signature',
      access_token: 'access',
      token_type: 'Bearer',
      profile: { sub: 'u1', iss: 'http://localhost:4000/oidc', aud: 'hop-web', exp: 2, iat: 1, name: 'Alex Agent', email: 'agent@example.com' },
    });
    // The same store the manager uses, so a change in the library's key or format fails here.
    await new WebStorageStateStore({ store: window.localStorage }).set(`user:${settings.authority}:${settings.client_id}`, user.toStorageString());
    expect(readStoredUser(window.localStorage.getItem(storedUserKey(settings)))).toEqual({
      idToken: 'header.payload.signature',
      profile: { name: 'Alex Agent', email: 'agent@example.com' },
    });
  });

  it('treats nothing, or something unreadable, as signed out', () => {
    expect(readStoredUser(null)).toBeNull();
    expect(readStoredUser('not json')).toBeNull();
    expect(readStoredUser(JSON.stringify({ profile: {} }))).toBeNull();
  });
});
