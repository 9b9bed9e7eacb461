import { cleanup } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles.ts';
import { makeDashboardProperty } from '../../fixtures/web/property.ts';
import { SMALL_FORM } from '../../fixtures/web/questionnaire.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';
import { advance, until, useFakeTimeouts } from '../support/fakeTime.ts';
import { dashboardHandler, questionnaireHandlers, viewerHandler } from '../support/handlers.ts';
import { dropLiveConnections, openLiveConnections, subscriptions } from '../support/live.ts';
import { renderApp } from '../support/renderApp.tsx';
import { server } from '../support/server.ts';

describe('the live socket', () => {
  it('closes as the app goes, at once and for good: a dropped connection brings nothing back', async () => {
    useFakeTimeouts();
    const { handlers } = questionnaireHandlers('7', SMALL_FORM);
    server.use(
      viewerHandler(makeViewer({ role: ROLE.homeMover, id: 'seller-1' })),
      dashboardHandler([makeDashboardProperty(7)]),
      ...handlers,
    );
    renderApp('/properties/7/property-information');
    await until(
      () => subscriptions.some((subscription) => subscription.operationName === 'PropertyEvents'),
      'the stream',
    );
    expect(openLiveConnections()).toBe(1);

    cleanup();
    // Without waiting out the socket's idle close (2 s on the app's clock, which does not move here).
    await until(() => openLiveConnections() === 0, 'the socket closed');

    dropLiveConnections();
    await advance(60_000);
    expect(openLiveConnections()).toBe(0);
    expect(subscriptions).toEqual([]);
  });
});
