import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles.ts';
import type { PropertyEvent } from '../../../web/src/cache/effects.ts';
import { makeDashboardProperty } from '../../fixtures/web/property.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';
import { viewerHandler } from '../support/handlers.ts';
import { dropLiveConnections, pushPropertyEvent, subscriptions } from '../support/live.ts';
import { renderApp } from '../support/renderApp.tsx';
import { api, server } from '../support/server.ts';

const agent = makeViewer({ role: ROLE.agent, id: 'agent-1' });

/** The dashboard's query answered with the property as it now stands; counts the reads. */
function dashboardAsItStands(initial: ReturnType<typeof makeDashboardProperty>) {
  const state = { property: initial, reads: 0 };
  server.use(
    viewerHandler(agent),
    api.query('Dashboard', () => {
      state.reads += 1;
      return HttpResponse.json({ data: { property: state.property } });
    }),
  );
  return state;
}

const following = () => subscriptions.some((subscription) => subscription.operationName === 'PropertyEvents');
/** Who is on the property is followed too, from the browser's first idle moment after the dashboard shows. */
const followingPresence = () => subscriptions.some((subscription) => subscription.operationName === 'PresenceChanges');

function sellerSaved(): PropertyEvent {
  return {
    __typename: 'AnswersChanged',
    cursor: '9',
    propertyId: '7',
    at: new Date().toISOString(),
    actor: { __typename: 'EventActor', id: 'seller-2', name: 'Sam Seller', role: 'HOME_MOVER' },
    questionnaireKey: '7:2',
    questionnaireId: 2,
    answers: [{ __typename: 'ChangedAnswer', questionKey: 'q3', reference: '9.1', value: 'Driveway' }],
    answersRevision: '41',
    formPercent: 50,
    propertyComplete: 64,
  };
}

describe('the dashboard as the property changes', () => {
  it("a seller's save moves the agent's score at once, and the dashboard is read again for the rest", async () => {
    const dashboard = dashboardAsItStands(makeDashboardProperty(7, { complete: 62 }));
    renderApp('/properties/7');
    expect(await screen.findByText('62% complete')).toBeInTheDocument();
    await waitUntil(following);
    const reads = dashboard.reads;

    dashboard.property = makeDashboardProperty(7, { complete: 64 });
    expect(pushPropertyEvent(sellerSaved())).toBe(1);
    expect(await screen.findByText('64% complete')).toBeInTheDocument();
    await waitUntil(() => dashboard.reads === reads + 1);
  });

  it("a signature, a document or searches read the dashboard again; the viewer's own action on this screen does not", async () => {
    const dashboard = dashboardAsItStands(makeDashboardProperty(7, { complete: 62 }));
    renderApp('/properties/7');
    await screen.findByText('62% complete');
    await waitUntil(following);
    const reads = dashboard.reads;
    const base = { cursor: '10', propertyId: '7', at: new Date().toISOString() };

    pushPropertyEvent({
      ...base,
      __typename: 'SearchesChanged',
      actor: { __typename: 'EventActor', id: 'agent-1', name: 'Me', role: 'AGENT' },
      status: 'ORDERED',
    });
    dashboard.property = makeDashboardProperty(7, { complete: 99 });
    pushPropertyEvent({
      ...base,
      __typename: 'SignaturesChanged',
      actor: { __typename: 'EventActor', id: 'seller-2', name: 'Sam Seller', role: 'HOME_MOVER' },
      questionnaireKey: '7:2',
      questionnaireId: 2,
      signed: true,
      allSigned: false,
    });
    expect(await screen.findByText('99% complete')).toBeInTheDocument();
    expect(dashboard.reads).toBe(reads + 1);
  });

  it('a lost live connection shows the connection banner until the socket is back', async () => {
    dashboardAsItStands(makeDashboardProperty(7, { complete: 62 }));
    renderApp('/properties/7');
    await screen.findByText('62% complete');
    await waitUntil(() => following() && followingPresence());
    expect(screen.queryByText(/having some problems connecting/)).toBeNull();

    dropLiveConnections();
    expect(await screen.findByText(/having some problems connecting/)).toBeInTheDocument();
    // The app reconnects by itself and subscribes again.
    await waitUntil(following);
    await waitUntil(() => screen.queryByText(/having some problems connecting/) === null);
  });
});

async function waitUntil(condition: () => boolean): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > 10_000) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
