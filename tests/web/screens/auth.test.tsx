import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SignInCancelled } from '../../../web/src/auth/AuthService.ts';
import { makeAuthUser, makeFakeAuth } from '../../fixtures/web/auth.ts';
import { makeProperties } from '../../fixtures/web/property.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';
import { propertiesHandler, viewerHandler, type RecordedRequest } from '../support/handlers.ts';
import { renderApp } from '../support/renderApp.tsx';
import { api, server } from '../support/server.ts';

describe('auth screen', () => {
  it('welcomes the visitor with Log in and Sign up', async () => {
    const auth = makeFakeAuth(null);
    const app = renderApp('/auth', { auth });
    expect(await screen.findByRole('heading', { name: 'Welcome to Move Ready' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(auth.login).toHaveBeenCalledTimes(1);
    await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(auth.signup).toHaveBeenCalledTimes(1);
  });

  it('displays the msg query as a message, read as one sentence with nothing above it', async () => {
    renderApp('/auth?msg=Your%20session%20has%20expired.%20Please%20log%20in%20again.', { auth: makeFakeAuth(null) });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Your session has expired\. Please log in again\.$/);
  });
});

describe('sign-in callback', () => {
  it('finishes sign-in, sends the name and email of the ID token to the user record, then opens /properties', async () => {
    const syncs: RecordedRequest[] = [];
    const auth = makeFakeAuth(null, makeAuthUser({ idToken: 'fresh-token', profile: { name: 'Sam Seller', email: 'sam@example.com' } }));
    server.use(
      api.mutation('SyncViewerProfile', ({ request, variables }) => {
        syncs.push({ variables, headers: request.headers });
        return HttpResponse.json({
          data: { syncViewerProfile: { __typename: 'Viewer', id: 'u1', user: { __typename: 'User', id: 'u1', displayName: 'Sam Seller', email: 'sam@example.com' } } },
        });
      }),
      viewerHandler(makeViewer({ displayName: 'Sam Seller' })),
      propertiesHandler(makeProperties(1, 1)),
    );
    const app = renderApp('/auth/callback?code=abc&state=xyz', { auth });

    await waitFor(() => expect(app.location()).toBe('/properties'));
    expect(auth.completeSignin).toHaveBeenCalledTimes(1);
    expect(syncs).toHaveLength(1);
    expect(syncs[0].variables).toEqual({ input: { displayName: 'Sam Seller', email: 'sam@example.com' } });
    expect(syncs[0].headers.get('AuthorizationJWT')).toBe('fresh-token');
    expect(await screen.findByRole('heading', { name: 'Hello, Sam Seller' })).toBeInTheDocument();
  });

  it('returns to the start page without a message when the user pressed Cancel at the provider', async () => {
    const auth = makeFakeAuth(null);
    auth.completeSignin.mockRejectedValueOnce(new SignInCancelled());
    const app = renderApp('/auth/callback?error=access_denied&state=xyz', { auth });
    await waitFor(() => expect(app.location()).toBe('/auth'));
    expect(await screen.findByRole('heading', { name: 'Welcome to Move Ready' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('returns to /auth with the reason when the sign-in cannot be finished', async () => {
    const auth = makeFakeAuth(null);
    auth.completeSignin.mockRejectedValueOnce(new Error('No matching state found in storage'));
    const app = renderApp('/auth/callback?code=abc&state=old', { auth });
    expect(await screen.findByRole('alert')).toHaveTextContent('No matching state found in storage');
    expect(app.location()).toMatch(/^\/auth\?msg=/);
  });
});
