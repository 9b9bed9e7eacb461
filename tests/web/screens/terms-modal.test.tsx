import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { ROLE } from '../../../domain/roles.ts';
import { makeProperties } from '../../fixtures/web/property.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';
import { advance, until, useFakeTimeouts } from '../support/fakeTime.ts';
// The screen fetches the modal as its own chunk; loading the module here first keeps the fake
// clock the only thing between the screen's load and the modal.
import '../../../web/src/terms/TermsModal.tsx';
import { propertiesHandler, viewerHandler } from '../support/handlers.ts';
import { renderApp } from '../support/renderApp.tsx';
import { api, server } from '../support/server.ts';

const viewer = makeViewer({ role: ROLE.homeMover, displayName: 'Sam Seller', acceptedTerms: false });

function serveScreen(answerAccept: () => Promise<void> | void = () => undefined) {
  const acceptCalls: number[] = [];
  server.use(
    viewerHandler(viewer),
    propertiesHandler(makeProperties(1, 2)),
    api.mutation('AcceptTerms', async () => {
      acceptCalls.push(acceptCalls.length + 1);
      await answerAccept();
      return HttpResponse.json({ data: { acceptTerms: { __typename: 'Viewer', id: viewer.id, acceptedTerms: true } } });
    }),
  );
  return acceptCalls;
}

/** Renders /properties and waits, without moving the fake clock, until the screen has loaded. */
async function renderLoadedScreen() {
  useFakeTimeouts();
  const app = renderApp('/properties');
  await until(() => screen.queryByRole('heading', { name: 'Hello, Sam Seller' }), 'the properties screen');
  return app;
}

const dialog = () => screen.queryByRole('dialog', { name: 'Terms and Conditions' });

describe('Terms and Conditions modal', () => {
  it('opens 500 ms after the properties screen loads when terms are not accepted', async () => {
    serveScreen();
    await renderLoadedScreen();
    expect(dialog()).not.toBeInTheDocument();

    await advance(400);
    expect(dialog()).not.toBeInTheDocument();

    await advance(100);
    expect(dialog()).toBeInTheDocument();
  });

  it('does not open when terms are already accepted', async () => {
    server.use(viewerHandler(makeViewer({ displayName: 'Sam Seller', acceptedTerms: true })), propertiesHandler([]));
    await renderLoadedScreen();
    await advance(2000);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('cannot be closed: it has no close button, and Escape or a click outside leave it open', async () => {
    serveScreen();
    await renderLoadedScreen();
    await advance(500);
    const opened = dialog();
    expect(opened).toBeInTheDocument();

    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    fireEvent.keyDown(opened as Element, { key: 'Escape' });
    fireEvent.keyDown(window, { key: 'Escape' });
    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    fireEvent.mouseDown(overlay as Element);
    fireEvent.click(overlay as Element);
    await advance(1000);

    expect(dialog()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  });

  it('Accept calls the acceptTerms mutation and closes at once, before the server answers', async () => {
    let answer: () => void = () => undefined;
    const serverAnswered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const acceptCalls = serveScreen(() => serverAnswered);
    await renderLoadedScreen();
    await advance(500);

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));

    await until(() => acceptCalls.length === 1, 'the acceptTerms mutation');
    // Optimistic: the modal is gone while the server has not answered yet.
    expect(dialog()).not.toBeInTheDocument();
    answer();
    await advance(1000);
    expect(dialog()).not.toBeInTheDocument();
    expect(acceptCalls).toHaveLength(1);
  });

  it('shows the connection-problem banner, and the modal again, when accepting fails', async () => {
    server.use(
      viewerHandler(viewer),
      propertiesHandler(makeProperties(1, 2)),
      api.mutation('AcceptTerms', () => HttpResponse.error()),
    );
    await renderLoadedScreen();
    await advance(500);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));

    await until(() => screen.queryByText(MESSAGES.connectionProblem(window.location.host)), 'the connection banner');
    expect(dialog()).toBeInTheDocument();
  });

  it('Decline logs the user out', async () => {
    serveScreen();
    const app = await renderLoadedScreen();
    await advance(500);

    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));

    await until(() => app.auth.logout.mock.calls.length === 1, 'logout');
    await until(() => app.location() === '/auth', 'the auth screen');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('the terms the modal asks for', () => {
  it('the modal links to the terms page, which anyone can read', async () => {
    serveScreen();
    await renderLoadedScreen();
    await advance(500);
    expect(screen.getByRole('link', { name: 'Move Ready Terms and Conditions' })).toHaveAttribute('href', '/terms');
  });

  it('after Decline the auth screen says the terms must be accepted to continue', async () => {
    serveScreen();
    const app = await renderLoadedScreen();
    await advance(500);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await until(() => app.location() === '/auth', 'the auth screen');
    await until(() => screen.queryByText(MESSAGES.termsDeclined), 'the reason');
  });
});
