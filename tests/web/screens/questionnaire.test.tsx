import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles.ts';
import { QUIET_RETRY_DELAYS_MS } from '../../../domain/forms/save-refusals.ts';
import { SMALL_FORM } from '../../fixtures/web/questionnaire.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';
import { advance, until, useFakeTimeouts } from '../support/fakeTime.ts';
import { dashboardHandler, questionnaireHandlers, viewerHandler } from '../support/handlers.ts';
import { makeDashboardProperty } from '../../fixtures/web/property.ts';
import { renderApp } from '../support/renderApp.tsx';
import { server } from '../support/server.ts';
import { formShown } from '../support/formShown.ts';

const PATH = '/properties/7/property-information';
const viewer = makeViewer({ role: ROLE.homeMover, id: 'seller-1' });

async function openForm() {
  const app = renderApp(PATH);
  await until(() => formShown('Property information'), 'the form');
  return app;
}

function section(name: RegExp) {
  return screen.getByRole('button', { name });
}

function clickOption(label: string) {
  fireEvent.click(
    screen.getAllByRole('radio', { name: label }).find((radio) => !radio.closest('[aria-hidden="true"]'))!,
  );
}

describe('questionnaire screen', () => {
  it('lists the numbered sections with their status, and Next unanswered question opens the first gap', async () => {
    useFakeTimeouts();
    const { handlers } = questionnaireHandlers('7', SMALL_FORM);
    server.use(viewerHandler(viewer), dashboardHandler([makeDashboardProperty(7)]), ...handlers);
    await openForm();
    expect(section(/2 Disputes and complaints/)).toHaveTextContent('Section incomplete · 0%');
    expect(section(/9 Parking/)).toBeInTheDocument();
    expect(screen.getByText('Your changes will be saved automatically as you go along.')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Next unanswered question' })[0]);
    await until(() => screen.queryByText(/Have there been any disputes/), 'the first question');
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
  });

  it('sends only the changed answer, 5 s after the last change, and shows it saved', async () => {
    useFakeTimeouts();
    const { handlers, saves } = questionnaireHandlers('7', SMALL_FORM);
    server.use(viewerHandler(viewer), dashboardHandler([makeDashboardProperty(7)]), ...handlers);
    await openForm();
    fireEvent.click(section(/9 Parking/));
    const input = await until(
      () => screen.queryByRole('textbox', { name: /Describe the parking/ }),
      'the parking question',
    );
    fireEvent.change(input, { target: { value: 'Driveway' } });
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await advance(4900);
    expect(saves).toEqual([]);
    await advance(200);
    await until(() => screen.queryByText('All changes saved'), 'the save');
    expect(saves).toEqual([{ q3: 'Driveway' }]);
  });

  it('a Yes shows its follow-up at once and counts it; completing a section saves at once and says so', async () => {
    useFakeTimeouts();
    const { handlers, saves } = questionnaireHandlers('7', SMALL_FORM);
    server.use(viewerHandler(viewer), dashboardHandler([makeDashboardProperty(7)]), ...handlers);
    await openForm();
    fireEvent.click(section(/2 Disputes and complaints/));
    await until(() => screen.queryAllByRole('radio', { name: 'Yes' }).length, 'the yes/no question');
    clickOption('Yes');
    expect(section(/2 Disputes and complaints/)).toHaveTextContent('Section incomplete · 50%');
    expect(within(document.getElementById('section-disputes')!).getByText('1 / 2')).toBeInTheDocument();
    clickOption('No');
    await until(() => saves.length > 0, 'the save sent at once');
    expect(saves[0]).toEqual({ q1: '2' });
    expect(section(/2 Disputes and complaints/)).toHaveTextContent('Section complete · 100%');
    expect(await until(() => screen.queryByText('Section complete!'), 'the alert')).toBeInTheDocument();
  });

  it('when a save fails the answer stays on screen and in the browser, and is sent when the form next opens', async () => {
    useFakeTimeouts();
    let failing = true;
    const { handlers, saves, attempts } = questionnaireHandlers('7', SMALL_FORM, { failSaves: () => failing });
    server.use(viewerHandler(viewer), dashboardHandler([makeDashboardProperty(7)]), ...handlers);
    const first = await openForm();
    fireEvent.click(section(/9 Parking/));
    const input = await until(
      () => screen.queryByRole('textbox', { name: /Describe the parking/ }),
      'the parking question',
    );
    fireEvent.change(input, { target: { value: 'Garage' } });
    await advance(5100);
    // Sent again a few times within seconds before the failure is shown.
    for (const [index, delay] of QUIET_RETRY_DELAYS_MS.entries()) {
      await until(() => attempts.length === index + 1, `attempt ${index + 1}`);
      await advance(delay);
    }
    await until(() => screen.queryByText('Not saved yet'), 'the failure');
    expect(screen.getByText(/having some problems connecting/)).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('move-ready:pending:seller-1:7:2') ?? '{}')).toEqual({
      q3: 'Garage',
    });
    first.unmount();

    failing = false;
    await openForm();
    await until(() => saves.length > 0, 'the answers sent again');
    expect(saves).toEqual([{ q3: 'Garage' }]);
    await until(() => screen.queryByText('All changes saved'), 'the confirmation');
    expect(window.localStorage.getItem('move-ready:pending:seller-1:7:2')).toBeNull();
  });

  it('property information offers its guide, leasehold information its definitions', async () => {
    useFakeTimeouts();
    const { handlers } = questionnaireHandlers('7', SMALL_FORM);
    server.use(viewerHandler(viewer), dashboardHandler([makeDashboardProperty(7)]), ...handlers);
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Read our guide' }));
    expect(
      await until(() => screen.queryByRole('dialog', { name: 'Our guide to property information' }), 'the guide'),
    ).toHaveTextContent('How to fill in the form');
  });

  it('shows a read-only form to someone who may not answer it', async () => {
    useFakeTimeouts();
    const { handlers } = questionnaireHandlers('7', SMALL_FORM, {
      access: { canAnswerAll: false, writableSections: [] },
    });
    server.use(
      viewerHandler(makeViewer({ role: ROLE.agent })),
      dashboardHandler([makeDashboardProperty(7)]),
      ...handlers,
    );
    await openForm();
    expect(screen.getByText('You can read this form but not change it.')).toBeInTheDocument();
    // Someone who saves nothing is told neither that their changes are saved nor where to answer next.
    expect(screen.queryByTestId('save-status')).not.toBeInTheDocument();
    expect(screen.queryByText('All changes saved')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next unanswered question' })).not.toBeInTheDocument();
    fireEvent.click(section(/9 Parking/));
    const input = await until(
      () => screen.queryByRole('textbox', { name: /Describe the parking/ }),
      'the parking question',
    );
    expect(input).toBeDisabled();
    expect(within(section(/9 Parking/)).getByText('Read-only')).toBeInTheDocument();
  });
});
