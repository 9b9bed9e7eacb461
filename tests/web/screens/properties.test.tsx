import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { ROLE, ROLE_CODES, roleLabel } from '../../../domain/roles.ts';
import { makeProperty } from '../../fixtures/web/property.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';
import { propertiesHandler, viewerHandler } from '../support/handlers.ts';
import { renderApp } from '../support/renderApp.tsx';
import { api, server } from '../support/server.ts';

describe('properties screen', () => {
  it('greets the viewer by display name, with organisation and role label', async () => {
    server.use(
      viewerHandler(makeViewer({ role: ROLE.agent, displayName: 'Priya Shah', organisation: { name: 'Quay Homes' } })),
      propertiesHandler([]),
    );
    renderApp('/properties');
    expect(await screen.findByRole('heading', { name: 'Hello, Priya Shah' })).toBeInTheDocument();
    expect(screen.getByText('Quay Homes')).toBeInTheDocument();
    expect(screen.getByText('Agent')).toBeInTheDocument();
  });

  it('greets by email when there is no display name', async () => {
    server.use(viewerHandler(makeViewer({ displayName: ' ', email: 'priya@quay.example' })), propertiesHandler([]));
    renderApp('/properties');
    expect(await screen.findByRole('heading', { name: 'Hello, priya@quay.example' })).toBeInTheDocument();
  });

  it('offers Add property to a viewer who may create properties and has credits', async () => {
    server.use(viewerHandler(makeViewer({ role: ROLE.agent, organisation: { credits: 5 } })), propertiesHandler([]));
    renderApp('/properties');
    expect(await screen.findByRole('link', { name: 'Add property' })).toHaveAttribute('href', '/properties/new');
    expect(screen.queryByText('No credits left')).not.toBeInTheDocument();
  });

  it('replaces Add property with a request-credits note when credits are 0', async () => {
    server.use(
      viewerHandler(makeViewer({ role: ROLE.agent, organisation: { name: 'Quay Homes', credits: 0 } })),
      propertiesHandler([]),
    );
    renderApp('/properties');
    expect(await screen.findByText('No credits left')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add property' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request more credits' })).toBeEnabled();
    expect(
      screen
        .getAllByRole('link')
        .some((link) => link.getAttribute('href')?.startsWith('mailto:') && link.textContent?.includes('@')),
    ).toBe(true);
  });

  it('requests more credits from the server and says so', async () => {
    let requests = 0;
    server.use(
      viewerHandler(makeViewer({ role: ROLE.agent, organisation: { credits: 0 } })),
      propertiesHandler([]),
      api.mutation('RequestCredits', () => {
        requests += 1;
        return HttpResponse.json({
          data: { requestCredits: { __typename: 'CreditRequest', id: '7', createdAt: '2026-11-23T10:00:00.000Z' } },
        });
      }),
    );
    const { user } = renderApp('/properties');
    await user.click(await screen.findByRole('button', { name: 'Request more credits' }));
    expect(await screen.findByText('Request received. We will be in touch.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Credits requested' })).toBeDisabled();
    expect(requests).toBe(1);
  });

  it('says the request failed when the server refuses it', async () => {
    server.use(
      viewerHandler(makeViewer({ role: ROLE.agent, organisation: { credits: 0 } })),
      propertiesHandler([]),
      api.mutation('RequestCredits', () =>
        HttpResponse.json({
          errors: [{ message: 'Credits belong to an organisation', extensions: { code: 'CONFLICT' } }],
          data: null,
        }),
      ),
    );
    const { user } = renderApp('/properties');
    await user.click(await screen.findByRole('button', { name: 'Request more credits' }));
    expect(await screen.findByText('Request failed, please get in touch with us.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request more credits' })).toBeEnabled();
  });

  it('shows home movers with no properties how their property will appear', async () => {
    server.use(viewerHandler(makeViewer({ role: ROLE.homeMover })), propertiesHandler([]));
    renderApp('/properties');
    expect(await screen.findByRole('heading', { name: 'You have no properties yet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add property' })).not.toBeInTheDocument();
  });

  it('shows each card with the name trimmed and written as the dashboard writes it, city, phase and completion', async () => {
    server.use(
      viewerHandler(makeViewer({ role: ROLE.homeMover })),
      propertiesHandler([
        makeProperty(3, {
          name: '  38 The Green ',
          city: 'Bath',
          complete: 55,
          viewerCan: { viewCompletion: true, viewMeta: false },
        }),
      ]),
    );
    renderApp('/properties');
    const card = await screen.findByRole('link', { name: /38 The Green/ });
    // Not "38 the green": the same words, in the same case, as the dashboard's heading.
    expect(within(card).getByRole('heading').textContent).toBe('38 The Green');
    expect(getComputedStyle(within(card).getByRole('heading')).textTransform).not.toBe('lowercase');
    expect(card).toHaveAttribute('href', '/properties/3');
    expect(within(card).getByText('Bath')).toBeInTheDocument();
    expect(within(card).getByText('Move Ready 55%')).toBeInTheDocument();
    expect(within(card).queryByText('Last sign-in')).not.toBeInTheDocument();
  });

  it('shows property metadata with the property-meta capability, and never for no sign-in', async () => {
    server.use(
      viewerHandler(makeViewer({ role: ROLE.agent })),
      propertiesHandler([
        makeProperty(1, {
          userEmails: ['a@x.example', 'b@x.example'],
          agenciesNames: ['Harbour Estates'],
          createdAt: '2024-03-05T10:00:00Z',
          lastSignIn: null,
        }),
        makeProperty(2, { lastSignIn: '2024-12-24T23:30:00Z' }),
      ]),
    );
    renderApp('/properties');
    const first = await screen.findByRole('link', { name: /^1 Harbour Road/ });
    expect(within(first).getByText('a@x.example, b@x.example')).toBeInTheDocument();
    expect(within(first).getByText('Harbour Estates')).toBeInTheDocument();
    expect(within(first).getByText('05/03/2024')).toBeInTheDocument();
    expect(within(first).getByText('never')).toBeInTheDocument();
    const second = screen.getByRole('link', { name: /^2 Harbour Road/ });
    expect(within(second).getByText('24/12/2024')).toBeInTheDocument();
  });

  it.each(ROLE_CODES.map((role) => [roleLabel(role), role] as const))(
    'greets the %s role with its badge',
    async (label, role) => {
      const organisation = role === ROLE.simple ? { name: 'Simply Conveyancing' } : undefined;
      server.use(viewerHandler(makeViewer({ role, organisation })), propertiesHandler([makeProperty(1)]));
      renderApp('/properties');
      await screen.findByRole('link', { name: /^1 Harbour Road/ });
      // Said once even where the organisation bears the role's name.
      const [badge, ...again] = screen.getAllByText(label);
      expect(again).toEqual([]);
      expect(badge).toHaveClass('role-badge');
    },
  );

  it('hides completion and metadata without those capabilities', async () => {
    server.use(
      viewerHandler(makeViewer({ role: ROLE.simple })),
      propertiesHandler([
        makeProperty(1, { complete: null, phase: null, viewerCan: { viewCompletion: false, viewMeta: false } }),
      ]),
    );
    renderApp('/properties');
    const card = await screen.findByRole('link', { name: /^1 Harbour Road/ });
    expect(within(card).queryByText(/%/)).not.toBeInTheDocument();
    expect(within(card).queryByText('Movers')).not.toBeInTheDocument();
  });

  it('shows the connection-problem banner when the properties fail to load, and clears it on success', async () => {
    let fail = true;
    server.use(
      viewerHandler(makeViewer()),
      api.query('Properties', () => {
        if (fail) return HttpResponse.error();
        return HttpResponse.json({
          data: {
            properties: {
              __typename: 'PropertyConnection',
              nodes: [makeProperty(1)],
              pageInfo: { __typename: 'PageInfo', page: 1, pageSize: 30, total: 1, totalPages: 1, hasNextPage: false },
            },
          },
        });
      }),
    );
    const app = renderApp('/properties');
    const banner = MESSAGES.connectionProblem(window.location.host);
    expect(await screen.findByText(banner)).toBeInTheDocument();

    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /^1 Harbour Road/ })).toBeInTheDocument();
    expect(screen.queryByText(banner)).not.toBeInTheDocument();
  });
});
