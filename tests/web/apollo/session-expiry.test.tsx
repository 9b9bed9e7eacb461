import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeProperties } from '../../fixtures/web/property.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';
import { graphqlError, propertiesHandler, viewerHandler, type RecordedRequest } from '../support/handlers.ts';
import { renderApp } from '../support/renderApp.tsx';
import { api, GRAPHQL_URL, server } from '../support/server.ts';

describe('ending the session on an authentication error', () => {
  it('a GraphQL UNAUTHENTICATED error logs out to /auth with the message shown', async () => {
    const message = 'Your sign-in could not be verified. Please log in again.';
    server.use(api.query('Viewer', () => graphqlError(message, 'UNAUTHENTICATED')));
    const app = renderApp('/properties');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(app.location()).toBe(`/auth?msg=${encodeURIComponent(message)}`);
    expect(app.auth.removeLocalUser).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('a SESSION_EXPIRED error on the properties list logs out with its message', async () => {
    const message = 'Your session has expired. Please log in again.';
    server.use(
      viewerHandler(makeViewer()),
      api.query('Properties', () => graphqlError(message, 'SESSION_EXPIRED')),
    );
    const app = renderApp('/properties');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(app.location()).toBe(`/auth?msg=${encodeURIComponent(message)}`);
    // The session's data is gone: no connection-problem banner, no greeting.
    expect(screen.queryByText(/problems connecting/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Hello/ })).not.toBeInTheDocument();
  });

  it('an HTTP 401 logs out with the message of the response', async () => {
    const message = 'Token expired or invalid';
    server.use(
      api.query('Viewer', () =>
        HttpResponse.json({ errors: [{ message, extensions: { code: 'UNAUTHENTICATED' } }] }, { status: 401 }),
      ),
    );
    const app = renderApp('/properties');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(app.location()).toBe(`/auth?msg=${encodeURIComponent(message)}`);
  });

  it('an HTTP 440 logs out', async () => {
    server.use(http.post(GRAPHQL_URL, () => new HttpResponse('Session expired', { status: 440 })));
    const app = renderApp('/properties');
    await waitFor(() => expect(app.location()).toMatch(/^\/auth\?msg=/));
    expect(app.auth.removeLocalUser).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired. Please log in again.');
  });

  it('sends the ID token in the AuthorizationJWT header with the preflight header', async () => {
    const requests: RecordedRequest[] = [];
    server.use(viewerHandler(makeViewer(), requests), propertiesHandler(makeProperties(1, 1)));
    renderApp('/properties');
    await screen.findByRole('heading', { name: /Hello/ });
    expect(requests[0].headers.get('AuthorizationJWT')).toBe('test-id-token');
    expect(requests[0].headers.get('apollo-require-preflight')).toBe('true');
  });
});
