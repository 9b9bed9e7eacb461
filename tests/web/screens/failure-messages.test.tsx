import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { ROLE } from '../../../domain/roles.ts';
import { makeDashboardProperty, makeProperties, makeProperty } from '../../fixtures/web/property.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';
import {
  dashboardHandler,
  graphqlError,
  propertiesHandler,
  viewerHandler,
  type RecordedRequest,
} from '../support/handlers.ts';
import { renderApp } from '../support/renderApp.tsx';
import { api, server } from '../support/server.ts';

const banner = () => MESSAGES.connectionProblem(window.location.host);

describe('what each screen says when a request fails', () => {
  it('properties: a search the server refuses is said next to the search, not as a lost connection', async () => {
    const refusal = 'querystring/search must NOT have more than 200 characters';
    server.use(
      viewerHandler(makeViewer()),
      api.query('Properties', () => graphqlError(refusal, 'BAD_USER_INPUT')),
    );
    renderApp('/properties?search=harbour');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Search not possible');
    expect(alert).toHaveTextContent(refusal);
    expect(screen.queryByText(banner())).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('properties: an over-long search in the address bar is not sent, and the limit is said', async () => {
    const requests: RecordedRequest[] = [];
    server.use(viewerHandler(makeViewer()), propertiesHandler(makeProperties(1, 2), requests));
    renderApp(`/properties?search=${'a'.repeat(201)}`);
    expect(await screen.findByText('A search can be at most 200 characters long.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    expect(screen.queryByText(banner())).not.toBeInTheDocument();
  });

  it('properties: a refusal is said as a refusal', async () => {
    server.use(
      viewerHandler(makeViewer()),
      api.query('Properties', () => graphqlError('You may not list these properties.', 'FORBIDDEN')),
    );
    renderApp('/properties');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not allowed');
    expect(alert).toHaveTextContent('You may not list these properties.');
    expect(screen.queryByText(banner())).not.toBeInTheDocument();
  });

  it('properties: a server failure (5xx) is the connection problem', async () => {
    server.use(
      viewerHandler(makeViewer()),
      api.query('Properties', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Bad gateway' }] }, { status: 502 }),
      ),
    );
    renderApp('/properties');
    expect(await screen.findByText(banner())).toBeInTheDocument();
  });

  it.each(['0', '99999999999'])(
    'dashboard: /properties/%s, an id no property can have, is not found without asking',
    async (id) => {
      const asked: unknown[] = [];
      server.use(
        viewerHandler(makeViewer()),
        api.query('Dashboard', ({ variables }) => {
          asked.push(variables);
          return graphqlError('Property id must be a positive whole number.', 'BAD_USER_INPUT');
        }),
        propertiesHandler(makeProperties(1, 1)),
      );
      const app = renderApp(`/properties/${id}`);
      expect(await screen.findByText(`Property not found with id ${id}.`)).toBeInTheDocument();
      await waitFor(() => expect(app.location()).toBe('/properties'));
      expect(asked).toHaveLength(0);
      expect(screen.queryByText(banner())).not.toBeInTheDocument();
    },
  );

  it('dashboard: a refusal says so, with a way back to the list', async () => {
    server.use(
      viewerHandler(makeViewer()),
      api.query('Dashboard', () => graphqlError('You may not see this property.', 'FORBIDDEN')),
    );
    renderApp('/properties/7');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You may not see this property.');
    expect(screen.getByRole('link', { name: 'Back to your properties' })).toHaveAttribute('href', '/properties');
    expect(screen.queryByText(banner())).not.toBeInTheDocument();
  });

  it('dashboard: a lost connection shows the banner, and Try again recovers', async () => {
    let fail = true;
    server.use(
      viewerHandler(makeViewer()),
      api.query('Dashboard', () =>
        fail ? HttpResponse.error() : HttpResponse.json({ data: { property: makeDashboardProperty(7) } }),
      ),
    );
    const app = renderApp('/properties/7');
    expect(await screen.findByText(banner())).toBeInTheDocument();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: '7 Harbour Road' })).toBeInTheDocument();
  });

  it('a form page of an unknown property says not found, like its dashboard', async () => {
    server.use(
      viewerHandler(makeViewer({ role: ROLE.homeMover })),
      dashboardHandler([]),
      propertiesHandler(makeProperties(1, 1)),
    );
    const app = renderApp('/properties/12/fixtures-fittings');
    expect(await screen.findByText('Property not found with id 12.')).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/properties'));
    expect(screen.queryByRole('heading', { name: 'Fixtures and fittings' })).not.toBeInTheDocument();
  });

  it('any screen: a viewer that cannot be loaded for a server failure shows the banner', async () => {
    server.use(
      api.query('Viewer', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Unavailable' }] }, { status: 503 }),
      ),
    );
    renderApp('/properties');
    expect(await screen.findByText(banner())).toBeInTheDocument();
  });
});

describe('what the properties screen shows once', () => {
  it('a simple user, whose organisation is named like the role, sees the name once', async () => {
    server.use(
      viewerHandler(makeViewer({ role: ROLE.simple, organisation: { name: 'Simply Conveyancing' } })),
      propertiesHandler([]),
    );
    renderApp('/properties');
    await screen.findByRole('heading', { name: /Hello/ });
    expect(screen.getAllByText('Simply Conveyancing')).toHaveLength(1);
  });

  it('a card names the phase once, in its completion line', async () => {
    server.use(viewerHandler(makeViewer({ role: ROLE.agent })), propertiesHandler([makeProperty(1, { complete: 46 })]));
    renderApp('/properties');
    const card = await screen.findByRole('link', { name: /^1 Harbour Road/ });
    expect(within(card).getAllByText(/Move Ready/)).toHaveLength(1);
    expect(within(card).getByText('Move Ready 46%')).toBeInTheDocument();
  });
});
