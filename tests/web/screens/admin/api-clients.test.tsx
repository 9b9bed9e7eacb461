import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../domain/messages.ts';
import { ROLE } from '../../../../domain/roles.ts';
import { makeViewer } from '../../../fixtures/web/viewer.ts';
import { viewerHandler } from '../../support/handlers.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { api, server } from '../../support/server.ts';

const SECRET = 'Zk3q9V2mXb7T1rYc8uLw0pNa5sHd4eGj6iKo2fQxRtA';

const row = (overrides: Record<string, unknown> = {}) => ({
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
  ...overrides,
});

const agencies = [
  { __typename: 'AgencyOption', id: '10', name: 'Harbour Estates', parentName: 'Move Ready' },
  { __typename: 'AgencyOption', id: '11', name: 'Cotswold Homes', parentName: 'Move Ready' },
];

function screenWith(sent: { created: unknown[]; revoked: unknown[] }) {
  server.use(viewerHandler(makeViewer({ role: ROLE.administrator, organisation: { name: 'Platform', credits: -1 } })));
  const rows = [row()];
  let listCalls = 0;
  server.use(
    api.query('ApiClients', () => {
      listCalls += 1;
      return HttpResponse.json({ data: { apiClients: rows, agencies } });
    }),
    api.mutation('CreateApiClient', ({ variables }) => {
      sent.created.push(variables);
      const client = row({
        clientId: 'mr_new000000000000000000',
        name: variables.input.name,
        organisationId: variables.input.organisationId,
        organisationName: 'Cotswold Homes',
      });
      rows.unshift(client);
      return HttpResponse.json({
        data: { createApiClient: { __typename: 'CreatedApiClient', clientSecret: SECRET, client } },
      });
    }),
    api.mutation('RevokeApiClient', ({ variables }) => {
      sent.revoked.push(variables);
      return HttpResponse.json({
        data: {
          revokeApiClient: row({
            clientId: variables.clientId,
            status: 'REVOKED',
            revokedAt: '2026-11-23T10:00:00.000Z',
          }),
        },
      });
    }),
  );
  return { ...renderApp('/admin/api-clients'), listCalls: () => listCalls };
}

describe('API clients', () => {
  it('lists clients with their organisation, id, creation date and status, in one request', async () => {
    const view = screenWith({ created: [], revoked: [] });
    const table = within(await screen.findByRole('table', { name: 'API clients' }));
    expect(table.getByRole('columnheader', { name: 'Client id' })).toBeInTheDocument();
    const cells = table.getAllByRole('row')[1];
    expect(within(cells).getByText('Portal sync')).toBeInTheDocument();
    expect(within(cells).getByText('Harbour Estates')).toBeInTheDocument();
    expect(within(cells).getByText('mr_existing0000000000000')).toBeInTheDocument();
    expect(within(cells).getByText('Active')).toBeInTheDocument();
    expect(view.listCalls()).toBe(1);
  });

  it('says how an integrator gets a token and where the API is, on the screen, with the API reference a link away', async () => {
    screenWith({ created: [], revoked: [] });
    await screen.findByRole('table', { name: 'API clients' });
    expect(screen.getByText(`${window.location.origin}/oidc/token`)).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/graphql`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'REST API reference' })).toHaveAttribute('href', '/api/reference/');
    expect(screen.queryByText(/README/)).not.toBeInTheDocument();
  });

  it('asks for a name and an organisation before creating', async () => {
    const sent = { created: [], revoked: [] };
    const { user } = screenWith(sent);
    const form = within(await screen.findByRole('region', { name: 'Create an API client' }));
    await user.click(form.getByRole('button', { name: 'Create client' }));
    expect(form.getByText(MESSAGES.apiClientNameInvalid)).toBeInTheDocument();
    expect(form.getByText(MESSAGES.apiClientOrganisationRequired)).toBeInTheDocument();
    expect(sent.created).toEqual([]);
  });

  it('shows the new client’s id and secret once, with copy buttons, and never again after Done', async () => {
    const sent = { created: [] as unknown[], revoked: [] };
    const { user } = screenWith(sent);
    const form = within(await screen.findByRole('region', { name: 'Create an API client' }));
    await user.type(form.getByRole('textbox', { name: /Client name/ }), 'Nightly export');
    await user.click(form.getByRole('combobox', { name: /Organisation/ }));
    await user.click(await screen.findByRole('option', { name: 'Cotswold Homes (Move Ready)' }));
    await user.click(form.getByRole('button', { name: 'Create client' }));

    expect(await screen.findByText(SECRET)).toBeInTheDocument();
    expect(sent.created).toEqual([{ input: { name: 'Nightly export', organisationId: '11' } }]);
    expect(screen.getByText(MESSAGES.apiClientSecretOnce)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy client secret' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy client id' })).toBeInTheDocument();
    const table = within(await screen.findByRole('table', { name: 'API clients' }));
    expect(await table.findByText('Nightly export')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.apiClientSecretOnce)).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Create an API client' })).toBeInTheDocument();
  });

  it('revokes only after confirmation, then shows the client as revoked', async () => {
    const sent = { created: [], revoked: [] as unknown[] };
    const { user } = screenWith(sent);
    const table = within(await screen.findByRole('table', { name: 'API clients' }));
    await user.click(table.getByRole('button', { name: 'Revoke Portal sync' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke Portal sync' }));
    expect(dialog.getByText(MESSAGES.apiClientRevokeConfirm('Portal sync'))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.revoked).toEqual([]);

    await user.click(table.getByRole('button', { name: 'Revoke Portal sync' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Revoke Portal sync' })).getByRole('button', { name: 'Revoke' }),
    );
    expect(await table.findByText(/^Revoked/)).toBeInTheDocument();
    expect(sent.revoked).toEqual([{ clientId: 'mr_existing0000000000000' }]);
    expect(table.queryByRole('button', { name: 'Revoke Portal sync' })).not.toBeInTheDocument();
  });
});

describe('API clients of an external issuer', () => {
  it('registers an external client id without a secret, refusing an id with spaces first', async () => {
    const sent = { created: [] as unknown[], revoked: [] };
    const { user } = screenWith(sent);
    server.use(
      api.mutation('CreateApiClient', ({ variables }) => {
        sent.created.push(variables);
        const client = row({
          clientId: variables.input.externalClientId,
          name: variables.input.name,
          hasSecret: false,
        });
        return HttpResponse.json({
          data: { createApiClient: { __typename: 'CreatedApiClient', clientSecret: null, client } },
        });
      }),
    );
    const form = within(await screen.findByRole('region', { name: 'Create an API client' }));
    await user.type(form.getByRole('textbox', { name: /Client name/ }), 'Okta feed');
    await user.click(form.getByRole('combobox', { name: /Organisation/ }));
    await user.click(await screen.findByRole('option', { name: 'Harbour Estates (Move Ready)' }));
    await user.type(form.getByRole('textbox', { name: /External client id/ }), 'has space');
    await user.click(form.getByRole('button', { name: 'Create client' }));
    expect(form.getByText(MESSAGES.apiClientIdInvalid)).toBeInTheDocument();
    expect(sent.created).toEqual([]);

    await user.clear(form.getByRole('textbox', { name: /External client id/ }));
    await user.type(form.getByRole('textbox', { name: /External client id/ }), '0oa1b2c3d4');
    await user.click(form.getByRole('button', { name: 'Create client' }));
    expect(await screen.findByText('It obtains its tokens from your external issuer.')).toBeInTheDocument();
    expect(sent.created).toEqual([
      { input: { name: 'Okta feed', organisationId: '10', externalClientId: '0oa1b2c3d4' } },
    ]);
    expect(screen.queryByText(MESSAGES.apiClientSecretOnce)).not.toBeInTheDocument();
  });

  it('offers agencies only, and shows the API refusing an organisation that is not one in its words', async () => {
    const { user } = screenWith({ created: [], revoked: [] });
    server.use(
      api.mutation('CreateApiClient', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: MESSAGES.apiClientAgencyOnly, extensions: { code: 'BAD_USER_INPUT' } }],
        }),
      ),
    );
    const form = within(await screen.findByRole('region', { name: 'Create an API client' }));
    await user.type(form.getByRole('textbox', { name: /Client name/ }), 'Nightly export');
    await user.click(form.getByRole('combobox', { name: /Organisation/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Harbour Estates (Move Ready)',
      'Cotswold Homes (Move Ready)',
    ]);
    await user.click(options[1]);
    await user.click(form.getByRole('button', { name: 'Create client' }));
    expect(
      await form.findByText(`${MESSAGES.createApiClientFailed}: ${MESSAGES.apiClientAgencyOnly}`),
    ).toBeInTheDocument();
  });
});
