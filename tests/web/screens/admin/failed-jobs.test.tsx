import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../domain/messages.ts';
import { ROLE } from '../../../../domain/roles.ts';
import { makeViewer } from '../../../fixtures/web/viewer.ts';
import { viewerHandler } from '../../support/handlers.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { api, server } from '../../support/server.ts';

const job = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'DeadLetterJob',
  id,
  queue: 'mail',
  attempts: 10,
  lastError: 'connect ECONNREFUSED 10.0.0.5:587',
  createdAt: '2026-11-26T09:00:00.000Z',
  failedAt: '2026-11-26T14:00:00.000Z',
  ...overrides,
});

type Sent = { retried: unknown[]; discarded: unknown[] };

function screenWith(sent: Sent, options: { retryRefusal?: string } = {}) {
  server.use(viewerHandler(makeViewer({ role: ROLE.administrator, organisation: { name: 'Platform', credits: -1 } })));
  let listCalls = 0;
  server.use(
    api.query('DeadLetterJobs', () => {
      listCalls += 1;
      return HttpResponse.json({
        data: {
          deadLetterJobs: [
            job('41'),
            job('40', {
              queue: 'search-pack',
              attempts: 1,
              lastError: 'The search pack did not arrive within 30 days of ordering.',
            }),
          ],
        },
      });
    }),
    api.mutation('RetryDeadLetterJob', ({ variables }) => {
      sent.retried.push(variables);
      if (options.retryRefusal)
        return HttpResponse.json({
          data: null,
          errors: [{ message: options.retryRefusal, extensions: { code: 'CONFLICT' } }],
        });
      return HttpResponse.json({ data: { retryDeadLetterJob: variables.id } });
    }),
    api.mutation('DiscardDeadLetterJob', ({ variables }) => {
      sent.discarded.push(variables);
      return HttpResponse.json({ data: { discardDeadLetterJob: variables.id } });
    }),
  );
  return { ...renderApp('/admin/failed-jobs'), listCalls: () => listCalls };
}

describe('Failed jobs', () => {
  it('lists each failed job with its queue, attempts, last error and dates, in one request', async () => {
    const view = screenWith({ retried: [], discarded: [] });
    const table = within(await screen.findByRole('table', { name: 'Failed jobs' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Email')).toBeInTheDocument();
    expect(within(rows[0]).getByText('connect ECONNREFUSED 10.0.0.5:587')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Property searches')).toBeInTheDocument();
    expect(within(rows[1]).getByText('The search pack did not arrive within 30 days of ordering.')).toBeInTheDocument();
    expect(table.getByRole('columnheader', { name: 'Attempts' })).toBeInTheDocument();
    expect(view.listCalls()).toBe(1);
  });

  it('retries a job at once and takes it off the list', async () => {
    const sent: Sent = { retried: [], discarded: [] };
    const { user } = screenWith(sent);
    const table = within(await screen.findByRole('table', { name: 'Failed jobs' }));
    await user.click(table.getByRole('button', { name: 'Retry job 41' }));
    expect(await screen.findByText(MESSAGES.deadLetterRetried)).toBeInTheDocument();
    await waitFor(() => expect(table.queryByRole('button', { name: 'Retry job 41' })).not.toBeInTheDocument());
    expect(table.getByRole('button', { name: 'Retry job 40' })).toBeInTheDocument();
    expect(sent.retried).toEqual([{ id: '41' }]);
  });

  it('says why a retry was refused, and keeps the job listed', async () => {
    const sent: Sent = { retried: [], discarded: [] };
    const { user } = screenWith(sent, { retryRefusal: MESSAGES.deadLetterAlreadyWaiting });
    const table = within(await screen.findByRole('table', { name: 'Failed jobs' }));
    await user.click(table.getByRole('button', { name: 'Retry job 41' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${MESSAGES.retryDeadLetterFailed}: ${MESSAGES.deadLetterAlreadyWaiting}`,
    );
    expect(table.getByRole('button', { name: 'Retry job 41' })).toBeInTheDocument();
  });

  it('discards only after confirmation, then takes the job off the list', async () => {
    const sent: Sent = { retried: [], discarded: [] };
    const { user } = screenWith(sent);
    const table = within(await screen.findByRole('table', { name: 'Failed jobs' }));
    await user.click(table.getByRole('button', { name: 'Discard job 40' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Discard job 40' }));
    expect(dialog.getByText(MESSAGES.deadLetterDiscardConfirm('property searches', '40'))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.discarded).toEqual([]);

    await user.click(table.getByRole('button', { name: 'Discard job 40' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard job 40' })).getByRole('button', { name: 'Discard' }),
    );
    await waitFor(() => expect(table.queryByRole('button', { name: 'Discard job 40' })).not.toBeInTheDocument());
    expect(sent.discarded).toEqual([{ id: '40' }]);
    expect(table.getByRole('button', { name: 'Discard job 41' })).toBeInTheDocument();
  });

  it('shows an empty table when no job failed', async () => {
    server.use(
      viewerHandler(makeViewer({ role: ROLE.administrator, organisation: { name: 'Platform', credits: -1 } })),
    );
    server.use(api.query('DeadLetterJobs', () => HttpResponse.json({ data: { deadLetterJobs: [] } })));
    renderApp('/admin/failed-jobs');
    expect(await screen.findByText('No failed jobs.')).toBeInTheDocument();
  });
});
