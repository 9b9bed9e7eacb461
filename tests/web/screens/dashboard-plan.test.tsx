import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { ROLE } from '../../../domain/roles.ts';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { AttributesWidget } from '../../../web/src/screens/dashboard/attributes/AttributesWidget.tsx';
import { makeActionPlan, makeChecklistItem, makeDashboardProperty } from '../../fixtures/web/property.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';
import { dashboardHandler, graphqlError, viewerHandler } from '../support/handlers.ts';
import { heldAnswer } from '../support/heldAnswer.ts';
import { renderApp } from '../support/renderApp.tsx';
import { api, server } from '../support/server.ts';

const atHundred = (id: number, overrides: Parameters<typeof makeActionPlan>[1] = {}) =>
  makeDashboardProperty(id, {
    complete: 100,
    actionPlan: makeActionPlan(id, { displayedComplete: 100, ...overrides }),
  });

/** A screen as wide as a desktop's, or a phone's: Mantine and the plan read the width through matchMedia. */
const jsdomMatchMedia = window.matchMedia;
function screenWidth(px: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)em/.exec(query);
    return { ...jsdomMatchMedia(query), matches: min ? px >= Number(min[1]) * 16 : false };
  };
}

describe('the action plan on the dashboard', () => {
  afterEach(() => {
    window.matchMedia = jsdomMatchMedia;
  });

  it('shows one row per item with worth, minutes, progress, status and signatures, linking to the forms', async () => {
    screenWidth(1280);
    server.use(
      viewerHandler(makeViewer({ role: ROLE.homeMover })),
      dashboardHandler([
        makeDashboardProperty(7, {
          isSeller: true,
          actionPlan: makeActionPlan(7, {
            items: [
              makeChecklistItem(7, 'about_my_home', {
                progress: 100,
                earned: 25,
                status: 'Ready to sign',
                viewerCan: { sign: true, share: true },
              }),
              makeChecklistItem(7, 'fittings_contents', {
                progress: 100,
                signedByViewer: true,
                status: 'Awaiting signatures',
                viewerCan: { complete: false, share: true },
              }),
            ],
          }),
        }),
      ]),
    );
    renderApp('/properties/7');
    const table = await screen.findByRole('table', { name: 'Action plan' });
    const about = within(table).getByRole('row', { name: /About my home/ });
    expect(within(about).getByText('20%')).toBeInTheDocument();
    expect(within(about).getByText('10 min')).toBeInTheDocument();
    expect(within(about).getByText('Ready to sign')).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: 'About my home' })).toHaveAttribute(
      'href',
      '/properties/7/about-my-home',
    );
    expect(within(about).getByRole('link', { name: 'Sign About my home' })).toHaveAttribute(
      'href',
      '/properties/7/about-my-home',
    );
    const fittings = within(table).getByRole('row', { name: /Fixtures and fittings/ });
    expect(within(fittings).getByRole('button', { name: 'Complete Form Fixtures and fittings' })).toBeDisabled();
    expect(within(fittings).getByRole('button', { name: 'Sign Fixtures and fittings' })).toBeDisabled();
    expect(within(fittings).getAllByText('Yes')).toHaveLength(1);
  });

  it('shows a card per item, and no table, on a phone', async () => {
    screenWidth(375);
    server.use(
      viewerHandler(makeViewer({ role: ROLE.homeMover })),
      dashboardHandler([
        makeDashboardProperty(7, {
          isSeller: true,
          actionPlan: makeActionPlan(7, {
            items: [
              makeChecklistItem(7, 'about_my_home', {
                progress: 100,
                earned: 25,
                status: 'Ready to sign',
                viewerCan: { sign: true, share: true },
              }),
            ],
          }),
        }),
      ]),
    );
    renderApp('/properties/7');
    const list = await screen.findByRole('list', { name: 'Action plan items' });
    expect(within(list).getByRole('link', { name: 'About my home' })).toHaveAttribute(
      'href',
      '/properties/7/about-my-home',
    );
    expect(within(list).getByText('Ready to sign')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Action plan' })).not.toBeInTheDocument();
  });

  it('says when the agents could not be told that documentation is complete', async () => {
    server.use(
      viewerHandler(makeViewer({ role: ROLE.homeMover })),
      dashboardHandler([atHundred(7, { agentsNotification: 'FAILED' })]),
    );
    renderApp('/properties/7');
    expect(await screen.findByText(MESSAGES.agentsNotifyFailed)).toBeInTheDocument();
  });
});

describe('phases', () => {
  it('shows 99 with no banner until every seller has signed', async () => {
    server.use(
      viewerHandler(makeViewer({ role: ROLE.homeMover })),
      dashboardHandler([
        makeDashboardProperty(7, { complete: 100, actionPlan: makeActionPlan(7, { displayedComplete: 99 }) }),
      ]),
    );
    renderApp('/properties/7');
    expect(await screen.findByText('99% complete')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.phaseOneBanner)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move to next phase' })).not.toBeInTheDocument();
  });

  it('at 100 shows the phase 1 banner, asks before moving, shows the next phase at once and says it moved', async () => {
    let moves = 0;
    let dashboardReads = 0;
    const answer = heldAnswer();
    server.use(
      viewerHandler(makeViewer({ role: ROLE.administrator })),
      api.query('Dashboard', () => {
        dashboardReads += 1;
        return HttpResponse.json({ data: { property: atHundred(7) } });
      }),
      api.mutation('MovePropertyToNextPhase', async ({ variables }) => {
        moves += 1;
        expect(variables).toEqual({ propertyId: '7', phaseId: '2' });
        await answer.held;
        const movedOn = {
          __typename: 'Property' as const,
          id: '7',
          phase: { __typename: 'Phase' as const, id: '2', label: 'Contract Ready', nextPhaseId: '3' },
          completedPhases: [{ __typename: 'Phase' as const, id: '1', label: 'Move Ready' }],
          complete: 100,
          actionPlan: makeActionPlan(7, { phaseId: '2', displayedComplete: 0 }),
        };
        return HttpResponse.json({ data: { movePropertyToNextPhase: movedOn } });
      }),
    );
    const app = renderApp('/properties/7');
    expect(await screen.findByText(MESSAGES.phaseOneBanner)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Move to next phase' }));
    expect(await screen.findByText(MESSAGES.phaseMoveConfirm)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Move to Contract Ready' }));
    // At once: before the server answers.
    expect(await screen.findByRole('heading', { name: 'Contract Ready' })).toBeInTheDocument();
    answer.release();
    expect(await screen.findByText(MESSAGES.phaseMoved)).toBeInTheDocument();
    expect(moves).toBe(1);
    // The move answers the new phase's plan: the dashboard is not read a second time.
    expect(dashboardReads).toBe(1);
  });

  it('rolls back and gives the failure message when the server refuses', async () => {
    server.use(
      viewerHandler(makeViewer({ role: ROLE.administrator })),
      dashboardHandler([atHundred(7)]),
      api.mutation('MovePropertyToNextPhase', () => graphqlError(MESSAGES.phaseIncomplete, 'CONFLICT')),
    );
    const app = renderApp('/properties/7');
    await app.user.click(await screen.findByRole('button', { name: 'Move to next phase' }));
    await app.user.click(await screen.findByRole('button', { name: 'Move to Contract Ready' }));
    expect(await screen.findByText(MESSAGES.phaseMoveFailed(MESSAGES.phaseIncomplete))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Move Ready' })).toBeInTheDocument();
  });

  it('at the last phase says so instead of asking', async () => {
    const property = atHundred(7, { phaseId: '3' });
    property.phase = { __typename: 'Phase', id: '3', label: 'Exchange Ready', nextPhaseId: null };
    server.use(viewerHandler(makeViewer({ role: ROLE.administrator })), dashboardHandler([property]));
    const app = renderApp('/properties/7');
    await app.user.click(await screen.findByRole('button', { name: 'Move to next phase' }));
    expect(await screen.findByText(MESSAGES.phaseAlreadyLast)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.phaseMoveConfirm)).not.toBeInTheDocument();
  });
});

describe('the search pack', () => {
  const inPhaseTwo = () => {
    const property = makeDashboardProperty(7, { actionPlan: makeActionPlan(7, { phaseId: '2' }) });
    property.phase = { __typename: 'Phase', id: '2', label: 'Contract Ready', nextPhaseId: '3' };
    return property;
  };

  it('is not offered in phase 1', async () => {
    server.use(viewerHandler(makeViewer({ role: ROLE.agent })), dashboardHandler([makeDashboardProperty(7)]));
    renderApp('/properties/7');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Exchange Ready Search Pack' })).not.toBeInTheDocument();
  });

  it('asks before ordering, orders nothing on Cancel, then orders and says the searches will be in the vault', async () => {
    let orders = 0;
    server.use(
      viewerHandler(makeViewer({ role: ROLE.agent })),
      dashboardHandler([inPhaseTwo()]),
      api.mutation('OrderSearches', () => {
        orders += 1;
        return HttpResponse.json({
          data: { orderSearches: { __typename: 'Property', id: '7', searchesRequested: true } },
        });
      }),
    );
    const app = renderApp('/properties/7');
    await app.user.click(await screen.findByRole('button', { name: 'Order now' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order the searches?' }));
    expect(
      dialog.getByText(/Order the local authority, drainage and water, and environmental searches for /),
    ).toBeInTheDocument();
    await app.user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(orders).toBe(0);
    expect(screen.getByRole('button', { name: 'Order now' })).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Order now' }));
    await app.user.click(await screen.findByRole('button', { name: 'Order searches' }));
    expect(await screen.findByText(MESSAGES.searchesOrdered)).toBeInTheDocument();
    expect(orders).toBe(1);
    expect(screen.queryByRole('button', { name: 'Order now' })).not.toBeInTheDocument();
  });

  it('rolls back with the spec’s message when the order fails', async () => {
    server.use(
      viewerHandler(makeViewer({ role: ROLE.agent })),
      dashboardHandler([inPhaseTwo()]),
      api.mutation('OrderSearches', () => graphqlError(MESSAGES.searchesAlreadyOrdered, 'CONFLICT')),
    );
    const app = renderApp('/properties/7');
    await app.user.click(await screen.findByRole('button', { name: 'Order now' }));
    await app.user.click(await screen.findByRole('button', { name: 'Order searches' }));
    expect(await screen.findByText(MESSAGES.searchesOrderFailed(MESSAGES.searchesAlreadyOrdered))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Order now' })).toBeInTheDocument());
  });
});

describe('My account and the attributes widget', () => {
  it('offers the invitations the property allows, switch properties, help and sign out', async () => {
    server.use(
      viewerHandler(makeViewer({ role: ROLE.agent })),
      dashboardHandler([makeDashboardProperty(7, { viewerCan: { inviteSeller: true, inviteSolicitor: true } })]),
    );
    const app = renderApp('/properties/7');
    await app.user.click(await screen.findByRole('button', { name: 'My account' }));
    expect(await screen.findByRole('menuitem', { name: 'Invite seller' })).toHaveAttribute(
      'href',
      '/properties/7/invite-seller',
    );
    expect(screen.getByRole('menuitem', { name: 'Invite solicitor' })).toHaveAttribute(
      'href',
      '/properties/7/invite-solicitor',
    );
    expect(screen.queryByRole('menuitem', { name: 'Invite agent' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Switch properties' })).toHaveAttribute('href', '/properties');
    expect(screen.getByRole('menuitem', { name: 'Help' })).toHaveAttribute('href', '/properties/7/help');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('is shown to administrators only, with its empty state', async () => {
    server.use(viewerHandler(makeViewer({ role: ROLE.administrator })), dashboardHandler([makeDashboardProperty(7)]));
    renderApp('/properties/7');
    expect(await screen.findByRole('heading', { name: 'Attributes' })).toBeInTheDocument();
    expect(screen.getByText('No attributes have been recorded for this property yet.')).toBeInTheDocument();
  });

  it('groups scores, flags and other attributes and shows more past five', async () => {
    const other = Array.from({ length: 7 }, (_, i) => ({
      name: `fact_${i}`,
      value: `value ${i}`,
      dimension: 'text',
      source: { name: 'epc', title: 'EPC register' },
    }));
    const view = render(
      <MantineProvider>
        <AttributesWidget
          attributes={[
            { name: 'predicted_weeks', value: 14, dimension: null, source: null },
            { name: 'flood_zone', value: true, dimension: 'flag', source: null },
            ...other,
          ]}
        />
      </MantineProvider>,
    );
    expect(view.getByRole('heading', { name: 'Scores' })).toBeInTheDocument();
    expect(view.getByText('Predicted weeks')).toBeInTheDocument();
    expect(view.getByText('Flood zone')).toBeInTheDocument();
    expect(view.getByText('value 4')).toBeInTheDocument();
    expect(view.queryByText('value 5')).not.toBeInTheDocument();
    view.getByRole('button', { name: 'Show More' }).click();
    expect(await view.findByText('value 6')).toBeInTheDocument();
  });
});
