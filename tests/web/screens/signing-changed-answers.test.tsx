import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../../../domain/forms/definition.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { ROLE } from '../../../domain/roles.ts';
import { makeDashboardProperty } from '../../fixtures/web/property.ts';
import { makeQuestionnaire, SMALL_FORM } from '../../fixtures/web/questionnaire.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';
import { advance, until, useFakeTimeouts } from '../support/fakeTime.ts';
import { dashboardHandler, questionnaireHandlers, viewerHandler } from '../support/handlers.ts';
import { renderApp } from '../support/renderApp.tsx';
import { api, server } from '../support/server.ts';

const PATH = '/properties/7/property-information';
const COMPLETE = { q1: '2', q3: 'Driveway', q4: '3' };
const CHANGED_AT = '2026-11-28T14:02:00Z';

function signedBy(name: string) {
  return {
    __typename: 'FormSigning',
    id: '7:2',
    sellers: 2,
    signed: 1,
    signedByMe: true,
    allSigned: false,
    locked: true,
    isSeller: true,
    accepted: false,
    displayedPercent: 99,
    signatures: [
      { __typename: 'FormSignature', id: '31', signerName: name, signedAt: new Date().toISOString(), mine: true },
    ],
  };
}

describe('a signature refused because a co-seller changed the answers', () => {
  it('shows which questions changed and who changed them, shows their answers as they now are, and signs those on the next try', async () => {
    useFakeTimeouts();
    const { handlers, stored, saves } = questionnaireHandlers('7', SMALL_FORM, {
      answers: COMPLETE,
      access: { answersRevision: '40' },
    });
    const signs: { answersRevision?: string }[] = [];
    const since: unknown[] = [];
    server.use(
      viewerHandler(makeViewer({ role: ROLE.homeMover, id: 'seller-1' })),
      dashboardHandler([makeDashboardProperty(7)]),
      ...handlers,
      api.mutation('SignForm', ({ variables }) => {
        const input = variables.input as { answersRevision?: string };
        signs.push(input);
        if (input.answersRevision !== '45')
          return HttpResponse.json({
            data: null,
            errors: [
              {
                message: MESSAGES.answersChanged,
                extensions: { code: 'CONFLICT', changes: [{ questionKey: 'q3', changedBy: 'Bea Brand' }] },
              },
            ],
          });
        return HttpResponse.json({
          data: {
            signForm: {
              __typename: 'FormSigned',
              signatureId: '31',
              answersSha256: 'a'.repeat(64),
              signing: signedBy('Sam Seller'),
            },
          },
        });
      }),
      api.query('QuestionnaireChanges', ({ variables }) => {
        since.push(variables.since);
        const form = makeQuestionnaire('7', SMALL_FORM, stored as Answers, { answersRevision: '45' });
        return HttpResponse.json({
          data: {
            questionnaire: {
              ...form,
              changesSince: [
                {
                  __typename: 'AnswerChange',
                  questionKey: 'q3',
                  question: '9.1 Describe the parking',
                  kind: 'PERSON',
                  changedBy: 'Bea Brand',
                  cleared: false,
                  changedAt: CHANGED_AT,
                },
              ],
            },
          },
        });
      }),
    );
    const app = renderApp(PATH);
    const prompt = await until(
      () => screen.queryByRole('dialog', { name: 'Sign Property information' }),
      'the sign prompt',
    );
    fireEvent.click(within(prompt).getByRole('button', { name: 'Close' }));

    // The seller changes the parking answer themselves; it is saved.
    fireEvent.click(screen.getByRole('button', { name: /9 Parking/ }));
    const parking = await until(
      () => screen.queryByRole<HTMLInputElement>('textbox', { name: /Describe the parking/ }),
      'the parking question',
    );
    fireEvent.change(parking, { target: { value: 'Driveway for two cars' } });
    await advance(5100);
    await until(() => saves.length === 1, 'the seller’s own answer saved');
    // Meanwhile a co-seller changes the same answer.
    stored.q3 = 'Garage';

    fireEvent.click(screen.getAllByRole('button', { name: 'Sign form' })[0]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Type your full name' }), { target: { value: 'Sam Seller' } });
    fireEvent.click(screen.getByTestId('sign-section').querySelector('button:last-of-type')!);

    const changed = await until(() => screen.queryByTestId('changed-answers'), 'the changed answers');
    // Its own save did not move the revision it sends: the answers it opened with.
    expect(signs).toEqual([expect.objectContaining({ answersRevision: '40' })]);
    expect(since).toEqual(['40']);
    expect(changed).toHaveTextContent(MESSAGES.answersChanged);
    expect(within(changed).getByRole('button', { name: '9.1 Describe the parking' })).toBeInTheDocument();
    const when = new Date(CHANGED_AT).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
    expect(changed).toHaveTextContent(`Changed by Bea Brand on ${when}`);
    // The question is marked where it stands, and shows the co-seller's answer, not the seller's older one.
    const mark = await until(() => screen.queryByTestId('changed-question'), 'the marked question');
    expect(mark).toHaveTextContent(`Changed by Bea Brand on ${when}`);
    expect(within(mark).getByRole<HTMLInputElement>('textbox', { name: /Describe the parking/ }).value).toBe('Garage');
    expect(screen.getByRole('button', { name: /9 Parking/ })).toHaveTextContent('Changed');
    expect(app.location()).toBe(PATH);
    expect(screen.queryByText('Successfully signed')).toBeNull();

    // Signing again sends the revision of the answers now shown.
    fireEvent.click(screen.getAllByRole('button', { name: 'Sign form' })[0]);
    fireEvent.click(screen.getByTestId('sign-section').querySelector('button:last-of-type')!);
    expect(await until(() => screen.queryByText('Successfully signed'), 'the confirmation')).toBeInTheDocument();
    expect(signs.map((sign) => sign.answersRevision)).toEqual(['40', '45']);
    await until(() => (app.location() === '/properties/7' ? true : null), 'the dashboard');
    // Two signatures, a save and a reading of the form: about 5 s on a quiet machine, more on a busy one.
  }, 40_000);

  it('says so in a toast, as before, when signing is refused for another reason', async () => {
    useFakeTimeouts();
    const { handlers } = questionnaireHandlers('7', SMALL_FORM, { answers: COMPLETE });
    server.use(
      viewerHandler(makeViewer({ role: ROLE.homeMover, id: 'seller-1' })),
      dashboardHandler([makeDashboardProperty(7)]),
      ...handlers,
      api.mutation('SignForm', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: MESSAGES.signIncomplete, extensions: { code: 'CONFLICT' } }],
        }),
      ),
    );
    renderApp(PATH);
    await until(() => screen.queryByRole('dialog', { name: 'Sign Property information' }), 'the sign prompt');
    fireEvent.change(screen.getByRole('textbox', { name: 'Type your full name' }), { target: { value: 'Sam Seller' } });
    fireEvent.click(screen.getByTestId('sign-section').querySelector('button:last-of-type')!);
    expect(await until(() => screen.queryByText(MESSAGES.signIncomplete), 'the message')).toBeInTheDocument();
    expect(screen.queryByTestId('changed-answers')).toBeNull();
  });
});
