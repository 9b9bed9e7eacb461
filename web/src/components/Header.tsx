import { useState, type FormEvent } from 'react';
import { Anchor, Box, Button, Container, Group, TextInput } from '@mantine/core';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useLogout } from '../apollo/useLogout.ts';
import { useViewer } from '../auth/useViewer.ts';
import { useDashboardQuery } from '../gql/graphql.ts';
import type { AppRoute } from '../routes.tsx';
import { useProductTheme } from '../theme/ThemeContext.tsx';

type HeaderProps = {
  route: AppRoute;
  /** Set on property pages (/properties/:id and below). */
  propertyId: string | undefined;
};

/**
 * The header of spec 01 §2. Links depend on the server's `viewer.permissions` and, on a property
 * page, on the property's `viewerCan` capabilities, never on the role.
 */
export function Header({ route, propertyId }: HeaderProps) {
  const theme = useProductTheme();
  const { viewer } = useViewer();
  const logout = useLogout();
  const permissions = new Set<string>(viewer?.permissions ?? []);
  const onPropertiesScreen = route.name === 'properties';
  const location = useLocation();

  const { data } = useDashboardQuery({ variables: { id: propertyId ?? '' }, skip: !propertyId || !viewer });
  const can = propertyId && data?.property.id === propertyId ? data.property.viewerCan : null;

  return (
    <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg" px="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Anchor component={Link} to={viewer ? '/properties' : '/auth'} fw={700} fz="lg" underline="never">
            {theme.appName}
          </Anchor>
          <Group component="nav" aria-label="Main" gap="md" wrap="wrap">
            {permissions.has('VIEW_ADMIN') ? (
              <Anchor component={Link} to="/admin">
                Admin
              </Anchor>
            ) : null}
            {viewer && !onPropertiesScreen && route.name !== 'auth' ? (
              <Anchor component={Link} to="/properties">
                Switch property
              </Anchor>
            ) : null}
            {propertyId && route.name !== 'dashboard' ? (
              <Anchor component={Link} to={`/properties/${propertyId}`}>
                Back to dashboard
              </Anchor>
            ) : null}
            {can?.inviteSeller ? (
              <Anchor component={Link} to={`/properties/${propertyId}/invite-seller`}>
                Invite seller
              </Anchor>
            ) : null}
            {can?.inviteSolicitor ? (
              <Anchor component={Link} to={`/properties/${propertyId}/invite-solicitor`}>
                Invite solicitor
              </Anchor>
            ) : null}
            {can?.inviteAgent ? (
              <Anchor component={Link} to={`/properties/${propertyId}/invite-agent`}>
                Invite agent
              </Anchor>
            ) : null}
            {viewer && onPropertiesScreen ? (
              <Button variant="subtle" size="compact-md" onClick={() => void logout()}>
                Log out
              </Button>
            ) : null}
          </Group>
        </Group>
        {permissions.has('CREATE_PROPERTY') ? <PropertySearch key={`${route.name}${location.search}`} /> : null}
      </Container>
    </Box>
  );
}

/** Search box: Enter or the Search button lists matching properties on /properties?search=… */
function PropertySearch() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [term, setTerm] = useState(params.get('search') ?? '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = term.trim();
    void navigate(trimmed ? `/properties?search=${encodeURIComponent(trimmed)}` : '/properties');
  };

  return (
    <Box component="form" role="search" onSubmit={submit} mt="sm">
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label="Search properties"
          placeholder="Name, address, postcode or code"
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
          style={{ flex: 1 }}
          type="search"
        />
        <Button type="submit">Search</Button>
      </Group>
    </Box>
  );
}
