import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles.ts';
import { makeDashboardProperty, makeProperties } from '../../fixtures/web/property.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';
import { dashboardHandler, propertiesHandler, viewerHandler } from '../support/handlers.ts';
import { renderApp } from '../support/renderApp.tsx';
import { server } from '../support/server.ts';

describe('dashboard', () => {
  it('shows the property name, phase and completion, who can see it and the retrieval code', async () => {
    server.use(
      viewerHandler(makeViewer({ role: ROLE.agent })),
      dashboardHandler([makeDashboardProperty(7, { complete: 62, friendlyId: 'QX7-21' })]),
    );
    renderApp('/properties/7');
    expect(await screen.findByRole('heading', { level: 1, name: '7 Harbour Road' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Move Ready' })).toBeInTheDocument();
    expect(screen.getByText('62% complete')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who can see this' })).toBeInTheDocument();
    expect(screen.getByText('Harbour Estates (agency)')).toBeInTheDocument();
    expect(screen.getByText('Quay Law LLP (solicitors)')).toBeInTheDocument();
    expect(screen.getByText('QX7-21')).toBeInTheDocument();
  });

  it('hides Who can see this when the server omits it (sellers) and completion when not allowed', async () => {
    server.use(
      viewerHandler(makeViewer({ role: ROLE.homeMover })),
      dashboardHandler([
        makeDashboardProperty(7, {
          agenciesNames: null,
          solicitorsNames: null,
          isSeller: true,
          viewerCan: { viewCompletion: false },
        }),
      ]),
    );
    renderApp('/properties/7');
    await screen.findByRole('heading', { level: 1, name: '7 Harbour Road' });
    expect(screen.queryByRole('heading', { name: 'Who can see this' })).not.toBeInTheDocument();
    expect(screen.queryByText(/% complete/)).not.toBeInTheDocument();
  });

  it('an unknown property shows "Property not found with id {id}." and goes to the properties screen', async () => {
    server.use(viewerHandler(makeViewer()), dashboardHandler([]), propertiesHandler(makeProperties(1, 1)));
    const app = renderApp('/properties/404');
    expect(await screen.findByText('Property not found with id 404.')).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/properties'));
    expect(await screen.findByRole('link', { name: /^1 Harbour Road/ })).toBeInTheDocument();
  });

  it('copies the retrieval code and says so', async () => {
    server.use(viewerHandler(makeViewer()), dashboardHandler([makeDashboardProperty(7, { friendlyId: 'QX7-21' })]));
    const app = renderApp('/properties/7');
    await app.user.click(await screen.findByRole('button', { name: 'Copy retrieval code QX7-21' }));
    expect(await screen.findByText('Copied QX7-21 to the clipboard')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('QX7-21');
  });
});
