import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles.ts';
import { SESSION_MESSAGES } from '../../../domain/messages/session.ts';
import { SMALL_FORM } from '../../fixtures/web/questionnaire.ts';
import { makeDashboardProperty } from '../../fixtures/web/property.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';
import { dashboardHandler, questionnaireHandlers, viewerHandler } from '../support/handlers.ts';
import { renderApp } from '../support/renderApp.tsx';
import { api, server } from '../support/server.ts';

/** A promise the test resolves when it chooses: an answer held back, as a slow connection holds it. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const heading = () => screen.queryByRole('heading', { level: 1, name: 'Property information' });
/** Anywhere on the page: the header has the same link once the property is known. */
const backLinks = () => screen.queryAllByRole('link', { name: /Back to dashboard/ });
const sections = () => screen.queryByRole('button', { name: /Parking/ });

/**
 * A form opened from a link on a slow connection: its name is the page's largest text, and it shows
 * as soon as the viewer is known, before the property, the form's code and its answers arrive. The
 * link back to the dashboard waits for the property, as every link of a property page does.
 */
describe('a form page on its way', () => {
  it('shows the form’s name before the viewer, the property and the form arrive, the dashboard link once the property is known, then the form', async () => {
    const viewer = gate();
    const property = gate();
    const form = gate();
    const { handlers } = questionnaireHandlers('7', SMALL_FORM);
    server.use(
      api.query('Viewer', async () => {
        await viewer.opened;
      }),
      viewerHandler(makeViewer({ role: ROLE.homeMover, id: 'seller-1' })),
      api.query('Dashboard', async () => {
        await property.opened;
      }),
      api.query('Questionnaire', async () => {
        await form.opened;
      }),
      dashboardHandler([makeDashboardProperty(7)]),
      ...handlers,
    );
    renderApp('/properties/7/property-information');

    expect(await screen.findByRole('heading', { level: 1, name: 'Property information' })).toBeVisible();
    expect(backLinks()).toEqual([]);
    expect(sections()).toBeNull();

    viewer.open();
    await screen.findByRole('link', { name: 'Switch property' });
    expect(heading()).toBeVisible();
    expect(backLinks()).toEqual([]);

    property.open();
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: /Back to dashboard/ })).toHaveAttribute(
      'href',
      '/properties/7',
    );
    expect(heading()).toBeVisible();
    expect(sections()).toBeNull();

    form.open();
    expect(await screen.findByRole('button', { name: /Parking/ })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(heading()).toBeVisible();
  });

  it('a property the viewer cannot see never shows a link to it: the page says it was not found and goes back to the list', async () => {
    const { handlers } = questionnaireHandlers('7', SMALL_FORM);
    const property = gate();
    server.use(
      viewerHandler(makeViewer({ role: ROLE.homeMover, id: 'seller-1' })),
      api.query('Dashboard', async () => {
        await property.opened;
        return HttpResponse.json({
          data: null,
          errors: [{ message: 'Property not found', path: ['property'], extensions: { code: 'NOT_FOUND' } }],
        });
      }),
      ...handlers,
    );
    const app = renderApp('/properties/99/property-information');
    await screen.findByRole('heading', { level: 1, name: 'Property information' });
    expect(backLinks()).toEqual([]);

    property.open();
    expect(await screen.findByText(SESSION_MESSAGES.propertyNotFound('99'))).toBeVisible();
    await waitFor(() => expect(app.location()).toBe('/properties'));
    expect(backLinks()).toEqual([]);
  });
});
