import { Button, Card, Code, Group, List, RingProgress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { FailureNotice } from '../../components/FailureNotice.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { failureOf } from '../../failures/classifyFailure.ts';
import { useDashboardQuery, type DashboardQuery } from '../../gql/graphql.ts';
import { useNotify } from '../../notifications/Notifier.tsx';
import { VaultSection } from './vault/VaultSection.tsx';

type DashboardProperty = DashboardQuery['property'];

/**
 * `/properties/:id` (spec 01 §2): the property's name, its phase and completion when the viewer
 * may see them, who else can see it, and its document retrieval code. The property gate has
 * already turned an unknown id into 'Property not found with id {id}.' (spec 01 §8).
 */
export default function DashboardScreen() {
  const { id = '' } = useParams();
  const { data, error, loading, refetch } = useDashboardQuery({ variables: { id } });

  if (error) return <FailureNotice failure={failureOf(error)} onRetry={() => void refetch()} />;
  if (loading || !data) return <PageLoader label="Loading property" />;

  const property = data.property;
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {property.name}
        </Title>
        <Text c="gray.7">{[property.city, property.postcode].filter(Boolean).join(', ')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {property.viewerCan.viewCompletion && property.complete !== null ? <Score property={property} /> : null}
        <WhoCanSee property={property} />
        <RetrievalCode code={property.friendlyId} />
      </SimpleGrid>
      <VaultSection property={property} />
    </Stack>
  );
}

function Score({ property }: { property: DashboardProperty }) {
  const complete = property.complete ?? 0;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="score-heading">
      <Group gap="md" wrap="nowrap">
        <RingProgress
          size={112}
          thickness={10}
          roundCaps
          sections={[{ value: complete, color: 'var(--mantine-primary-color-filled)' }]}
          label={
            <Text ta="center" fw={700} size="lg">
              {complete}%
            </Text>
          }
          aria-hidden
        />
        <Stack gap={4}>
          <Title order={2} size="h4" id="score-heading">
            {property.phase?.label ?? 'Progress'}
          </Title>
          <Text>{complete}% complete</Text>
          {property.completedPhases?.length ? (
            <Text size="sm" c="gray.7">
              Completed: {property.completedPhases.map((phase) => phase.label).join(', ')}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}

/** Agencies and solicitors' firms that can see the property; the server omits them for sellers. */
function WhoCanSee({ property }: { property: DashboardProperty }) {
  const { agenciesNames, solicitorsNames } = property;
  if (agenciesNames === null && solicitorsNames === null) return null;
  const names = [...(agenciesNames ?? []), ...(solicitorsNames ?? [])];
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="who-heading">
      <Title order={2} size="h4" id="who-heading" mb="xs">
        Who can see this
      </Title>
      {names.length === 0 ? (
        <Text size="sm">No agencies or solicitors yet.</Text>
      ) : (
        <List size="sm" spacing={4}>
          {(agenciesNames ?? []).map((name) => (
            <List.Item key={`agency-${name}`}>{name} (agency)</List.Item>
          ))}
          {(solicitorsNames ?? []).map((name) => (
            <List.Item key={`solicitor-${name}`}>{name} (solicitors)</List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}

function RetrievalCode({ code }: { code: string }) {
  const notify = useNotify();
  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => notify(`Copied ${code} to the clipboard`),
      () => notify(`Copy failed: select the code ${code} and copy it yourself.`, 'error'),
    );
  };
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="code-heading">
      <Title order={2} size="h4" id="code-heading" mb="xs">
        Document retrieval code
      </Title>
      <Group gap="sm">
        <Code fz="lg">{code}</Code>
        <Button size="xs" variant="light" onClick={copy} aria-label={`Copy retrieval code ${code}`}>
          Copy
        </Button>
      </Group>
    </Card>
  );
}
