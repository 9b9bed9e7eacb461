import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../domain/messages.ts';
import { ROLE } from '../../../../domain/roles.ts';
import { makeViewer } from '../../../fixtures/web/viewer.ts';
import { viewerHandler } from '../../support/handlers.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { api, server } from '../../support/server.ts';

const SECRET = 'whsec_q3ZyVb0Jm2X5n8TfA1cLw7pNa4sHd6eGj9iKo2fQxRs=';
const client = {
  __typename: 'ApiClient',
  clientId: 'mr_existing0000000000000',
  name: 'Portal sync',
  organisationId: '10',
  organisationName: 'Harbour Estates',
  status: 'ACTIVE',
  hasSecret: true,
  createdAt: '2026-11-02T09:00:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
};
const subscription = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'WebhookSubscription',
  id: '7',
  clientId: client.clientId,
  url: 'https://crm.example.com/hooks',
  events: ['PROPERTY_CREATED', 'FORM_SIGNED'],
  createdAt: '2026-11-20T09:00:00.000Z',
  secretRotatedAt: null,
  ...overrides,
});
const delivery = {
  __typename: 'WebhookDelivery',
  id: '31',
  url: 'https://crm.example.com/hooks',
  eventType: 'FORM_SIGNED',
  status: 'PENDING',
  attempts: 2,
  lastStatusCode: 503,
  lastError: 'The receiver answered 503.',
  createdAt: '2026-11-26T10:00:00.000Z',
  lastAttemptAt: '2026-11-26T10:00:31.000Z',
  nextAttemptAt: '2026-11-26T10:01:31.000Z',
};

function screenWith(sent: { created: unknown[]; removed: unknown[] }) {
  server.use(viewerHandler(makeViewer({ role: ROLE.administrator, organisation: { name: 'Platform', credits: -1 } })));
  const subscriptions = [subscription()];
  server.use(
    api.query('ApiClients', () => HttpResponse.json({ data: { apiClients: [client], agencies: [] } })),
    api.query('ApiClientWebhooks', () =>
      HttpResponse.json({ data: { webhookSubscriptions: subscriptions, webhookDeliveries: [delivery] } }),
    ),
    api.mutation('CreateWebhookSubscription', ({ variables }) => {
      sent.created.push(variables);
      const created = subscription({ id: '8', url: variables.input.url, events: variables.input.events });
      subscriptions.push(created);
      return HttpResponse.json({
        data: {
          createWebhookSubscription: {
            __typename: 'CreatedWebhookSubscription',
            secret: SECRET,
            subscription: created,
          },
        },
      });
    }),
    api.mutation('DeleteWebhookSubscription', ({ variables }) => {
      sent.removed.push(variables);
      subscriptions.splice(0, 1);
      return HttpResponse.json({
        data: { deleteWebhookSubscription: { __typename: 'WebhookSubscription', id: variables.id } },
      });
    }),
  );
  return renderApp('/admin/api-clients');
}

describe('an API client’s webhooks', () => {
  it('shows the receivers with their events and the recent deliveries with status, attempts, last response and next retry', async () => {
    const { user } = screenWith({ created: [], removed: [] });
    await user.click(await screen.findByRole('button', { name: 'Webhooks of Portal sync' }));
    const receivers = within(await screen.findByRole('table', { name: 'Webhooks' }));
    expect(receivers.getByText('https://crm.example.com/hooks')).toBeInTheDocument();
    expect(receivers.getByText('Property created, Form signed')).toBeInTheDocument();
    const deliveries = within(screen.getByRole('table', { name: 'Recent deliveries' }));
    const cells = deliveries.getAllByRole('row')[1];
    expect(within(cells).getByText('Form signed')).toBeInTheDocument();
    expect(within(cells).getByText('Waiting')).toBeInTheDocument();
    expect(within(cells).getByText('2')).toBeInTheDocument();
    expect(within(cells).getByText('503')).toBeInTheDocument();
    expect(
      within(cells).getByText(
        new Date(delivery.nextAttemptAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' }),
      ),
    ).toBeInTheDocument();
  });

  it('refuses an address that is not https and no events before sending anything, then adds one and shows its secret once', async () => {
    const sent = { created: [] as { input: { url: string; events: string[] } }[], removed: [] };
    const { user } = screenWith(sent);
    await user.click(await screen.findByRole('button', { name: 'Webhooks of Portal sync' }));
    const form = within(await screen.findByRole('form', { name: 'Add a webhook' }));
    const address = form.getByRole('textbox', { name: /Receiver address/ });
    await user.click(address);
    await user.paste('http://crm.example.com/in');
    await user.click(form.getByRole('button', { name: 'Add webhook' }));
    expect(form.getByText(MESSAGES.webhookUrlScheme)).toBeInTheDocument();
    expect(form.getByText(/Choose one or more events/)).toBeInTheDocument();
    expect(sent.created).toEqual([]);

    await user.clear(address);
    await user.paste('https://crm.example.com/in');
    await user.click(form.getByRole('checkbox', { name: 'Document uploaded' }));
    await user.click(form.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByLabelText('Signing secret')).toHaveTextContent(SECRET);
    expect(screen.getByText(MESSAGES.webhookSecretOnce)).toBeInTheDocument();
    // Shown once, so it is copied rather than retyped, as the client secret is.
    await user.click(screen.getByRole('button', { name: 'Copy signing secret' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(screen.getByRole('button', { name: 'Copy signing secret' })).toHaveTextContent('Copied');
    expect(sent.created).toEqual([
      { input: { clientId: client.clientId, url: 'https://crm.example.com/in', events: ['DOCUMENT_UPLOADED'] } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  }, 40_000);

  it('removes a receiver after asking', async () => {
    const sent = { created: [], removed: [] as unknown[] };
    const { user } = screenWith(sent);
    await user.click(await screen.findByRole('button', { name: 'Webhooks of Portal sync' }));
    await user.click(await screen.findByRole('button', { name: 'Remove webhook to https://crm.example.com/hooks' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(MESSAGES.webhookRemoveConfirm('https://crm.example.com/hooks'))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    expect(sent.removed).toEqual([{ id: '7' }]);
  });
});
