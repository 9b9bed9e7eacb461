import { User, WebStorageStateStore } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { themeByKey } from '../../../domain/themes.ts';
import { oidcSettings, readStoredUser, storedUserKey } from '../../../web/src/auth/oidcAuth.ts';

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
