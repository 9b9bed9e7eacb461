import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useLogout } from '../../../apollo/useLogout.ts';
import type { DashboardQuery } from '../../../gql/graphql.ts';

/** The dashboard's My account menu (spec 01 §2): invitations by permission, switch properties, help, sign out. */
export function AccountMenu({ property }: { property: DashboardQuery['property'] }) {
  const logout = useLogout();
  const base = `/properties/${property.id}`;
  const can = property.viewerCan;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button variant="default" style={{ flexShrink: 0 }}>
          My account
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {can.inviteSeller ? (
          <Menu.Item component={Link} to={`${base}/invite-seller`}>
            Invite seller
          </Menu.Item>
        ) : null}
        {can.inviteSolicitor ? (
          <Menu.Item component={Link} to={`${base}/invite-solicitor`}>
            Invite solicitor
          </Menu.Item>
        ) : null}
        {can.inviteAgent ? (
          <Menu.Item component={Link} to={`${base}/invite-agent`}>
            Invite agent
          </Menu.Item>
        ) : null}
        {can.inviteSeller || can.inviteSolicitor || can.inviteAgent ? <Menu.Divider /> : null}
        <Menu.Item component={Link} to="/properties">
          Switch properties
        </Menu.Item>
        <Menu.Item component={Link} to={`${base}/help`}>
          Help
        </Menu.Item>
        <Menu.Item onClick={() => void logout()}>Sign out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
