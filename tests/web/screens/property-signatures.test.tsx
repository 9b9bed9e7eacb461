import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';
import { until, useFakeTimeouts } from '../support/fakeTime.ts';
import { viewerHandler } from '../support/handlers.ts';
import { renderApp } from '../support/renderApp.tsx';
import { api, server } from '../support/server.ts';

function record(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'SignatureRecord',
    id,
    questionnaireId: 4,
    questionnaireName: 'About my home',
    phaseId: 1,
    phaseLabel: 'Move Ready',
    signerName: 'Morgan Mover',
    signerEmail: 'mover@example.com',
    signerRole: 'HOME_MOVER',
    signedAt: '2026-11-20T10:00:00Z',
    removedAt: null,
    removedByName: null,
    ...overrides,
  };
}

const list = (records: unknown[]) =>
  api.query('PropertySignatures', () =>
    HttpResponse.json({
      data: { property: { __typename: 'Property', id: '7', name: '7 Orchard Row' }, propertySignatures: records },
    }),
  );

describe('property signatures screen', () => {
  it('lists attempts by phase and form, warns before deleting one collected from someone who is not a home mover, and confirms', async () => {
    useFakeTimeouts();
    const deleted: unknown[] = [];
    server.use(
      viewerHandler(makeViewer({ role: ROLE.agent, permissions: ['VIEW_PROPERTY_SIGNATURES', 'DELETE_SIGNATURES'] })),
      list([
        record('1'),
        record('2', { signerName: 'Bea Brand', signerEmail: 'brand@example.com', signerRole: 'BRAND_ADMIN' }),
      ]),
      api.mutation('DeleteSignature', ({ variables }) => {
        deleted.push(variables.id);
        return HttpResponse.json({
          data: {
            deleteSignature: record('2', {
              signerName: 'Bea Brand',
              signerEmail: 'brand@example.com',
              signerRole: 'BRAND_ADMIN',
              removedAt: '2026-11-21T09:00:00Z',
              removedByName: 'Alex Agent',
            }),
          },
        });
      }),
    );
    renderApp('/admin/properties/7/signatures');
    await until(() => screen.queryByRole('heading', { name: 'Signatures for 7 Orchard Row' }), 'the screen');
    expect(screen.getByRole('heading', { name: 'Move Ready' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About my home' })).toBeInTheDocument();
    expect(screen.getByText('brand@example.com')).toBeInTheDocument();
    expect(screen.getByText('Brand admin')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete the signature of Bea Brand' }));
    const dialog = await until(() => screen.queryByRole('dialog', { name: 'Delete signature' }), 'the confirmation');
    expect(dialog).toHaveTextContent('This signature was collected by a user who is not a home mover.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await until(() => screen.queryByText('Signature deleted successfully.'), 'the success message'),
    ).toBeInTheDocument();
    expect(deleted).toEqual(['2']);
  });

  it('says what went wrong when a deletion fails, and offers no delete to a role without the right', async () => {
    useFakeTimeouts();
    server.use(
      viewerHandler(makeViewer({ role: ROLE.agent, permissions: ['VIEW_PROPERTY_SIGNATURES', 'DELETE_SIGNATURES'] })),
      list([record('1')]),
      api.mutation('DeleteSignature', () =>
        HttpResponse.json({
          errors: [{ message: 'This signature has already been removed.', extensions: { code: 'CONFLICT' } }],
        }),
      ),
    );
    const app = renderApp('/admin/properties/7/signatures');
    fireEvent.click(
      await until(
        () => screen.queryByRole('button', { name: 'Delete the signature of Morgan Mover' }),
        'the delete button',
      ),
    );
    const dialog = await until(() => screen.queryByRole('dialog', { name: 'Delete signature' }), 'the confirmation');
    expect(dialog).not.toHaveTextContent('not a home mover');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await until(
        () =>
          screen.queryByText('There was a problem deleting the signature: This signature has already been removed.'),
        'the failure',
      ),
    ).toBeInTheDocument();
    app.unmount();

    server.use(
      viewerHandler(makeViewer({ role: ROLE.solicitor, permissions: ['VIEW_PROPERTY_SIGNATURES'] })),
      list([record('1')]),
    );
    renderApp('/admin/properties/7/signatures');
    await until(() => screen.queryByText('Morgan Mover'), 'the list');
    expect(screen.queryByRole('button', { name: /Delete the signature/ })).toBeNull();
  });
});
