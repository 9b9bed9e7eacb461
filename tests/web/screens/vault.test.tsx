import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles.ts';
import {
  makeDashboardProperty,
  makeVault,
  makeVaultDocument,
  type DashboardData,
} from '../../fixtures/web/property.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';
import { dashboardHandler, graphqlError, viewerHandler } from '../support/handlers.ts';
import { heldAnswer } from '../support/heldAnswer.ts';
import { renderApp } from '../support/renderApp.tsx';
import { api, server } from '../support/server.ts';

function sellerProperty(documents: string[]): DashboardData {
  return makeDashboardProperty(7, {
    isSeller: true,
    agenciesNames: null,
    solicitorsNames: null,
    vault: makeVault(7, {
      viewerMayUpload: true,
      documents: documents.map((name, index) => makeVaultDocument(7, index + 1, name)),
    }),
  });
}

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

describe('upload area and document vault', () => {
  it('states the accepted kinds and the size limit before anything is sent', async () => {
    server.use(viewerHandler(makeViewer({ role: ROLE.homeMover })), dashboardHandler([sellerProperty([])]));
    renderApp('/properties/7');
    expect(
      await screen.findByText('PNG, JPG or PDF, up to 20 MB each. Several files at once are fine.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No documents yet.')).toBeInTheDocument();
  });

  it('uploads several files at once, each with its own progress bar, then lists them without extension', async () => {
    const received: string[] = [];
    let uploaded: string[] = [];
    server.use(
      viewerHandler(makeViewer({ role: ROLE.homeMover })),
      api.query('Dashboard', () => HttpResponse.json({ data: { property: sellerProperty(uploaded) } })),
      http.post('*/api/upload/7', async ({ request }) => {
        // jsdom's File cannot be read back by Node's formData(): the multipart text names the file.
        const body = await request.text();
        received.push(/name="file"; filename="([^"]+)"/.exec(body)?.[1] ?? 'none');
        expect(request.headers.get('authorizationjwt')).toBeTruthy();
        return HttpResponse.json({ id: received.length, uploads: [] }, { status: 201 });
      }),
    );
    const app = renderApp('/properties/7');
    await screen.findByText(/up to 20 MB each/);
    uploaded = ['Title deeds.pdf', 'Floor plan.png'];
    await app.user.upload(fileInput(app.container), [
      new File(['%PDF-1.7'], 'Title deeds.pdf', { type: 'application/pdf' }),
      new File(['png'], 'Floor plan.png', { type: 'image/png' }),
    ]);
    expect(await screen.findByRole('progressbar', { name: 'Uploading Title deeds.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading Floor plan.png' })).toBeInTheDocument();
    const documents = await screen.findByRole('list', { name: 'Documents' });
    await waitFor(() => expect(within(documents).getByText('Title deeds')).toBeInTheDocument());
    expect(within(documents).getByText('Floor plan')).toBeInTheDocument();
    expect(received.sort()).toEqual(['Floor plan.png', 'Title deeds.pdf']);
  });

  it('shows the spec’s upload failure message with the server’s reason', async () => {
    const reason =
      "Lease.pdf is password-protected. Please upload a version without password protection, or choose 'to follow' and send it later.";
    server.use(
      viewerHandler(makeViewer({ role: ROLE.homeMover })),
      dashboardHandler([sellerProperty([])]),
      http.post('*/api/upload/7', () =>
        HttpResponse.json({ error: { code: 'BAD_REQUEST', message: reason } }, { status: 422 }),
      ),
    );
    const app = renderApp('/properties/7');
    await screen.findByText(/up to 20 MB each/);
    await app.user.upload(fileInput(app.container), new File(['%PDF-1.7'], 'Lease.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(`There was a problem uploading. ${reason}`)).toBeInTheDocument();
  });

  it('shows an agent the documents to download, with no upload area and no remove', async () => {
    server.use(
      viewerHandler(makeViewer({ role: ROLE.agent })),
      dashboardHandler([
        makeDashboardProperty(7, { vault: makeVault(7, { documents: [makeVaultDocument(7, 1, 'Search pack.pdf')] }) }),
      ]),
    );
    renderApp('/properties/7');
    expect(await screen.findByRole('button', { name: 'Download Search pack' })).toBeInTheDocument();
    expect(screen.queryByText(/up to 20 MB each/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Search pack' })).not.toBeInTheDocument();
  });

  it('asks before removing, removes at once, and puts the document back with a message when the server refuses', async () => {
    const answer = heldAnswer();
    server.use(
      viewerHandler(makeViewer({ role: ROLE.homeMover })),
      dashboardHandler([sellerProperty(['Old survey.pdf', 'Keep.png'])]),
      api.mutation('RemoveDocument', async () => {
        await answer.held;
        return graphqlError('The service is unavailable. Please try again in a few minutes.', 'UPSTREAM_UNAVAILABLE');
      }),
    );
    const app = renderApp('/properties/7');
    await app.user.click(await screen.findByRole('button', { name: 'Remove Old survey' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to remove Old survey?')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    // Gone before the server answers.
    await waitFor(() => expect(screen.queryByText('Old survey')).not.toBeInTheDocument());
    expect(screen.getByText('Keep')).toBeInTheDocument();
    answer.release();
    expect(
      await screen.findByText(
        'There was a problem removing the document: The service is unavailable. Please try again in a few minutes.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Old survey')).toBeInTheDocument();
  });

  it('keeps the document out once the server confirms the removal', async () => {
    server.use(
      viewerHandler(makeViewer({ role: ROLE.homeMover })),
      dashboardHandler([sellerProperty(['Old survey.pdf'])]),
      api.mutation('RemoveDocument', ({ variables }) =>
        HttpResponse.json({ data: { removeDocument: { __typename: 'RemovedDocument', id: variables.documentId } } }),
      ),
    );
    const app = renderApp('/properties/7');
    await app.user.click(await screen.findByRole('button', { name: 'Remove Old survey' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No documents yet.')).toBeInTheDocument();
  });
});
