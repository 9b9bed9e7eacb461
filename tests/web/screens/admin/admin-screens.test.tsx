import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../../../../domain/permissions.ts';
import { ROLE, roleEnumName, type RoleCode } from '../../../../domain/roles.ts';
import { makeViewer } from '../../../fixtures/web/viewer.ts';
import { graphqlError, viewerHandler } from '../../support/handlers.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { api, server } from '../../support/server.ts';

const organisation = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Organisation',
  id: '10',
  name: 'Harbour Estates',
  parentName: 'Move Ready',
  credits: 25,
  ta6Trial: false,
  type: 'AGENCY',
  numAgents: 3,
  numAgencies: 0,
  numProperties: 12,
  defaultPhase: { __typename: 'Phase', id: '1', label: 'Move Ready' },
  ...overrides,
});

function asRole(role: RoleCode, organisationOverrides: { credits?: number; name?: string } = {}) {
  server.use(
    viewerHandler(makeViewer({ role, organisation: { name: 'Move Ready', credits: -1, ...organisationOverrides } })),
  );
}

describe('Admin Panel', () => {
  function panel(role: RoleCode, credits: number) {
    asRole(role, { credits });
    server.use(
      api.query('AdminPanel', () =>
        HttpResponse.json({
          data: {
            viewer: {
              __typename: 'Viewer',
              id: `user-${role}`,
              permissions: permissionsOf(role),
              user: {
                __typename: 'User',
                id: `user-${role}`,
                organisation: { __typename: 'Organisation', id: '10', name: 'Move Ready', credits, numAgencies: 4 },
              },
            },
            ...(role === ROLE.administrator
              ? { monthlyLimit: { __typename: 'MonthlyLimit', id: 'monthly-limit', value: -1, usedThisMonth: 3 } }
              : {}),
          },
        }),
      ),
      api.query('MonthlyLimit', () =>
        HttpResponse.json({
          data: { monthlyLimit: { __typename: 'MonthlyLimit', id: 'monthly-limit', value: -1, usedThisMonth: 3 } },
        }),
      ),
    );
    return renderApp('/admin');
  }

  it('gives an administrator every button and the monthly limit; credits of -1 are not shown', async () => {
    panel(ROLE.administrator, -1);
    const nav = within(await screen.findByRole('navigation', { name: 'Admin screens' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Agencies',
      'Individual Agents',
      "Solicitors' firms",
      'Individual Solicitors',
      'Individual Movers',
      'Browse Properties',
      'Add Property',
      'Brands',
      'Portfolio Insights',
      'Property Attributes Insights',
      'Property Attributes (Beta)',
      'User Search',
      'API clients',
      'GraphQL Explorer',
      'Failed jobs',
    ]);
    expect(nav.getByRole('link', { name: 'GraphQL Explorer' })).toHaveAttribute('href', '/admin/graphql');
    expect(nav.getByRole('link', { name: 'Portfolio Insights' })).toHaveAttribute('href', '/admin/portfolio-insights');
    expect(screen.queryByText(/Credits remaining/)).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Monthly HOP limit' })).toBeInTheDocument();
  });

  it('shows a brand admin their credits and the agencies under the brand, without the admin-only buttons', async () => {
    panel(ROLE.brandAdmin, 40);
    expect(await screen.findByText('Credits remaining: 40')).toBeInTheDocument();
    expect(screen.getByText('Agencies under this brand: 4')).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Admin screens' }));
    expect(nav.queryByRole('link', { name: 'Brands' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'User Search' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'GraphQL Explorer' })).not.toBeInTheDocument();
    // The properties report opens for them, so the panel leads there.
    expect(nav.getByRole('link', { name: 'Property Attributes Insights' })).toHaveAttribute(
      'href',
      '/admin/reports/properties',
    );
    expect(screen.queryByRole('region', { name: 'Monthly HOP limit' })).not.toBeInTheDocument();
  });
});

describe('Agencies', () => {
  function agencies(role: RoleCode, sent: unknown[] = []) {
    asRole(role, { name: 'Move Ready' });
    server.use(
      api.query('AdminAgencies', () =>
        HttpResponse.json({
          data: {
            adminAgencies: [organisation(), organisation({ id: '11', name: 'Cotswold Homes', ta6Trial: true })],
            ...(role === ROLE.administrator
              ? { brands: [{ __typename: 'Organisation', id: '1', name: 'Move Ready' }] }
              : {}),
            phases: [
              { __typename: 'Phase', id: '1', label: 'Move Ready' },
              { __typename: 'Phase', id: '2', label: 'Contract Ready' },
            ],
          },
        }),
      ),
      api.mutation('SetAgencyTa6Trial', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            setAgencyTa6Trial: { __typename: 'Organisation', id: variables.organisationId, ta6Trial: variables.on },
          },
        });
      }),
    );
    return renderApp('/admin/agencies');
  }

  it('tells a brand admin the agencies belong to their organisation, without the brand column or the TA6 trial', async () => {
    agencies(ROLE.brandAdmin);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agencies belonging to Move Ready' }),
    ).toBeInTheDocument();
    const table = within(await screen.findByRole('table', { name: 'Agencies' }));
    expect(table.queryByRole('columnheader', { name: 'Parent brand' })).not.toBeInTheDocument();
    expect(table.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('gives an administrator the parent brand column and the TA6 trial checkbox, which saves', async () => {
    const sent: unknown[] = [];
    const { user } = agencies(ROLE.administrator, sent);
    expect(await screen.findByRole('heading', { level: 1, name: 'Agencies' })).toBeInTheDocument();
    const table = within(await screen.findByRole('table', { name: 'Agencies' }));
    expect(table.getByRole('columnheader', { name: 'Parent brand' })).toBeInTheDocument();
    await user.click(table.getByRole('checkbox', { name: 'TA6 trial for Harbour Estates' }));
    expect(await screen.findByText('Agency successfully updated.')).toBeInTheDocument();
    expect(sent).toEqual([{ organisationId: '10', on: true }]);
  });

  it('asks an administrator for the name, the brand and the default phase before adding', async () => {
    const { user } = agencies(ROLE.administrator);
    const form = within(await screen.findByRole('region', { name: 'Add an agency' }));
    await user.click(form.getByRole('button', { name: 'Add agency' }));
    expect(form.getByText('Please enter a name.')).toBeInTheDocument();
    expect(form.getByText('Please choose the brand the agency belongs to.')).toBeInTheDocument();
    expect(form.getByText('Please choose the phase new properties start in.')).toBeInTheDocument();
  });
});

describe('User search', () => {
  function search(answer: () => Response) {
    asRole(ROLE.administrator);
    server.use(api.query('UserSearch', answer));
    return renderApp('/admin/user-search');
  }

  it('asks for an email address when none is given', async () => {
    const { user } = search(() => HttpResponse.json({ data: { userSearch: [] } }));
    await user.click(
      (await screen.findByRole('heading', { level: 1, name: 'User Search' }),
      within(screen.getByRole('main'))).getByRole('button', { name: 'Search' }),
    );
    expect(await screen.findByText('Please enter an email address.')).toBeInTheDocument();
  });

  it('lists results as name (email) - role, linking to the user page', async () => {
    const { user } = search(() =>
      HttpResponse.json({
        data: {
          userSearch: [
            {
              __typename: 'UserSearchResult',
              id: 'u-1',
              name: 'Alex Agent',
              email: 'agent@example.com',
              role: 'AGENT',
            },
          ],
        },
      }),
    );
    const main =
      (await screen.findByRole('heading', { level: 1, name: 'User Search' }), within(screen.getByRole('main')));
    await user.type(main.getByLabelText('Email'), 'agent@');
    await user.click(main.getByRole('button', { name: 'Search' }));
    const link = await screen.findByRole('link', { name: 'Alex Agent (agent@example.com) - Agent' });
    expect(link).toHaveAttribute('href', '/admin/user/u-1');
  });

  it('says when nobody matches, and when the search fails', async () => {
    const { user } = search(() => HttpResponse.json({ data: { userSearch: [] } }));
    const main =
      (await screen.findByRole('heading', { level: 1, name: 'User Search' }), within(screen.getByRole('main')));
    await user.type(main.getByLabelText('Email'), 'nobody@');
    await user.click(main.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No users found with that email.')).toBeInTheDocument();
    server.use(api.query('UserSearch', () => graphqlError('The service is unavailable', 'BAD_USER_INPUT')));
    await user.click(main.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/^Error searching for user: /)).toBeInTheDocument();
  });
});

describe('User details', () => {
  function details(role: RoleCode, subject: { role: RoleCode; properties: number }, sent: unknown[] = []) {
    asRole(role);
    server.use(
      api.query('UserDetails', () =>
        HttpResponse.json({
          data: {
            user: {
              __typename: 'User',
              id: 'u-9',
              displayName: 'Kit Person',
              email: 'kit@example.com',
              role: roleEnumName(subject.role),
              acceptedTerms: true,
              dateRegistered: '2026-01-02T10:00:00.000Z',
              lastActivity: null,
              disabled: role === ROLE.administrator ? false : null,
              organisation:
                subject.role === ROLE.homeMover
                  ? null
                  : { __typename: 'Organisation', id: '10', name: 'Harbour Estates', parentName: 'Move Ready' },
              properties: Array.from({ length: subject.properties }, (_, i) => ({
                __typename: 'PropertyRef',
                id: String(i + 1),
                name: `House ${i + 1}`,
              })),
            },
            ...(role === ROLE.administrator
              ? {
                  adminAgencies: [
                    { __typename: 'Organisation', id: '10', name: 'Harbour Estates' },
                    { __typename: 'Organisation', id: '11', name: 'Cotswold Homes' },
                  ],
                  solicitorsFirms: [],
                  brands: [],
                }
              : {}),
          },
        }),
      ),
      api.mutation('UpdateUser', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            updateUser: {
              __typename: 'User',
              id: 'u-9',
              role: 'AGENT',
              organisation: { __typename: 'Organisation', id: '11', name: 'Cotswold Homes', parentName: 'Move Ready' },
            },
          },
        });
      }),
      api.mutation('DisableUser', ({ variables }) => {
        sent.push({ disable: variables });
        return HttpResponse.json({ data: { disableUser: { __typename: 'User', id: 'u-9', disabled: true } } });
      }),
      api.mutation('EnableUser', ({ variables }) => {
        sent.push({ enable: variables });
        return HttpResponse.json({ data: { enableUser: { __typename: 'User', id: 'u-9', disabled: false } } });
      }),
    );
    return renderApp('/admin/user/u-9');
  }

  it('enables Save only after a change, then says the user was updated for 3 seconds', async () => {
    const sent: unknown[] = [];
    const { user } = details(ROLE.administrator, { role: ROLE.agent, properties: 0 }, sent);
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Accepted T&Cs')).toHaveValue('Yes');
    await user.click(screen.getByRole('combobox', { name: 'Organisation' }));
    await user.click(await screen.findByRole('option', { name: 'Cotswold Homes' }));
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 'u-9', input: { organisationId: '11' } }]);
    await waitFor(() => expect(screen.queryByText('User updated successfully!')).not.toBeInTheDocument(), {
      timeout: 4000,
    });
  });

  it('locks the role of a user with properties and lists the properties', async () => {
    details(ROLE.administrator, { role: ROLE.agent, properties: 2 });
    expect(await screen.findByText('You cannot change the role of a user with properties.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'House 2' })).toHaveAttribute('href', '/properties/2');
  });

  it('offers no organisation choice for a home mover', async () => {
    details(ROLE.administrator, { role: ROLE.homeMover, properties: 0 });
    expect(await screen.findByRole('textbox', { name: 'Organisation' })).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeInTheDocument();
  });

  it('says an API client’s service user is managed on the API clients screen, with no form to change it', async () => {
    asRole(ROLE.administrator);
    server.use(
      api.query('UserDetails', () =>
        graphqlError('This user is an API client: manage it in API clients.', 'NOT_FOUND'),
      ),
    );
    renderApp('/admin/user/mr_0123456789abcdefghijkl');
    expect(await screen.findByText('This user is an API client: manage it in API clients.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open API clients' })).toHaveAttribute('href', '/admin/api-clients');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('lets an administrator disable a user after confirming, and enable them again', async () => {
    const sent: unknown[] = [];
    const { user } = details(ROLE.administrator, { role: ROLE.agent, properties: 0 }, sent);
    const account = await screen.findByRole('region', { name: 'Account' });
    expect(within(account).getByText('This user can sign in.')).toBeInTheDocument();
    await user.click(within(account).getByRole('button', { name: 'Disable user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Kit Person' });
    expect(
      within(dialog).getByText(/signed out everywhere at once and cannot sign in until an administrator enables/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);

    await user.click(within(account).getByRole('button', { name: 'Disable user' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Disable Kit Person' })).getByRole('button', {
        name: 'Disable user',
      }),
    );
    expect(await screen.findByText('User disabled: they are signed out and cannot sign in.')).toBeInTheDocument();
    expect(await within(account).findByText('This account is disabled: the user cannot sign in.')).toBeInTheDocument();
    await user.click(within(account).getByRole('button', { name: 'Enable user' }));
    expect(await within(account).findByText('This user can sign in.')).toBeInTheDocument();
    expect(sent).toEqual([{ disable: { id: 'u-9' } }, { enable: { id: 'u-9' } }]);
  });

  it('shows a brand admin the details read-only, without the role select or Save', async () => {
    details(ROLE.brandAdmin, { role: ROLE.agent, properties: 0 });
    expect(await screen.findByRole('textbox', { name: 'Role' })).toHaveValue('Agent');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Account' })).not.toBeInTheDocument();
  });
});

describe('Admin properties list', () => {
  const row = (n: number) => ({
    __typename: 'Property',
    id: String(n),
    name: `${n} Long Meadow Close, Cirencester`,
    address: `${n} Long Meadow Close`,
    postcode: 'GL7 1AA',
    friendlyId: `CODE${n}`,
    createdAt: '2026-03-01T10:00:00.000Z',
    complete: 40,
    phase: { __typename: 'Phase', id: '1', label: 'Move Ready' },
    numSellers: 1,
    agenciesNames: ['Cotswold Homes'],
    solicitorsNames: [],
    userEmails: ['a@example.com'],
    lastSignIn: null,
    ownerName: 'Alex Agent',
  });
  function list(role: RoleCode, requests: Record<string, unknown>[] = []) {
    asRole(role);
    server.use(
      api.query('AdminProperties', ({ variables }) => {
        requests.push(variables);
        return HttpResponse.json({
          data: {
            adminProperties: {
              __typename: 'AdminPropertyList',
              nodes: [row(12)],
              pageInfo: {
                __typename: 'PageInfo',
                page: variables.page,
                pageSize: 50,
                total: 1500,
                totalPages: 30,
                hasNextPage: true,
              },
              filterOptions: [
                {
                  __typename: 'PropertyFilter',
                  name: 'agency',
                  label: 'Agency',
                  values: [{ __typename: 'PropertyFilterValue', value: '11', label: 'Cotswold Homes' }],
                },
              ],
            },
          },
        });
      }),
    );
    return renderApp('/admin/properties');
  }

  it('truncates names, pages with gaps, and links each row to its signatures and manage screens', async () => {
    const requests: Record<string, unknown>[] = [];
    const { user } = list(ROLE.agent, requests);
    expect(await screen.findByRole('link', { name: '12 Long Meadow Close...' })).toHaveAttribute(
      'href',
      '/properties/12',
    );
    expect(screen.getByRole('link', { name: 'Signatures' })).toHaveAttribute('href', '/admin/properties/12/signatures');
    expect(screen.getByRole('link', { name: 'Manage' })).toHaveAttribute('href', '/admin/properties/12/manage');
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pages.getAllByRole('button').map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5', '30']);
    await user.click(pages.getByRole('button', { name: 'Page 5' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Pages' }))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '30']),
    );
    expect(screen.getAllByText('...')).toHaveLength(1);
    expect(requests.at(-1)).toMatchObject({ page: 5, pageSize: 50 });
  });

  it('sends the chosen filter, search and dates to the server, from page 1', async () => {
    const requests: Record<string, unknown>[] = [];
    const { user } = list(ROLE.agent, requests);
    await user.click(await screen.findByRole('combobox', { name: 'Agency' }));
    await user.click(await screen.findByRole('option', { name: 'Cotswold Homes' }));
    await user.type(
      within(within(screen.getByRole('main')).getByRole('search')).getByLabelText('Search'),
      'meadow{Enter}',
    );
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({ page: 1, search: 'meadow', filters: [{ name: 'agency', value: '11' }] }),
    );
  });

  it('reads a chosen Added from date as a UK date (dd/mm/yyyy) and sends it from the start of that day', async () => {
    const requests: Record<string, unknown>[] = [];
    const { user } = list(ROLE.agent, requests);
    const from = await screen.findByRole('button', { name: 'Added from' });
    expect(from).toHaveTextContent('Any date');
    await user.click(from);
    // The calendar opens on this month: the 3rd of it, whichever month that is.
    const month = new Date();
    const third = new Date(month.getFullYear(), month.getMonth(), 3);
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(
      dialog.getByRole('button', {
        name: third.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
      }),
    );
    const expected = `03/${String(third.getMonth() + 1).padStart(2, '0')}/${third.getFullYear()}`;
    await waitFor(() => expect(screen.getByRole('button', { name: 'Added from' })).toHaveTextContent(expected));
    await waitFor(() => expect(new Date(requests.at(-1)!.createdAfter as string)).toEqual(third));
    expect(requests.at(-1)).toMatchObject({ page: 1 });
  });

  it('hides completion, phase, activity, agency and solicitor columns and the actions from a simple user', async () => {
    list(ROLE.simple);
    const table = within(await screen.findByRole('table', { name: 'Properties' }));
    const headers = table.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Postcode', 'Added', 'Sellers', 'Owner']);
  });
});
