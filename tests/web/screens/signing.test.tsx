import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles.ts';
import { makeDashboardProperty } from '../../fixtures/web/property.ts';
import { SMALL_FORM } from '../../fixtures/web/questionnaire.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';
import { until, useFakeTimeouts } from '../support/fakeTime.ts';
import { dashboardHandler, questionnaireHandlers, viewerHandler } from '../support/handlers.ts';
import { renderApp } from '../support/renderApp.tsx';
import { api, server } from '../support/server.ts';
import { formShown } from '../support/formShown.ts';

const PATH = '/properties/7/property-information';
const COMPLETE = { q1: '2', q3: 'Driveway', q4: '3' };

function signed(name: string) {
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

describe('signing a form', () => {
  it('does not sign while an answer typed on the form is held back, and says why', async () => {
    useFakeTimeouts();
    const { handlers } = questionnaireHandlers('7', SMALL_FORM, { answers: COMPLETE });
    const sent: unknown[] = [];
    server.use(
      viewerHandler(makeViewer({ role: ROLE.homeMover, id: 'seller-1' })),
      dashboardHandler([makeDashboardProperty(7)]),
      ...handlers,
      api.mutation('SignForm', ({ variables }) => {
        sent.push(variables.input);
        return HttpResponse.json({ data: null, errors: [{ message: 'unexpected' }] });
      }),
    );
    renderApp(PATH);
    const prompt = await until(
      () => screen.queryByRole('dialog', { name: 'Sign Property information' }),
      'the sign prompt',
    );
    fireEvent.keyDown(prompt, { key: 'Escape' });
    await until(() => (screen.queryByRole('dialog') ? null : true), 'the prompt closed');
    fireEvent.click(screen.getByRole('button', { name: /9 Parking/ }));
    const parking = await until(
      () => screen.queryByRole<HTMLInputElement>('textbox', { name: /Describe the parking/ }),
      'the parking question',
    );
    fireEvent.change(parking, { target: { value: 'x'.repeat(5001) } });
    expect(screen.getByText('Enter at most 5,000 characters: this has 5,001')).toBeInTheDocument();

    fireEvent.click(screen.getAllByRole('button', { name: 'Sign form' })[0]);
    const dialog = await until(
      () => screen.queryByRole('dialog', { name: 'Sign Property information' }),
      'the sign prompt again',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Type your full name' }), { target: { value: 'Sam Seller' } });
    fireEvent.click(dialog.querySelector('[data-testid="sign-section"] button:last-of-type')!);
    await until(
      () => screen.queryByText(/Some of your answers could not be saved, so the form has not been signed/),
      'the reason it was not signed',
    );
    expect(sent).toEqual([]);
  });

  it('opens the sign prompt on load for a seller of a complete form, shows the sign part only after a name, and returns to the dashboard signed', async () => {
    useFakeTimeouts();
    const { handlers } = questionnaireHandlers('7', SMALL_FORM, { answers: COMPLETE });
    const sent: unknown[] = [];
    server.use(
      viewerHandler(makeViewer({ role: ROLE.homeMover, id: 'seller-1' })),
      dashboardHandler([makeDashboardProperty(7)]),
      ...handlers,
      api.mutation('SignForm', ({ variables }) => {
        sent.push(variables.input);
        return HttpResponse.json({
          data: {
            signForm: {
              __typename: 'FormSigned',
              signatureId: '31',
              answersSha256: 'a'.repeat(64),
              signing: signed('Sam Seller'),
            },
          },
        });
      }),
    );
    const app = renderApp(PATH);
    const dialog = await until(
      () => screen.queryByRole('dialog', { name: 'Sign Property information' }),
      'the sign prompt',
    );
    const name = screen.getByRole('textbox', { name: 'Type your full name' });
    fireEvent.change(name, { target: { value: 'S' } });
    expect(screen.queryByTestId('sign-section')).toBeNull();
    fireEvent.change(name, { target: { value: 'Sam Seller' } });
    expect(screen.getByTestId('sign-section')).toHaveTextContent('Signing as Sam Seller');
    fireEvent.click(dialog.querySelector('[data-testid="sign-section"] button:last-of-type')!);
    await until(() => (sent.length ? true : null), 'the signature sent');
    expect(await until(() => screen.queryByText('Successfully signed'), 'the confirmation')).toBeInTheDocument();
    expect(sent).toEqual([{ propertyId: '7', questionnaireId: 2, name: 'Sam Seller', answersRevision: '40' }]);
    await until(() => (app.location() === '/properties/7' ? true : null), 'the dashboard');
  });

  it('explains a disabled Sign form button on screen, without hover: incomplete form, someone who is not a seller, a seller who has signed', async () => {
    useFakeTimeouts();
    const cases = [
      { answers: {}, access: {}, viewer: ROLE.homeMover, tooltip: 'The form must be completed before signing' },
      {
        answers: COMPLETE,
        access: { signing: { isSeller: false } },
        viewer: ROLE.agent,
        tooltip: 'Only sellers can sign the form',
      },
      {
        answers: COMPLETE,
        access: { signing: { signedByMe: true, signed: 1, locked: true, signatures: [] } },
        viewer: ROLE.homeMover,
        tooltip: 'You have already signed the form',
      },
    ];
    for (const { answers, access, viewer, tooltip } of cases) {
      const { handlers } = questionnaireHandlers('7', SMALL_FORM, { answers, access });
      server.use(
        viewerHandler(makeViewer({ role: viewer, id: 'user-1' })),
        dashboardHandler([makeDashboardProperty(7)]),
        ...handlers,
      );
      const app = renderApp(PATH);
      await until(() => formShown('Property information'), 'the form');
      const [button] = screen.getAllByRole('button', { name: 'Sign form' });
      expect(button).toHaveAttribute('data-disabled', 'true');
      // The reason is on screen beside the button (a phone shows no tooltip) and read with it.
      expect(screen.getAllByText(tooltip).length).toBeGreaterThan(0);
      expect(button).toHaveAccessibleDescription(tooltip);
      fireEvent.click(button);
      expect(screen.queryByRole('dialog')).toBeNull();
      app.unmount();
    }
  });

  it('tells a seller who has signed, and one who has not, where the form stands, and locks it', async () => {
    useFakeTimeouts();
    const { handlers } = questionnaireHandlers('7', SMALL_FORM, {
      answers: COMPLETE,
      access: {
        signing: {
          signed: 1,
          locked: true,
          signatures: [
            {
              __typename: 'FormSignature',
              id: '3',
              signerName: 'Alex Seller',
              signedAt: '2026-11-20T10:00:00Z',
              mine: false,
            },
          ],
        },
      },
    });
    server.use(
      viewerHandler(makeViewer({ role: ROLE.homeMover, id: 'seller-2' })),
      dashboardHandler([makeDashboardProperty(7)]),
      ...handlers,
    );
    renderApp(PATH);
    expect(
      await until(
        () => screen.queryByText(/completed by another seller, and now requires your signature/),
        'the notice',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Your changes will be saved automatically as you go along.')).toBeNull();
  });

  it('rolls the signature back and says why when signing fails', async () => {
    useFakeTimeouts();
    const { handlers } = questionnaireHandlers('7', SMALL_FORM, { answers: COMPLETE });
    server.use(
      viewerHandler(makeViewer({ role: ROLE.homeMover, id: 'seller-1' })),
      dashboardHandler([makeDashboardProperty(7)]),
      ...handlers,
      api.mutation('SignForm', () =>
        HttpResponse.json({
          errors: [{ message: 'You have already signed the form', extensions: { code: 'CONFLICT' } }],
        }),
      ),
    );
    const app = renderApp(PATH);
    await until(() => screen.queryByRole('dialog', { name: 'Sign Property information' }), 'the sign prompt');
    fireEvent.change(screen.getByRole('textbox', { name: 'Type your full name' }), { target: { value: 'Sam Seller' } });
    fireEvent.click(screen.getByTestId('sign-section').querySelector('button:last-of-type')!);
    expect(
      await until(() => screen.queryByText('You have already signed the form'), 'the message'),
    ).toBeInTheDocument();
    expect(app.location()).toBe(PATH);
    expect(screen.queryByText(/Signed by Sam Seller/)).toBeNull();
  });
});
