import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles.ts';
import type { AnswersChangedEvent } from '../../../web/src/cache/effects.ts';
import { makeDashboardProperty } from '../../fixtures/web/property.ts';
import { SMALL_FORM } from '../../fixtures/web/questionnaire.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';
import { advance, until, useFakeTimeouts } from '../support/fakeTime.ts';
import { dashboardHandler, questionnaireHandlers, viewerHandler } from '../support/handlers.ts';
import { pushPresence, pushPropertyEvent, subscriptions } from '../support/live.ts';
import { renderApp } from '../support/renderApp.tsx';
import { server } from '../support/server.ts';
import { formShown } from '../support/formShown.ts';

const PATH = '/properties/7/property-information';
const viewer = makeViewer({ role: ROLE.homeMover, id: 'seller-1' });

/** Sam, the co-seller, saved the parking answer (9.1) on another device. */
function samSavedParking(value: string | null, revision = 'r2'): AnswersChangedEvent {
  return {
    __typename: 'AnswersChanged',
    cursor: `c-${revision}`,
    propertyId: '7',
    at: new Date().toISOString(),
    actor: { __typename: 'EventActor', id: 'seller-2', name: 'Sam Seller', role: 'HOME_MOVER' },
    questionnaireKey: '7:2',
    questionnaireId: 2,
    answers: [{ __typename: 'ChangedAnswer', questionKey: 'q3', reference: '9.1', value }],
    answersRevision: revision,
    formPercent: 40,
    propertyComplete: 20,
  };
}

async function openFormFollowingLiveChanges() {
  const app = renderApp(PATH);
  await until(() => formShown('Property information'), 'the form');
  await until(
    () => subscriptions.some((subscription) => subscription.operationName === 'PropertyEvents'),
    'the form following the property',
  );
  fireEvent.click(screen.getByRole('button', { name: /9 Parking/ }));
  await until(() => parking(), 'the parking question');
  return app;
}

/** The parking question's input as the screen now draws it. */
const parking = () => screen.queryByRole<HTMLInputElement>('textbox', { name: /Describe the parking/ });
const parkingAnswer = () => parking()?.value;

const status = () => screen.getByTestId('save-status').textContent;

describe('the form as a co-seller changes it', { timeout: 60_000 }, () => {
  it("a co-seller's saved answer shows in place at once, with a note naming them and the question, and nothing is sent", async () => {
    useFakeTimeouts();
    const { handlers, attempts } = questionnaireHandlers('7', SMALL_FORM);
    server.use(viewerHandler(viewer), dashboardHandler([makeDashboardProperty(7)]), ...handlers);
    await openFormFollowingLiveChanges();
    expect(parkingAnswer()).toBe('');

    expect(pushPropertyEvent(samSavedParking('Driveway for two cars'))).toBe(1);
    const input = parking();
    await until(() => parkingAnswer() === 'Driveway for two cars', "Sam's answer in the form");
    // The same input: one the seller had focused keeps their cursor.
    expect(parking()).toBe(input);
    expect(screen.getByText('Sam Seller changed 9.1 just now')).toBeVisible();
    expect(status()).toBe('All changes saved');

    await advance(10_000);
    expect(attempts).toEqual([]);
  });

  it("an answer the seller is typing is never replaced: both show, nothing is saved until they choose, and taking the co-seller's saves nothing", async () => {
    useFakeTimeouts();
    const { handlers, attempts } = questionnaireHandlers('7', SMALL_FORM);
    server.use(viewerHandler(viewer), dashboardHandler([makeDashboardProperty(7)]), ...handlers);
    await openFormFollowingLiveChanges();
    fireEvent.change(parking()!, { target: { value: 'Garage' } });

    pushPropertyEvent(samSavedParking('Driveway'));
    const conflict = await until(() => screen.queryByTestId('answer-conflict'), 'the choice');
    expect(parkingAnswer()).toBe('Garage');
    expect(screen.getByTestId('conflict-mine')).toHaveTextContent('Garage');
    expect(screen.getByTestId('conflict-theirs')).toHaveTextContent('Driveway');
    expect(conflict).toHaveTextContent('Sam Seller saved a different answer while you were changing yours');
    expect(status()).toBe('Not saved: choose between the two answers marked below');

    // The autosave delay passes: neither answer is sent over the other.
    await advance(10_000);
    expect(attempts).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: "Use Sam Seller's answer" }));
    await until(() => parkingAnswer() === 'Driveway', "Sam's answer taken");
    expect(screen.queryByTestId('answer-conflict')).toBeNull();
    await advance(10_000);
    expect(attempts).toEqual([]);
    expect(status()).toBe('All changes saved');
  });

  it('keeping their own answer saves it at once', async () => {
    useFakeTimeouts();
    const { handlers, saves } = questionnaireHandlers('7', SMALL_FORM);
    server.use(viewerHandler(viewer), dashboardHandler([makeDashboardProperty(7)]), ...handlers);
    await openFormFollowingLiveChanges();
    fireEvent.change(parking()!, { target: { value: 'Garage' } });
    pushPropertyEvent(samSavedParking('Driveway'));
    await until(() => screen.queryByTestId('answer-conflict'), 'the choice');

    fireEvent.click(screen.getByRole('button', { name: 'Keep my answer' }));
    await until(() => saves.length === 1, 'the kept answer saved');
    expect(saves).toEqual([{ q3: 'Garage' }]);
    expect(parkingAnswer()).toBe('Garage');
    await until(() => status() === 'All changes saved', 'saved');
  });

  it("the seller's own saves, arriving back as events, carry no note", async () => {
    useFakeTimeouts();
    const { handlers } = questionnaireHandlers('7', SMALL_FORM);
    server.use(viewerHandler(viewer), dashboardHandler([makeDashboardProperty(7)]), ...handlers);
    await openFormFollowingLiveChanges();
    const own = samSavedParking('Carport');
    pushPropertyEvent({ ...own, actor: { ...own.actor!, id: 'seller-1', name: 'Me Myself' } });
    await until(() => parkingAnswer() === 'Carport', 'the answer');
    expect(screen.queryByText(/changed 9\.1/)).toBeNull();
  });

  it('says who else has the form open, and in which section', async () => {
    useFakeTimeouts();
    const { handlers } = questionnaireHandlers('7', SMALL_FORM);
    server.use(viewerHandler(viewer), dashboardHandler([makeDashboardProperty(7)]), ...handlers);
    await openFormFollowingLiveChanges();
    await until(
      () => subscriptions.some((subscription) => subscription.operationName === 'PresenceChanges'),
      'presence followed',
    );
    const since = new Date().toISOString();
    pushPresence({
      __typename: 'Presence',
      id: '7',
      people: [
        {
          __typename: 'PresentPerson',
          id: 'seller-1',
          name: 'Me',
          role: 'HOME_MOVER',
          questionnaireId: 2,
          section: 'parking',
          since,
        },
        {
          __typename: 'PresentPerson',
          id: 'seller-2',
          name: 'Sam Seller',
          role: 'HOME_MOVER',
          questionnaireId: 2,
          section: 'parking',
          since,
        },
        {
          __typename: 'PresentPerson',
          id: 'agent-1',
          name: 'Ada Agent',
          role: 'AGENT',
          questionnaireId: null,
          section: null,
          since,
        },
      ],
    });
    const chips = await until(
      () => screen.queryAllByTestId('presence-chip').length === 2 && screen.getAllByTestId('presence-chip'),
      'the chips',
    );
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Sam Seller, Seller: on this form, Parking',
      'Ada Agent, Agent: on the property',
    ]);
  });
});
