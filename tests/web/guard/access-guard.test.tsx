import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles.ts';
import { makeFakeAuth } from '../../fixtures/web/auth.ts';
import { makeDashboardProperty, makeProperties } from '../../fixtures/web/property.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';
import { dashboardHandler, propertiesHandler, questionnaireHandlers, viewerHandler } from '../support/handlers.ts';
import { renderApp } from '../support/renderApp.tsx';
import { SMALL_FORM } from '../../fixtures/web/questionnaire.ts';
import { server } from '../support/server.ts';

function serve(role: (typeof ROLE)[keyof typeof ROLE]) {
  server.use(
    viewerHandler(makeViewer({ role })),
    propertiesHandler(makeProperties(1, 3)),
    dashboardHandler([makeDashboardProperty(7)]),
  );
}

describe('access guard', () => {
  it('sends a visitor who is not logged in to /auth', async () => {
    serve(ROLE.agent);
    const app = renderApp('/properties', { auth: makeFakeAuth(null) });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(app.location()).toBe('/auth');
  });

  it('sends a visitor who is not logged in from a property page to /auth', async () => {
    serve(ROLE.agent);
    const app = renderApp('/properties/7/help', { auth: makeFakeAuth(null) });
    await waitFor(() => expect(app.location()).toBe('/auth'));
  });

  it('tells a role lacking the permission of a route without an id why, and stays', async () => {
    serve(ROLE.homeMover);
    const app = renderApp('/admin/brands');
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Your account cannot open Brands. It is open to these accounts: Administrator.');
    expect(app.location()).toBe('/admin/brands');
    expect(screen.getByRole('link', { name: 'Back to your properties' })).toHaveAttribute('href', '/properties');
  });

  it('tells a role lacking the permission of a property page why, with the way back to the dashboard', async () => {
    serve(ROLE.homeMover);
    const app = renderApp('/properties/7/invite-seller');
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Your account cannot open Invite seller.');
    expect(refusal).toHaveTextContent('Administrator, Solicitor, Brand admin and Agent');
    expect(app.location()).toBe('/properties/7/invite-seller');
    for (const link of screen.getAllByRole('link', { name: 'Back to dashboard' }))
      expect(link).toHaveAttribute('href', '/properties/7');
  });

  it('tells a solicitor of another organisation why an invitation page does not open on this property', async () => {
    server.use(
      viewerHandler(makeViewer({ role: ROLE.solicitor })),
      dashboardHandler([makeDashboardProperty(7, { viewerCan: { inviteAgent: false } })]),
    );
    renderApp('/properties/7/invite-agent');
    expect(await screen.findByRole('alert')).toHaveTextContent('only if it belongs to your organisation');
  });

  it('sends a logged-in user on / to /properties', async () => {
    serve(ROLE.agent);
    const app = renderApp('/');
    await waitFor(() => expect(app.location()).toBe('/properties'));
    expect(await screen.findByRole('heading', { name: 'Hello, Jane Agent' })).toBeInTheDocument();
  });

  it('sends a logged-in user on /auth to /properties', async () => {
    serve(ROLE.agent);
    const app = renderApp('/auth');
    await waitFor(() => expect(app.location()).toBe('/properties'));
  });

  it('lets an agent open a form route through read-only form access', async () => {
    serve(ROLE.agent);
    server.use(
      ...questionnaireHandlers(
        '7',
        { ...SMALL_FORM, id: 3, path: 'fittings', name: 'Fixtures and fittings' },
        { access: { canAnswerAll: false, writableSections: [] } },
      ).handlers,
    );
    const app = renderApp('/properties/7/fixtures-fittings');
    expect(await screen.findByRole('heading', { name: 'Fixtures and fittings' })).toBeInTheDocument();
    expect(await screen.findByText('You can read this form but not change it.')).toBeInTheDocument();
    expect(app.location()).toBe('/properties/7/fixtures-fittings');
  });

  it('follows the server-sent permissions, not the role', async () => {
    server.use(viewerHandler(makeViewer({ role: ROLE.homeMover, permissions: ['VIEW_ADMIN', 'VIEW_BRANDS'] })));
    renderApp('/admin/brands');
    expect(await screen.findByRole('heading', { name: 'Brands' })).toBeInTheDocument();
  });

  it('redirects any other path to /, which forwards by sign-in', async () => {
    serve(ROLE.agent);
    const app = renderApp('/no/such/page', { auth: makeFakeAuth(null) });
    await waitFor(() => expect(app.location()).toBe('/auth'));
    // The history records a move just after the location shows it.
    await waitFor(() => expect(app.visited).toEqual(['/no/such/page', '/', '/auth']));
  });

  it('treats a property id that is not a number as an unknown path', async () => {
    serve(ROLE.agent);
    const app = renderApp('/properties/abc');
    await waitFor(() => expect(app.location()).toBe('/properties'));
    // The history records a move just after the location shows it.
    await waitFor(() => expect(app.visited).toEqual(['/properties/abc', '/', '/properties']));
  });

  it('shows the explainer placeholder text', async () => {
    serve(ROLE.homeMover);
    renderApp('/properties/7/explainer');
    expect(await screen.findByText('Text to come!')).toBeInTheDocument();
  });
});
