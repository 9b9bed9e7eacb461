import { describe, expect, it } from 'vitest';
import { themeByKey } from '../../../domain/themes.ts';
import { oidcSettings } from '../../../web/src/auth/oidcAuth.ts';

describe('oidcSettings', () => {
  it('signs in at /oidc with the theme client, code flow and the callback routes', () => {
    const settings = oidcSettings(themeByKey('canopy'), 'https://canopy.example.com', window.localStorage);
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
