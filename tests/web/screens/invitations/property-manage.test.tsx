import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../../../../domain/permissions.ts';
import { ROLE, type RoleCode } from '../../../../domain/roles.ts';
import { makeViewer } from '../../../fixtures/web/viewer.ts';
import { propertiesHandler, viewerHandler } from '../../support/handlers.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { api, server } from '../../support/server.ts';

function setUp(
  role: RoleCode,
  sellers: number,
  deleteAnswer: () => Response = () =>
    HttpResponse.json({
      data: { deleteProperty: { __typename: 'DeletedProperty', id: '7', deletedAt: '2026-11-23T10:00:00.000Z' } },
    }),
) {
  const list = Array.from({ length: sellers }, (_, i) => ({
    __typename: 'InvitedSeller',
    id: `u-${i}`,
    name: `Seller ${i}`,
    email: `s${i}@example.com`,
    lastActivity: null,
    accepted: true,
    invitedAt: null,
  }));
  server.use(
    viewerHandler(makeViewer({ role })),
    propertiesHandler([]),
    api.query('PropertyManage', () =>
      HttpResponse.json({
        data: {
          viewer: { __typename: 'Viewer', id: 'me', permissions: permissionsOf(role) },
          property: { __typename: 'Property', id: '7', name: '7 Invite Lane', numSellers: sellers, portal },
          invitedSellers: { __typename: 'InvitedSellers', maxSellers: 4, sellers: list },
          propertyOwners: {
            __typename: 'PropertyOwners',
            id: '7',
            ownerId: 'a1',
            creatorId: 'a1',
            people: [{ __typename: 'AgentOption', id: 'a1', name: 'Alex Agent', email: 'agent@example.com' }],
          },
        },
      }),
    ),
    api.mutation('DeleteProperty', deleteAnswer),
    api.query('PortalChoices', () =>
      HttpResponse.json({
        data: {
          portalChoices: {
            __typename: 'PortalChoices',
            addressLine: '7 Invite Lane, Testford, TE1 1ST',
            sample: false,
            listings: [
              { __typename: 'PortalChoice', id: 'ALTO-7', line: '7 Invite Lane, Testford, TE1 1ST', sameAddress: true },
              {
                __typename: 'PortalChoice',
                id: 'ALTO-9',
                line: '9 Invite Lane, Testford, TE1 1ST',
                sameAddress: false,
              },
            ],
          },
        },
      }),
    ),
    api.mutation('LinkPortalListing', ({ variables }) => {
      linked.push(variables);
      return HttpResponse.json({
        data: {
          linkPortalListing: {
            ...portal,
            linked: {
              __typename: 'PortalLink',
              listingId: variables.listingId,
              line: '7 Invite Lane, Testford, TE1 1ST',
              sameAddress: true,
              linkedAt: '2026-11-28T10:00:00.000Z',
              linkedByName: 'Ada Admin',
            },
          },
        },
      });
    }),
  );
  return renderApp('/admin/properties/7/manage');
}

/** Linked to a listing at another address; the viewer may change it. */
const portal = {
  __typename: 'PropertyPortal',
  id: '7',
  usesPortal: true,
  viewerCanChange: true,
  linked: {
    __typename: 'PortalLink',
    listingId: 'ALTO-9',
    line: '9 Invite Lane, Testford, TE1 1ST',
    sameAddress: false,
    linkedAt: '2026-11-20T10:00:00.000Z',
    linkedByName: 'Alex Agent',
  },
};
const linked: Record<string, unknown>[] = [];

describe('admin property manage', () => {
  it('shows the portal listing the property is linked to, warns that it is at another address, and changes it to the one at the address', async () => {
    const { user } = setUp(ROLE.administrator, 0);
    const card = within(await screen.findByRole('region', { name: 'Portal listing' }));
    expect(card.getByTestId('linked-listing')).toHaveTextContent('9 Invite Lane, Testford, TE1 1ST');
    expect(card.getByText('Another address')).toBeInTheDocument();
    expect(card.getByText(/This listing is not at the property’s address/)).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Change the listing' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Portal listing' }));
    const choices = within(await dialog.findByRole('list', { name: 'Portal listings' })).getAllByRole('button');
    expect(choices[0]).toHaveTextContent('7 Invite Lane, Testford, TE1 1STThis address');
    await user.click(choices[0]);
    await waitFor(() => expect(linked).toEqual([{ propertyId: '7', listingId: 'ALTO-7' }]));
    expect(await card.findByText('This address')).toBeInTheDocument();
  });

  it('names the property, says when no movers were invited, offers Invite Seller and the administrator’s resources', async () => {
    setUp(ROLE.administrator, 0);
    expect(await screen.findByRole('heading', { name: 'Manage 7 Invite Lane' })).toBeInTheDocument();
    expect(screen.getByText('No movers have been invited.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invite Seller' })).toHaveAttribute('href', '/properties/7/invite-seller');
    expect(screen.getByRole('button', { name: 'Market Ready Report Template' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Property Information (TA6) Report Template' })).toBeInTheDocument();
  });

  it('hides Invite Seller at four sellers and the resources from an agent', async () => {
    setUp(ROLE.agent, 4);
    await screen.findByRole('heading', { name: 'Manage 7 Invite Lane' });
    expect(screen.queryByRole('link', { name: 'Invite Seller' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Resources' })).not.toBeInTheDocument();
  });

  it('deletes the hop after the spec’s confirmation, says so and goes to the list', async () => {
    const { user, visited } = setUp(ROLE.agent, 1);
    await user.click(await screen.findByRole('button', { name: 'Delete Hop' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText('Are you sure you want to delete this hop? This action cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete Hop' }));
    expect(await screen.findByText('Hop deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(visited.at(-1)).toBe('/admin/properties'));
  });

  it('says when deleting fails', async () => {
    const { user } = setUp(ROLE.agent, 1, () =>
      HttpResponse.json({ data: null, errors: [{ message: 'nope', extensions: { code: 'FORBIDDEN' } }] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Hop' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Hop' }));
    expect(await screen.findByText('Failed to delete hop. Please try again.')).toBeInTheDocument();
  });
});
