import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../../domain/roles.ts';
import { makeDashboardProperty } from '../../../fixtures/web/property.ts';
import { makeViewer } from '../../../fixtures/web/viewer.ts';
import { dashboardHandler, propertiesHandler, viewerHandler } from '../../support/handlers.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { api, server } from '../../support/server.ts';

type Seller = {
  id: string;
  name: string | null;
  email: string;
  lastActivity: string | null;
  accepted: boolean;
  invitedAt: string | null;
};
const seller = (id: string, email: string, accepted = false): Seller => ({
  id,
  name: accepted ? 'Casey New' : null,
  email,
  lastActivity: accepted ? '2026-11-20T10:00:00.000Z' : null,
  accepted,
  invitedAt: null,
});

/** The invite seller screen's query answered from a list the mutations change, as the server would. */
function setUp(start: Seller[], invite: (email: string) => Response | null = () => null) {
  const sellers = [...start];
  const sent: unknown[] = [];
  const page = () => ({
    property: { __typename: 'Property', id: '7', name: '7 Invite Lane', numSellers: sellers.length },
    invitedSellers: {
      __typename: 'InvitedSellers',
      maxSellers: 4,
      sellers: sellers.map((s) => ({ __typename: 'InvitedSeller', ...s })),
    },
  });
  server.use(
    viewerHandler(makeViewer({ role: ROLE.agent })),
    propertiesHandler([]),
    dashboardHandler([makeDashboardProperty(7, { name: '7 Invite Lane', viewerCan: { inviteSeller: true } })]),
    api.query('InviteSellerPage', () => HttpResponse.json({ data: page() })),
    api.mutation('InviteSeller', ({ variables }) => {
      sent.push(variables);
      const refused = invite(String(variables.email));
      if (refused) return refused;
      const added = seller(`invitation-${sellers.length + 1}`, String(variables.email));
      sellers.push(added);
      return HttpResponse.json({
        data: {
          inviteSeller: {
            __typename: 'SellerInvitation',
            seller: { __typename: 'InvitedSeller', ...added },
            property: { __typename: 'Property', id: '7', numSellers: sellers.length },
          },
        },
      });
    }),
    api.mutation('ResendSellerInvite', ({ variables }) =>
      HttpResponse.json({
        data: {
          resendSellerInvite: { __typename: 'InvitedSeller', ...sellers.find((s) => s.id === variables.sellerId)! },
        },
      }),
    ),
    api.mutation('RemoveSeller', ({ variables }) => {
      sellers.splice(
        sellers.findIndex((s) => s.id === variables.sellerId),
        1,
      );
      return HttpResponse.json({
        data: {
          removeSeller: {
            __typename: 'SellerRemoval',
            id: variables.sellerId,
            property: { __typename: 'Property', id: '7', numSellers: sellers.length },
          },
        },
      });
    }),
  );
  return { sent, ...renderApp('/properties/7/invite-seller') };
}

describe('invite seller', () => {
  it('sends an invitation, says so, counts the seller and offers another', async () => {
    const { user, sent } = setUp([]);
    expect(
      await screen.findByText('A property can have at most 4 sellers. This property has 0 of 4.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No movers have been invited.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Seller's email address/), 'robin@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('An invitation is on its way to robin@example.com.')).toBeInTheDocument();
    expect(sent).toEqual([{ propertyId: '7', email: 'robin@example.com', theme: 'h' }]);
    await waitFor(() =>
      expect(screen.getByText('A property can have at most 4 sellers. This property has 1 of 4.')).toBeInTheDocument(),
    );
    expect(
      within(screen.getByRole('table', { name: 'Invited sellers' })).getByText('robin@example.com'),
    ).toBeInTheDocument();
    // Not signed up, so no name yet: the email is said once in the table and once on the phone's card, not twice there.
    expect(screen.getAllByText('robin@example.com')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Invite another seller' }));
    expect(screen.getByLabelText(/Seller's email address/)).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Return to Control Panel' })).toHaveAttribute('href', '/properties/7');
  });

  it('refuses an address that is not one, with the spec’s message, and sends nothing', async () => {
    const { user, sent } = setUp([]);
    await user.type(await screen.findByLabelText(/Seller's email address/), 'robin at example');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inviting seller failed. Did you enter a valid email address?',
    );
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal of a fifth seller, and at four offers no form', async () => {
    const three = [
      seller('a', 'a@example.com', true),
      seller('invitation-2', 'b@example.com'),
      seller('invitation-3', 'c@example.com'),
    ];
    const { user } = setUp(three, (email) =>
      email === 'late@example.com'
        ? HttpResponse.json({
            data: null,
            errors: [
              {
                message: 'This property already has 4 sellers, the most it can have.',
                extensions: { code: 'CONFLICT' },
              },
            ],
          })
        : null,
    );
    await user.type(await screen.findByLabelText(/Seller's email address/), 'late@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This property already has 4 sellers, the most it can have.',
    );
  });

  it('at four sellers says no more can be added', async () => {
    setUp([
      seller('a', 'a@example.com', true),
      seller('b', 'b@example.com'),
      seller('c', 'c@example.com'),
      seller('d', 'd@example.com'),
    ]);
    expect(
      await screen.findByText(
        'This property already has 4 sellers, the most it can have. No more sellers can be added.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invite' })).not.toBeInTheDocument();
  });

  it('resends and removes behind the spec’s confirmations, with last activity or never', async () => {
    const { user } = setUp([seller('u-1', 'casey@example.com', true), seller('invitation-2', 'pat@example.com')]);
    const table = within(await screen.findByRole('table', { name: 'Invited sellers' }));
    expect(table.getByText('never')).toBeInTheDocument();
    await user.click(table.getByRole('button', { name: 'Resend invite to pat@example.com' }));
    expect(await screen.findByText('Are you sure you want to resend the invite to this seller?')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Resend invite' }));
    expect(await screen.findByText('Invite resent successfully.')).toBeInTheDocument();

    await user.click(table.getByRole('button', { name: 'Remove pat@example.com' }));
    expect(await screen.findByText('Are you sure you want to remove this seller?')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Seller removed successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('pat@example.com')).not.toBeInTheDocument());
  });
});
