import { waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles.ts';
import { SMALL_FORM } from '../../fixtures/web/questionnaire.ts';
import { makeDashboardProperty } from '../../fixtures/web/property.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';
import { dashboardHandler, questionnaireHandlers } from '../support/handlers.ts';
import { renderApp } from '../support/renderApp.tsx';
import { api, server } from '../support/server.ts';
import { formShown } from '../support/formShown.ts';

/**
 * A form page asks for the viewer, the property and the form together: on a phone each round trip
 * one after another is time the seller looks at a loader. The viewer's answer is held here until
 * the other two have been asked for; a page that waited for it first would never ask.
 */
describe('opening a form page', () => {
  it('asks for the property and the form while the viewer is still being answered, once each, and shows the form', async () => {
    const asked: string[] = [];
    let release: () => void = () => undefined;
    const bothAsked = new Promise<void>((resolve) => (release = resolve));
    const { handlers } = questionnaireHandlers('7', SMALL_FORM);
    const note = (name: string) => {
      asked.push(name);
      if (asked.includes('Dashboard') && asked.includes('Questionnaire')) release();
    };
    server.use(
      api.query('Viewer', async () => {
        asked.push('Viewer');
        // Held until both other queries were asked, or 3 s: then the assertion below says which was not.
        await Promise.race([bothAsked, new Promise((resolve) => setTimeout(resolve, 3000))]);
        asked.push('Viewer answered');
        return HttpResponse.json({ data: { viewer: makeViewer({ role: ROLE.homeMover, id: 'seller-1' }) } });
      }),
      api.query('Dashboard', () => {
        note('Dashboard');
      }),
      api.query('Questionnaire', () => {
        note('Questionnaire');
      }),
      dashboardHandler([makeDashboardProperty(7)]),
      ...handlers,
    );
    renderApp('/properties/7/property-information');
    await waitFor(() => expect(formShown('Property information')).not.toBeNull(), { timeout: 10_000 });
    expect(asked.indexOf('Viewer answered')).toBeGreaterThan(asked.indexOf('Dashboard'));
    expect(asked.indexOf('Viewer answered')).toBeGreaterThan(asked.indexOf('Questionnaire'));
    expect(asked.filter((name) => name === 'Questionnaire')).toHaveLength(1);
    expect(asked.filter((name) => name === 'Dashboard')).toHaveLength(1);
  });
});
