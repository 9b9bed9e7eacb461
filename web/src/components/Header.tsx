import { useEffect, useId, useState, type ComponentType, type ReactNode } from 'react';
import { Anchor, Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { isPossibleId } from '../../../domain/ids.ts';
import { productCredit } from '../../../domain/theme-names.ts';
import { useLogout } from '../apollo/useLogout.ts';
import { wasSignedIn } from '../auth/signInMarker.ts';
import { useViewer } from '../auth/useViewer.ts';
import { useDashboardQuery } from '../gql/graphql.ts';
import type { AppRoute } from '../routing/appRoute.ts';
import { useProductTheme } from '../theme/ThemeContext.tsx';
import { recallSearchBox, rememberSearchBox } from './searchBoxHint.ts';

/** The search box's room: its form's margins around a default-size input's height, 36 px (PropertySearch). */
function SearchBoxRoom() {
  return <Box h={36} mt="xs" mb={4} />;
}

/**
 * Only roles that may create properties have the search box, so nobody else downloads the input
 * component. A box that cannot be fetched is simply absent; the list still works.
 */
function LazyPropertySearch() {
  const [Search, setSearch] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    import('./PropertySearch.tsx').then(
      (module) => live && setSearch(() => module.default),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return Search ? <Search /> : <SearchBoxRoom />;
}

type HeaderProps = {
  route: AppRoute;
  /** Set on property pages (/properties/:id and below). */
  propertyId: string | undefined;
};

/**
 * The header of spec 01 §2. Links depend on the server's `viewer.permissions` and, on a property
 * page, on the property's `viewerCan` capabilities, never on the role; property links appear only
 * once the property has loaded for this user, so nobody is offered links to a property they cannot
 * see. Log out is on every signed-in screen. On a phone the links fold behind a Menu button.
 */
export function Header({ route, propertyId }: HeaderProps) {
  const theme = useProductTheme();
  const credit = productCredit(theme);
  const { viewer } = useViewer();
  const logout = useLogout();
  const permissions = new Set<string>(viewer?.permissions ?? []);
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  const { data } = useDashboardQuery({
    variables: { id: propertyId ?? '' },
    skip: !propertyId || !isPossibleId(propertyId) || !viewer,
  });
  const can = propertyId && data?.property.id === propertyId ? data.property.viewerCan : null;

  const links: Array<{ key: string; node: ReactNode }> = [];
  const link = (to: string, label: string) =>
    links.push({
      key: label,
      node: (
        <Anchor component={Link} to={to} onClick={() => setMenuOpen(false)}>
          {label}
        </Anchor>
      ),
    });
  if (permissions.has('VIEW_ADMIN')) link('/admin', 'Admin');
  if (viewer && route.name !== 'properties' && route.name !== 'auth') link('/properties', 'Switch property');
  if (can && route.name !== 'dashboard') link(`/properties/${propertyId}`, 'Back to dashboard');
  if (can?.inviteSeller) link(`/properties/${propertyId}/invite-seller`, 'Invite seller');
  if (can?.inviteSolicitor) link(`/properties/${propertyId}/invite-solicitor`, 'Invite solicitor');
  if (can?.inviteAgent) link(`/properties/${propertyId}/invite-agent`, 'Invite agent');
  if (viewer) {
    links.push({
      key: 'logout',
      node: (
        <Button variant="subtle" size="compact-md" px={0} onClick={() => void logout()}>
          Log out
        </Button>
      ),
    });
  }

  const searchShown = permissions.has('CREATE_PROPERTY');
  const viewerKnown = viewer !== null;
  // Written when the answer changes, not on every new copy of the viewer the cache hands out.
  useEffect(() => {
    if (viewerKnown) rememberSearchBox(searchShown);
  }, [viewerKnown, searchShown]);
  // The search box stays on the properties screen on a phone; elsewhere it is a desktop extra. Before
  // the viewer arrives, a browser whose last viewer had it keeps its room (searchBoxHint.ts).
  const search = searchShown ? (
    <LazyPropertySearch key={`${route.name}${location.search}`} />
  ) : !viewer && route.name !== 'auth' && wasSignedIn() && recallSearchBox() ? (
    <SearchBoxRoom />
  ) : null;

  return (
    <Box component="header" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg" px="md">
        {/* As tall as the Menu button (phone) or the Log out button (desktop) before either shows: the page does not move down when the viewer arrives. */}
        <Group justify="space-between" gap="sm" wrap="nowrap" mih={30}>
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Anchor
              component={Link}
              to={viewer ? '/properties' : '/auth'}
              fw={700}
              fz="lg"
              underline="never"
              className="app-name"
            >
              {/* The name beside it says who this is; the logo adds nothing for a screen reader. */}
              <img src={theme.logoPath} alt="" width={28} height={28} className="app-logo" />
              <span>{theme.appName}</span>
            </Anchor>
            {theme.variant === 'staging' ? (
              <Text component="span" size="xs" fw={700} c="gray.7" className="staging-mark">
                Staging
              </Text>
            ) : null}
            {credit ? (
              <Text component="span" size="xs" c="gray.7" visibleFrom="sm">
                {credit}
              </Text>
            ) : null}
          </Group>
          {links.length > 0 ? (
            <>
              <Group component="nav" aria-label="Main" gap="md" wrap="wrap" justify="flex-end" visibleFrom="sm">
                {links.map((item) => (
                  <Box key={item.key}>{item.node}</Box>
                ))}
              </Group>
              <Button
                hiddenFrom="sm"
                variant="default"
                size="compact-md"
                aria-expanded={menuOpen}
                aria-controls={menuId}
                onClick={() => setMenuOpen((open) => !open)}
              >
                Menu
              </Button>
            </>
          ) : null}
        </Group>
        {menuOpen ? (
          <Stack component="nav" aria-label="Main" id={menuId} gap="xs" py="xs" hiddenFrom="sm" align="flex-start">
            {links.map((item) => (
              <Box key={item.key}>{item.node}</Box>
            ))}
          </Stack>
        ) : null}
        {search ? route.name === 'properties' ? search : <Box visibleFrom="sm">{search}</Box> : null}
      </Container>
    </Box>
  );
}
