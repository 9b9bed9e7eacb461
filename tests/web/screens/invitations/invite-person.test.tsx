import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../../domain/roles.ts';
import { makeDashboardProperty } from '../../../fixtures/web/property.ts';
import { makeViewer } from '../../../fixtures/web/viewer.ts';
import { dashboardHandler, propertiesHandler, viewerHandler } from '../../support/handlers.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { api, server } from '../../support/server.ts';

type Options = {
  current: { id: string; name: string } | null;
  organisations: { id: string; name: string }[];
  people: { id: string; name: string; email: string; organisationId: string }[];
};

function setUp(
  options: Options,
  answer: () => Response = () =>
    HttpResponse.json({
      data: {
        inviteSolicitor: {
          __typename: 'PersonInvitation',
          name: 'Nia New',
          email: 'nia@example.com',
          organisation: { __typename: 'OrganisationChoice', id: '3', name: 'Harper & Lowe' },
        },
      },
    }),
) {
  const sent: unknown[] = [];
  const choice = (o: { id: string; name: string }) => ({ __typename: 'OrganisationChoice', ...o });
  server.use(
    viewerHandler(makeViewer({ role: ROLE.agent })),
    propertiesHandler([]),
    dashboardHandler([makeDashboardProperty(7, { name: '7 Invite Lane', viewerCan: { inviteSolicitor: true } })]),
    api.query('InvitePersonPage', () =>
      HttpResponse.json({
        data: {
          property: { __typename: 'Property', id: '7', name: '7 Invite Lane' },
          inviteOptions: {
            __typename: 'InviteOptions',
            current: options.current ? choice(options.current) : null,
            organisations: options.organisations.map(choice),
            people: options.people.map((p) => ({ __typename: 'PersonChoice', ...p })),
          },
        },
      }),
    ),
    api.mutation('InviteSolicitor', ({ variables }) => {
      sent.push(variables.input);
      return answer();
    }),
  );
  return { sent, ...renderApp('/properties/7/invite-solicitor') };
}

const firms = {
  current: null,
  organisations: [
    { id: '3', name: 'Harper & Lowe' },
    { id: '4', name: 'Bridgeford Law' },
  ],
  people: [{ id: 'u-sol', name: 'Sofia Solicitor', email: 'sofia@example.com', organisationId: '3' }],
};

describe('invite solicitor', () => {
  it('offers Send invite only once a person is chosen, and invites the chosen solicitor', async () => {
    const { user, sent } = setUp(firms);
    await user.selectOptions(await screen.findByLabelText("Solicitors' firm"), '3');
    expect(screen.queryByRole('button', { name: 'Send invite' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Solicitor'), 'u-sol');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(
      await screen.findByText('An invitation is on its way to Nia New (nia@example.com) of Harper & Lowe.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Solicitor invited successfully').length).toBeGreaterThan(0);
    expect(sent).toEqual([{ propertyId: '7', theme: 'h', organisationId: '3', personId: 'u-sol' }]);
  });

  it('a new solicitor needs a name and a valid email; the spec’s message otherwise', async () => {
    const { user, sent } = setUp(firms);
    await user.selectOptions(await screen.findByLabelText("Solicitors' firm"), '3');
    await user.selectOptions(screen.getByLabelText('Solicitor'), '-1');
    await user.type(screen.getByLabelText(/^Name/), 'Nia New');
    await user.type(screen.getByLabelText(/^Email address/), 'nia@');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to add new solicitor. Make sure to enter a valid email address and name, and select a firm to assign the solicitor to.',
    );
    expect(sent).toEqual([]);
  });

  it('names the property’s firm and hides the selection when it has one', async () => {
    setUp({ ...firms, current: { id: '3', name: 'Harper & Lowe' } });
    expect(await screen.findByText("This property's solicitors' firm")).toBeInTheDocument();
    expect(screen.getByText('Harper & Lowe')).toBeInTheDocument();
    expect(screen.queryByLabelText("Solicitors' firm")).not.toBeInTheDocument();
    expect(screen.getByLabelText('Solicitor')).toBeInTheDocument();
  });

  it('shows the server’s refusal, else the spec’s failure message', async () => {
    const { user } = setUp(firms, () =>
      HttpResponse.json({
        data: null,
        errors: [
          {
            message: "Only one solicitors' firm can be made available per property.",
            extensions: { code: 'CONFLICT' },
          },
        ],
      }),
    );
    await user.selectOptions(await screen.findByLabelText("Solicitors' firm"), '3');
    await user.selectOptions(screen.getByLabelText('Solicitor'), 'u-sol');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Only one solicitors' firm can be made available per property.",
    );
  });
});
