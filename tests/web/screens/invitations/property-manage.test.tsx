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
          property: { __typename: 'Property', id: '7', name: '7 Invite Lane', numSellers: sellers },
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
  );
  return renderApp('/admin/properties/7/manage');
}

describe('admin property manage', () => {
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
