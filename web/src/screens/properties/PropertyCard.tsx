import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { PropertyCard_PropertyFragment } from '../../gql/graphql.ts';
import { formatDate } from './formatDate.ts';

type Props = { property: PropertyCard_PropertyFragment };

function MetaRow({ label, value }: { label: string; value: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text component="dt" size="sm" c="gray.7" miw={96}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * A property on the properties screen (spec 01 §2): name trimmed and in lower case, city, and —
 * as the server's capabilities allow — the phase with its completion and the property's metadata.
 */
export function PropertyCard({ property }: Props) {
  const { viewCompletion, viewMeta } = property.viewerCan;
  const name = property.name.trim().toLowerCase();
  const showCompletion = viewCompletion && property.complete !== null;

  return (
    <Card component={Link} to={`/properties/${property.id}`} withBorder padding="md" radius="md" className="property-card">
      <Stack gap="xs">
        <Title order={2} size="h4" style={{ textTransform: 'none', overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        <Text size="sm">{property.city}</Text>
        {showCompletion ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {property.phase ? `${property.phase.label} ` : ''}
              {property.complete}%
            </Text>
            {/* The native element (styled in styles.css): the same meaning, none of the component's weight. */}
            <progress className="completion-bar" max={100} value={property.complete ?? 0} aria-label={`${property.complete}% complete`} />
          </Stack>
        ) : null}
        {viewMeta ? (
          <Stack component="dl" gap={2} m={0}>
            {/* The phase is already in the completion line when that shows. */}
            {showCompletion ? null : <MetaRow label="Phase" value={property.phase?.label ?? '—'} />}
            <MetaRow label="Movers" value={property.userEmails?.length ? property.userEmails.join(', ') : '—'} />
            <MetaRow label="Agencies" value={property.agenciesNames?.length ? property.agenciesNames.join(', ') : '—'} />
            <MetaRow label="Added" value={formatDate(property.createdAt)} />
            <MetaRow label="Last sign-in" value={property.lastSignIn ? formatDate(property.lastSignIn) : 'never'} />
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
