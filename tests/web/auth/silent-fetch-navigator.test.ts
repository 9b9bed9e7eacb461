import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { silentFetchNavigator } from '../../../web/src/auth/silentFetchNavigator.ts';
import { server } from '../support/server.ts';

const CALLBACK = 'http://localhost/auth/silent-callback';

describe('a reload’s silent sign-in, as one request', () => {
  it('follows the provider to the silent callback and hands back its address, code and state included', async () => {
    server.use(
      http.get('http://localhost/oidc/auth', () =>
        HttpResponse.redirect(`${CALLBACK}?code=the-code&state=the-state`, 303),
      ),
      http.get(CALLBACK, () => new HttpResponse(null, { status: 204 })),
    );
    const window = await silentFetchNavigator(CALLBACK).prepare({});
    await expect(window.navigate({ url: 'http://localhost/oidc/auth?prompt=none' })).resolves.toEqual({
      url: `${CALLBACK}?code=the-code&state=the-state`,
    });
  });

  it('hands back the provider’s refusal too, for the library to read (login_required: sign in yourself)', async () => {
    server.use(
      http.get('http://localhost/oidc/auth', () =>
        HttpResponse.redirect(`${CALLBACK}?error=login_required&state=s`, 303),
      ),
      http.get(CALLBACK, () => new HttpResponse(null, { status: 204 })),
    );
    const window = await silentFetchNavigator(CALLBACK).prepare({});
    const { url } = await window.navigate({ url: 'http://localhost/oidc/auth?prompt=none' });
    expect(new URL(url).searchParams.get('error')).toBe('login_required');
  });

  it('fails when the provider answers anywhere but the callback (a page asking for a sign-in)', async () => {
    server.use(http.get('http://localhost/oidc/auth', () => HttpResponse.html('<form>Sign in</form>')));
    const window = await silentFetchNavigator(CALLBACK).prepare({});
    await expect(window.navigate({ url: 'http://localhost/oidc/auth?prompt=none' })).rejects.toThrow(
      'The identity provider did not answer the silent sign-in',
    );
  });

  it('stops waiting when the library closes it', async () => {
    server.use(http.get('http://localhost/oidc/auth', () => new Promise<Response>(() => undefined)));
    const window = await silentFetchNavigator(CALLBACK).prepare({});
    const answer = window.navigate({ url: 'http://localhost/oidc/auth?prompt=none' });
    window.close();
    await expect(answer).rejects.toThrow();
  });
});
