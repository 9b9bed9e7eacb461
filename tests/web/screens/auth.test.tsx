import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SignInCancelled } from '../../../web/src/auth/AuthService.ts';
import { makeAuthUser, makeFakeAuth } from '../../fixtures/web/auth.ts';
import { makeProperties } from '../../fixtures/web/property.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';
import { propertiesHandler, type RecordedRequest } from '../support/handlers.ts';
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
  it('finishes sign-in with one mutation (name and email of the ID token, invitations, the viewer), then opens /properties without asking for the viewer again', async () => {
    const signIns: RecordedRequest[] = [];
    let viewerQueries = 0;
    const auth = makeFakeAuth(
      null,
      makeAuthUser({ idToken: 'fresh-token', profile: { name: 'Sam Seller', email: 'sam@example.com' } }),
    );
    server.use(
      api.mutation('CompleteSignIn', ({ request, variables }) => {
        signIns.push({ variables, headers: request.headers });
        return HttpResponse.json({
          data: {
            completeSignIn: {
              __typename: 'SignInResult',
              viewer: makeViewer({ displayName: 'Sam Seller' }),
              invitations: { __typename: 'AcceptedInvitations', propertyId: null, properties: [] },
              invitationError: null,
            },
          },
        });
      }),
      api.query('Viewer', () => {
        viewerQueries += 1;
        return HttpResponse.json({ data: { viewer: makeViewer({ displayName: 'Sam Seller' }) } });
      }),
      propertiesHandler(makeProperties(1, 1)),
    );
    const app = renderApp('/auth/callback?code=abc&state=xyz', { auth });

    await waitFor(() => expect(app.location()).toBe('/properties'));
    expect(auth.completeSignin).toHaveBeenCalledTimes(1);
    expect(signIns).toHaveLength(1);
    expect(signIns[0].variables).toEqual({
      input: { displayName: 'Sam Seller', email: 'sam@example.com', invitationToken: null },
    });
    expect(signIns[0].headers.get('AuthorizationJWT')).toBe('fresh-token');
    expect(await screen.findByRole('heading', { name: 'Hello, Sam Seller' })).toBeInTheDocument();
    expect(viewerQueries).toBe(0);
  });

  it('says why an opened invitation link could not be accepted, on the list', async () => {
    localStorage.setItem('moveready.invitation', 'old-link');
    const auth = makeFakeAuth(
      null,
      makeAuthUser({ idToken: 'fresh-token', profile: { name: 'Sam Seller', email: 'sam@example.com' } }),
    );
    server.use(
      api.mutation('CompleteSignIn', () =>
        HttpResponse.json({
          data: {
            completeSignIn: {
              __typename: 'SignInResult',
              viewer: makeViewer(),
              invitations: { __typename: 'AcceptedInvitations', propertyId: null, properties: [] },
              invitationError: 'This invitation has expired.',
            },
          },
        }),
      ),
      propertiesHandler(makeProperties(1, 1)),
    );
    const app = renderApp('/auth/callback?code=abc&state=xyz', { auth });
    await waitFor(() => expect(app.location()).toBe('/properties'));
    expect(await screen.findByText('This invitation has expired.')).toBeInTheDocument();
    expect(localStorage.getItem('moveready.invitation')).toBeNull();
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
