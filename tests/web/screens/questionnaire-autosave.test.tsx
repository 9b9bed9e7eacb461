import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { QUIET_RETRY_DELAYS_MS } from '../../../domain/forms/save-refusals.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { ROLE } from '../../../domain/roles.ts';
import { makeDashboardProperty } from '../../fixtures/web/property.ts';
import { SMALL_FORM } from '../../fixtures/web/questionnaire.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';
import { advance, until, useFakeTimeouts } from '../support/fakeTime.ts';
import { dashboardHandler, graphqlError, questionnaireHandlers, viewerHandler } from '../support/handlers.ts';
import { renderApp } from '../support/renderApp.tsx';
import { api, server } from '../support/server.ts';
import { formShown } from '../support/formShown.ts';

const PATH = '/properties/7/property-information';
const PENDING_KEY = 'move-ready:pending:seller-1:7:2';
const viewer = makeViewer({ role: ROLE.homeMover, id: 'seller-1' });
const REASON = 'The answer to 9.1 must name the kind of parking.';

/** The gateway's answer to a save the API refused (400), naming the refused questions. */
function refusedSave(questions: { questionId: string; message: string }[]) {
  return HttpResponse.json({
    data: null,
    errors: [{ message: questions[0]?.message ?? 'Refused.', extensions: { code: 'BAD_USER_INPUT', questions } }],
  });
}

async function openForm() {
  const app = renderApp(PATH);
  await until(() => formShown('Property information'), 'the form');
  return app;
}

async function parkingInput() {
  fireEvent.click(screen.getByRole('button', { name: /9 Parking/ }));
  return until(
    () => screen.queryByRole<HTMLInputElement>('textbox', { name: /Describe the parking/ }),
    'the parking question',
  );
}

const status = () => screen.getByTestId('save-status').textContent;
const connectionBanner = () => screen.queryByText(/having some problems connecting/);

/**
 * Steps the clock through the quiet retries of a save that keeps failing (its first attempt already
 * sent): each is sent in turn while the seller sees only "Saving…".
 */
async function throughQuietRetries(attempts: unknown[]) {
  const first = attempts.length;
  for (const [index, delay] of QUIET_RETRY_DELAYS_MS.entries()) {
    expect(connectionBanner()).toBeNull();
    expect(status()).toBe('Saving…');
    await advance(delay);
    await until(() => attempts.length === first + index + 1, `quiet retry ${index + 1}`);
  }
}

// Minutes of autosave pass on a fake clock in each test; a busy machine needs more than the default 20 s of real time.
describe('autosave when a save fails', { timeout: 60_000 }, () => {
  it('a refused answer shows its reason beside the question, keeps the text, is not sent again until changed, and is not a connection problem', async () => {
    useFakeTimeouts();
    const { handlers, saves, attempts } = questionnaireHandlers('7', SMALL_FORM, {
      refuseSave: (sent) => (sent.q3 === 'Bad' ? refusedSave([{ questionId: 'q3', message: REASON }]) : undefined),
    });
    server.use(viewerHandler(viewer), dashboardHandler([makeDashboardProperty(7)]), ...handlers);
    await openForm();
    const input = await parkingInput();
    fireEvent.change(input, { target: { value: 'Bad' } });
    await advance(5100);
    await until(() => status() === 'Some answers were not saved', 'the refusal');
    expect(input).toHaveValue('Bad');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // Beside the question, and in the list at the top of the form.
    expect(screen.getAllByText(REASON, { exact: false })).toHaveLength(2);
    expect(connectionBanner()).toBeNull();

    // Minutes pass: nothing is re-sent unchanged.
    await advance(120_000);
    expect(attempts).toEqual([{ q3: 'Bad' }]);

    fireEvent.change(input, { target: { value: 'Driveway' } });
    await advance(5100);
    await until(() => status() === 'All changes saved', 'the changed answer saved');
    expect(saves).toEqual([{ q3: 'Driveway' }]);
    expect(screen.queryByText(REASON, { exact: false })).toBeNull();
  });

  it('the other answers of a refused save are saved at once without the refused one', async () => {
    useFakeTimeouts();
    const { handlers, saves, attempts } = questionnaireHandlers('7', SMALL_FORM, {
      refuseSave: (sent) => (sent.q3 === 'Bad' ? refusedSave([{ questionId: 'q3', message: REASON }]) : undefined),
    });
    server.use(viewerHandler(viewer), dashboardHandler([makeDashboardProperty(7)]), ...handlers);
    await openForm();
    fireEvent.change(await parkingInput(), { target: { value: 'Bad' } });
    // Answering No completes the disputes section, which saves both waiting answers at once.
    fireEvent.click(screen.getByRole('button', { name: /2 Disputes and complaints/ }));
    await until(() => screen.queryAllByRole('radio', { name: 'No' }).length, 'the yes/no question');
    fireEvent.click(
      screen.getAllByRole('radio', { name: 'No' }).find((radio) => !radio.closest('[aria-hidden="true"]'))!,
    );
    await until(() => saves.length > 0, 'the accepted answer saved');
    expect(attempts).toEqual([{ q3: 'Bad', q1: '2' }, { q1: '2' }]);
    expect(saves).toEqual([{ q1: '2' }]);
    await until(() => status() === 'Some answers were not saved', 'the refusal');
  });

  it('a refused answer is not sent again when the form next opens, and still shows why', async () => {
    useFakeTimeouts();
    const { handlers, attempts } = questionnaireHandlers('7', SMALL_FORM, {
      refuseSave: (sent) => (sent.q3 === 'Bad' ? refusedSave([{ questionId: 'q3', message: REASON }]) : undefined),
    });
    server.use(viewerHandler(viewer), dashboardHandler([makeDashboardProperty(7)]), ...handlers);
    const first = await openForm();
    fireEvent.change(await parkingInput(), { target: { value: 'Bad' } });
    await advance(5100);
    await until(() => status() === 'Some answers were not saved', 'the refusal');
    first.unmount();

    await openForm();
    expect(status()).toBe('Some answers were not saved');
    expect(await parkingInput()).toHaveValue('Bad');
    await advance(10_000);
    expect(attempts).toEqual([{ q3: 'Bad' }]);
  });

  it('an answer waiting for a question the form no longer asks is let go when the form opens; the others are sent', async () => {
    useFakeTimeouts();
    const REFUSED_KEY = 'move-ready:refused:seller-1:7:2';
    window.localStorage.setItem(PENDING_KEY, JSON.stringify({ q3: 'Carport', retired_question: 'Yes' }));
    window.localStorage.setItem(
      REFUSED_KEY,
      JSON.stringify({ retired_question: { value: 'Yes', message: 'The form has no question retired_question' } }),
    );
    const { handlers, saves } = questionnaireHandlers('7', SMALL_FORM);
    server.use(viewerHandler(viewer), dashboardHandler([makeDashboardProperty(7)]), ...handlers);
    await openForm();
    expect(screen.queryByText(/retired_question/)).toBeNull();
    await advance(5100);
    await until(() => status() === 'All changes saved', 'the waiting answer saved');
    expect(saves).toEqual([{ q3: 'Carport' }]);
    expect(window.localStorage.getItem(PENDING_KEY)).toBeNull();
    expect(window.localStorage.getItem(REFUSED_KEY)).toBeNull();
  });

  it('a save refused because the form was signed says so and how to go on, and sends nothing more', async () => {
    useFakeTimeouts();
    const { handlers, attempts } = questionnaireHandlers('7', SMALL_FORM, {
      refuseSave: () => graphqlError(MESSAGES.formLocked, 'CONFLICT'),
    });
    server.use(viewerHandler(viewer), dashboardHandler([makeDashboardProperty(7)]), ...handlers);
    await openForm();
    const input = await parkingInput();
    fireEvent.change(input, { target: { value: 'Garage' } });
    await advance(5100);
    await until(() => screen.queryByText('Your latest changes have not been saved'), 'the locked notice');
    expect(screen.getByText(MESSAGES.formLocked)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the form' })).toBeInTheDocument();
    expect(status()).toBe('Not saved: the form has been signed');
    expect(connectionBanner()).toBeNull();
    fireEvent.change(input, { target: { value: 'Garage and driveway' } });
    await advance(120_000);
    expect(attempts).toEqual([{ q3: 'Garage' }]);
    expect(window.localStorage.getItem(PENDING_KEY)).toBeNull();
  });

  it('a save answered 502 (an instance gone from behind the load balancer) is sent again unseen and shows saved', async () => {
    useFakeTimeouts();
    let failures = 2;
    const { handlers, saves, attempts } = questionnaireHandlers('7', SMALL_FORM, {
      refuseSave: () =>
        failures-- > 0
          ? new HttpResponse('<html>502 Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })
          : undefined,
    });
    server.use(viewerHandler(viewer), dashboardHandler([makeDashboardProperty(7)]), ...handlers);
    await openForm();
    fireEvent.change(await parkingInput(), { target: { value: 'Garage' } });
    await advance(5100);
    await until(() => attempts.length === 1, 'the save');
    for (const [index, delay] of QUIET_RETRY_DELAYS_MS.slice(0, 2).entries()) {
      expect(status()).toBe('Saving…');
      expect(connectionBanner()).toBeNull();
      await advance(delay);
      await until(() => attempts.length === index + 2, `retry ${index + 1}`);
    }
    await until(() => status() === 'All changes saved', 'the retry saved');
    expect(saves).toEqual([{ q3: 'Garage' }]);
    expect(attempts).toHaveLength(3);
    expect(connectionBanner()).toBeNull();
  });

  it('a lost connection is sent again unseen, then shows the banner and retries after 2 s, then 4 s, until the answer is saved', async () => {
    useFakeTimeouts();
    let failing = true;
    const { handlers, saves, attempts } = questionnaireHandlers('7', SMALL_FORM, { failSaves: () => failing });
    server.use(viewerHandler(viewer), dashboardHandler([makeDashboardProperty(7)]), ...handlers);
    await openForm();
    fireEvent.change(await parkingInput(), { target: { value: 'Garage' } });
    await advance(5100);
    await until(() => attempts.length === 1, 'the save');
    await throughQuietRetries(attempts);
    const sent = attempts.length;
    await until(() => connectionBanner(), 'the connection banner');
    expect(status()).toBe('Not saved yet');
    // The first retry after the banner is due 2 s later, the next 4 s after that.
    await advance(1800);
    expect(attempts).toHaveLength(sent);
    await advance(200);
    await until(() => attempts.length === sent + 1, 'the first retry');
    await throughQuietRetries(attempts);
    await until(() => status() === 'Not saved yet', 'the retry failed');
    await advance(3800);
    expect(attempts).toHaveLength(sent + 1 + QUIET_RETRY_DELAYS_MS.length);
    failing = false;
    await advance(300);
    await until(() => status() === 'All changes saved', 'the second retry saved');
    expect(saves).toEqual([{ q3: 'Garage' }]);
    expect(connectionBanner()).toBeNull();
  });

  it('a server fault (5xx) is a connection problem too, retried', async () => {
    useFakeTimeouts();
    let faulty = true;
    const { handlers, saves, attempts } = questionnaireHandlers('7', SMALL_FORM, {
      refuseSave: () =>
        faulty
          ? graphqlError('The service is having problems. Please try again in a few minutes.', 'UPSTREAM_ERROR')
          : undefined,
    });
    server.use(viewerHandler(viewer), dashboardHandler([makeDashboardProperty(7)]), ...handlers);
    await openForm();
    fireEvent.change(await parkingInput(), { target: { value: 'Garage' } });
    await advance(5100);
    await until(() => attempts.length === 1, 'the save');
    await throughQuietRetries(attempts);
    await until(() => connectionBanner(), 'the connection banner');
    faulty = false;
    await advance(2100);
    await until(() => status() === 'All changes saved', 'the retry saved');
    expect(saves).toEqual([{ q3: 'Garage' }]);
  });
});

describe('signing waits for the answers', { timeout: 60_000 }, () => {
  const COMPLETE = { q1: '2', q3: 'Driveway', q4: '3' };

  function signingHandler(events: string[]) {
    return api.mutation('SignForm', () => {
      events.push('sign');
      return graphqlError(MESSAGES.formLocked, 'CONFLICT');
    });
  }

  async function signAs(name: string) {
    fireEvent.change(screen.getByRole('textbox', { name: 'Type your full name' }), { target: { value: name } });
    fireEvent.click(screen.getByTestId('sign-section').querySelector('button:last-of-type')!);
  }

  it('an answer typed a moment before signing is saved first, and only then is the signature asked for', async () => {
    useFakeTimeouts();
    const events: string[] = [];
    const { handlers, saves } = questionnaireHandlers('7', SMALL_FORM, {
      answers: COMPLETE,
      refuseSave: () => {
        events.push('save');
        return undefined;
      },
    });
    server.use(
      viewerHandler(viewer),
      dashboardHandler([makeDashboardProperty(7)]),
      ...handlers,
      signingHandler(events),
    );
    await openForm();
    await until(() => screen.queryByRole('dialog', { name: 'Sign Property information' }), 'the sign prompt');
    fireEvent.change(await parkingInput(), { target: { value: 'Carport' } });
    await advance(1000);
    await signAs('Sam Seller');
    await until(() => events.includes('sign'), 'the signature asked for');
    expect(events).toEqual(['save', 'sign']);
    expect(saves).toEqual([{ q3: 'Carport' }]);
  });

  it('when the answers cannot be saved, the form is not signed and the seller is told why; the answer still waits', async () => {
    useFakeTimeouts();
    const events: string[] = [];
    const { handlers, attempts } = questionnaireHandlers('7', SMALL_FORM, { answers: COMPLETE, failSaves: () => true });
    server.use(
      viewerHandler(viewer),
      dashboardHandler([makeDashboardProperty(7)]),
      ...handlers,
      signingHandler(events),
    );
    await openForm();
    await until(() => screen.queryByRole('dialog', { name: 'Sign Property information' }), 'the sign prompt');
    fireEvent.change(await parkingInput(), { target: { value: 'Carport' } });
    await signAs('Sam Seller');
    // The save before the signature is sent again unseen first.
    await until(() => attempts.length === 1, 'the save');
    await throughQuietRetries(attempts);
    await until(() => screen.queryByText(/could not be saved, so the form has not been signed/), 'the reason');
    expect(events).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem(PENDING_KEY) ?? '{}')).toEqual({ q3: 'Carport' });
  });
});
