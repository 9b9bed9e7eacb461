import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { PortalLinkCard_PropertyFragment } from '../../gql/graphql.ts';
import { formatDate } from '../properties/formatDate.ts';

/** The dialog and its operations load only when someone changes the link. */
const ChangePortalListing = lazy(() =>
  import('./ChangePortalListing.tsx').then((module) => ({ default: module.ChangePortalListing })),
);

type Portal = NonNullable<PortalLinkCard_PropertyFragment['portal']>;

/**
 * Which listing on its agency's portal the property is linked to (spec 02 §4.5), said on the
 * property's own screens, with a warning when the listing is at another address; the agency's staff
 * link it or change the link here. Shown to those who see a property's details, when the agency
 * lists on a portal or a link exists.
 */
export function PortalLinkCard({ propertyId, portal }: { propertyId: string; portal: Portal | null }) {
  const [changing, setChanging] = useState(false);
  if (!portal || (!portal.usesPortal && !portal.linked)) return null;
  const { linked } = portal;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="portal-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="portal-heading">
          Portal listing
        </Title>
        {linked ? (
          <>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600} data-testid="linked-listing">
                {linked.line}
              </Text>
              {linked.sameAddress ? (
                <Badge color="green" variant="light" c="green.9">
                  This address
                </Badge>
              ) : (
                <Badge color="red" variant="light" c="red.9">
                  Another address
                </Badge>
              )}
            </Group>
            <Text size="sm" c="gray.7">
              Listing {linked.listingId}, linked {formatDate(linked.linkedAt)}
              {linked.linkedByName ? ` by ${linked.linkedByName}` : ''}.
            </Text>
            {linked.sameAddress ? null : (
              <Text size="sm" c="red.9">
                This listing is not at the property’s address. Check it is the same property, or change the link.
              </Text>
            )}
          </>
        ) : (
          <Text size="sm">Not linked to a listing on the agency’s portal.</Text>
        )}
        {portal.viewerCanChange ? (
          <Button variant="light" size="xs" style={{ alignSelf: 'flex-start' }} onClick={() => setChanging(true)}>
            {linked ? 'Change the listing' : 'Link a listing'}
          </Button>
        ) : null}
      </Stack>
      {changing ? (
        <Suspense fallback={null}>
          <ChangePortalListing propertyId={propertyId} linked={linked !== null} onClose={() => setChanging(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
