import { describe, expect, it } from 'vitest';
import { themeByKey } from '../../../domain/themes.ts';
import {
  createOidcAuth,
  oidcSettings,
  pageToReturnTo,
  RENEW_BEFORE_SECONDS,
  SILENT_CALLBACK_PATH,
} from '../../../web/src/auth/oidcAuth.ts';
import { clearSignedIn, markSignedIn } from '../../../web/src/auth/signInMarker.ts';

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

describe('restoring a sign-in after a reload', () => {
  it('asks the provider’s session with a request that ends at the silent callback', () => {
    const settings = oidcSettings(themeByKey('hop'), 'http://localhost:4000');
    expect(settings.silent_redirect_uri).toBe(`http://localhost:4000${SILENT_CALLBACK_PATH}`);
  });

  it('asks nothing of the provider for a browser that is not signed in here, or on the sign-in callback', async () => {
    const auth = createOidcAuth(themeByKey('hop'), window.location.origin);
    clearSignedIn();
    expect(await auth.loadUser()).toBeNull();
    markSignedIn();
    window.history.replaceState(null, '', '/auth/callback?code=x&state=y');
    expect(await auth.loadUser()).toBeNull();
    window.history.replaceState(null, '', '/');
    clearSignedIn();
  });

  it('comes back by redirect to the page the user was on, or the one /auth?continue= was opening', () => {
    expect(pageToReturnTo({ pathname: '/properties/12', search: '?tab=vault' })).toBe('/properties/12?tab=vault');
    expect(pageToReturnTo({ pathname: '/auth', search: `?continue=${encodeURIComponent('/properties/3')}` })).toBe(
      '/properties/3',
    );
    expect(pageToReturnTo({ pathname: '/auth', search: '' })).toBe('/');
  });
});
