import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles.ts';
import { makeDashboardProperty, makeProperties, makeProperty } from '../../fixtures/web/property.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';
import { dashboardHandler, propertiesHandler, viewerHandler, type RecordedRequest } from '../support/handlers.ts';
import { renderApp } from '../support/renderApp.tsx';
import { server } from '../support/server.ts';

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('header', () => {
  it('on the properties screen: Admin for a viewer who may view admin, Log out, no Switch property', async () => {
    server.use(viewerHandler(makeViewer({ role: ROLE.agent })), propertiesHandler(makeProperties(1, 2)));
    renderApp('/properties');
    await screen.findByRole('heading', { name: /Hello/ });
    expect(within(nav()).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(nav()).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Switch property' })).not.toBeInTheDocument();
  });

  it('hides Admin and the search box from a home mover', async () => {
    server.use(viewerHandler(makeViewer({ role: ROLE.homeMover })), propertiesHandler([]));
    renderApp('/properties');
    await screen.findByRole('heading', { name: /Hello/ });
    expect(within(nav()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search properties' })).not.toBeInTheDocument();
  });

  it('Log out logs the user out', async () => {
    server.use(viewerHandler(makeViewer()), propertiesHandler([]));
    const app = renderApp('/properties');
    await app.user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(app.auth.logout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(app.location()).toBe('/auth'));
  });

  it('on a property page: Switch property, Back to dashboard and the invite links the server allows', async () => {
    server.use(
      viewerHandler(makeViewer({ role: ROLE.agent })),
      dashboardHandler([
        makeDashboardProperty(7, { viewerCan: { inviteSeller: true, inviteSolicitor: true, inviteAgent: false } }),
      ]),
    );
    renderApp('/properties/7/help');
    await screen.findByRole('heading', { name: 'Help' });
    expect(within(nav()).getByRole('link', { name: 'Invite seller' })).toHaveAttribute(
      'href',
      '/properties/7/invite-seller',
    );
    expect(within(nav()).getByRole('link', { name: 'Invite solicitor' })).toHaveAttribute(
      'href',
      '/properties/7/invite-solicitor',
    );
    expect(within(nav()).queryByRole('link', { name: 'Invite agent' })).not.toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/properties/7');
    expect(within(nav()).getByRole('link', { name: 'Switch property' })).toHaveAttribute('href', '/properties');
    // Log out is reachable from every signed-in screen, not only the properties screen.
    expect(within(nav()).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it("offers no property links on someone else's property page: it says not found and goes back", async () => {
    server.use(
      viewerHandler(makeViewer({ role: ROLE.homeMover })),
      dashboardHandler([]),
      propertiesHandler(makeProperties(1, 1)),
    );
    const app = renderApp('/properties/40/help');
    expect(await screen.findByText('Property not found with id 40.')).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/properties'));
    expect(screen.queryByRole('link', { name: 'Back to dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Help' })).not.toBeInTheDocument();
    expect(app.visited).not.toContain('/properties/40');
  });

  it('refuses a search over 200 characters before sending it, saying the limit', async () => {
    const requests: RecordedRequest[] = [];
    server.use(viewerHandler(makeViewer()), propertiesHandler(makeProperties(1, 2), requests));
    const app = renderApp('/properties');
    await screen.findByRole('heading', { name: /Hello/ });
    const box = await screen.findByRole('searchbox', { name: 'Search properties' });
    await app.user.click(box);
    await app.user.paste('x'.repeat(201));
    await app.user.keyboard('{Enter}');
    expect(await screen.findByText('A search can be at most 200 characters long.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(app.location()).toBe('/properties');
    expect(requests.every((request) => request.variables.search === undefined)).toBe(true);
    expect(screen.queryByText(/problems connecting/)).not.toBeInTheDocument();
  });

  it('shows no invite links when the server says the viewer may not invite', async () => {
    server.use(viewerHandler(makeViewer({ role: ROLE.homeMover })), dashboardHandler([makeDashboardProperty(7)]));
    renderApp('/properties/7');
    await screen.findByRole('heading', { name: '7 Harbour Road' });
    expect(within(nav()).queryByRole('link', { name: /Invite/ })).not.toBeInTheDocument();
  });

  it('search sets ?search= on /properties and the list is fetched with it', async () => {
    const requests: RecordedRequest[] = [];
    server.use(
      viewerHandler(makeViewer({ role: ROLE.agent })),
      propertiesHandler([makeProperty(1, { name: 'Mill House' }), makeProperty(2, { name: 'Quay Cottage' })], requests),
      dashboardHandler([makeDashboardProperty(7)]),
    );
    const app = renderApp('/properties/7');
    await app.user.type(await screen.findByRole('searchbox', { name: 'Search properties' }), 'quay{Enter}');

    await waitFor(() => expect(app.location()).toBe('/properties?search=quay'));
    expect(await screen.findByRole('heading', { name: 'Quay Cottage' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mill House' })).not.toBeInTheDocument();
    expect(requests.at(-1)?.variables.search).toBe('quay');
  });

  it('the Search button submits the search too', async () => {
    server.use(viewerHandler(makeViewer({ role: ROLE.brandAdmin })), propertiesHandler(makeProperties(1, 2)));
    const app = renderApp('/properties');
    await app.user.type(await screen.findByRole('searchbox', { name: 'Search properties' }), '  BS1 ');
    await app.user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(app.location()).toBe('/properties?search=BS1'));
  });
});
