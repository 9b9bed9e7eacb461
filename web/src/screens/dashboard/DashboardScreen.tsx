import { useEffect, useState } from 'react';
import { Button, Card, Code, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { ConnectionProblemBanner } from '../../components/ConnectionProblemBanner.tsx';
import { FailureNotice } from '../../components/FailureNotice.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { useViewer } from '../../auth/useViewer.ts';
import { failureOf } from '../../failures/classifyFailure.ts';
import { useDashboardQuery, type DashboardQuery } from '../../gql/graphql.ts';
import { useNotify } from '../../notifications/Notifier.tsx';
import { useDrawnAfterFirstView } from '../../rendering/useDrawnAfterFirstView.ts';
import { useDrawnInBackground } from '../../rendering/useDrawnInBackground.ts';
import { fetchFormScreenWhenIdle } from '../questionnaire/screenChunk.ts';
import { AccountMenu } from './account/AccountMenu.tsx';
import { AttributesWidget } from './attributes/AttributesWidget.tsx';
import { widgetAttributes } from './attributes/fromEngine.ts';
import { ActionPlanSection } from './plan/ActionPlanSection.tsx';
import { ScoreCard } from './score/ScoreCard.tsx';
import { SearchPackCard } from './searches/SearchPackCard.tsx';
import { VaultSection } from './vault/VaultSection.tsx';
import { PortalLinkCard } from '../portal/PortalLinkCard.tsx';
import { PresenceChips } from '../../live/PresenceChips.tsx';
import { useSocketLost } from '../../live/useSocketLost.ts';
import { useLiveDashboard } from './useLiveDashboard.ts';
import { type FormPath, QUESTIONNAIRE } from '../../../../domain/forms/definition.ts';
import { FORM_ROUTES } from '../../../../domain/forms/form-routes.ts';

type DashboardProperty = DashboardQuery['property'];

/** While ordered searches are out, the screen looks for the returned pack this often. */
export const SEARCHES_POLL_MS = 5000;

/**
 * `/properties/:id` (spec 01 §2): everything about one property from one GraphQL request. The
 * property gate has already turned an unknown id into 'Property not found with id {id}.' (spec 01 §8).
 */
export default function DashboardScreen() {
  const { id = '' } = useParams();
  const { viewer } = useViewer();
  const { data: answer, error, loading, refetch, startPolling, stopPolling } = useDashboardQuery({ variables: { id } });
  const data = useDrawnInBackground(answer);
  // The action plan and the vault, below the first view on a phone, join it in a second commit.
  const lowerDrawn = useDrawnAfterFirstView(data !== undefined);
  const [connectionProblem, setConnectionProblem] = useState(false);
  useLiveDashboard(id, viewer?.id, refetch);
  const socketLost = useSocketLost();
  const awaitingSearches = Boolean(
    data?.property.searchesRequested &&
      data.property.actionPlan?.searches?.status !== 'DELIVERED' &&
      data.property.actionPlan?.searches?.status !== 'FAILED',
  );

  // Once the whole dashboard is drawn, the forms' code is fetched while the browser is idle.
  useEffect(() => (lowerDrawn ? fetchFormScreenWhenIdle() : undefined), [lowerDrawn]);

  useEffect(() => {
    if (!awaitingSearches) return undefined;
    startPolling(SEARCHES_POLL_MS);
    return () => stopPolling();
  }, [awaitingSearches, startPolling, stopPolling]);

  if (error && !answer) return <FailureNotice failure={failureOf(error)} onRetry={() => void refetch()} />;
  // The loader stays while the answer is being drawn.
  if ((loading || answer) && !data) return <PageLoader label="Loading property" />;
  if (!data) return null;

  const property = data.property;
  const permissions = new Set<string>(viewer?.permissions ?? []);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {property.name}
          </Title>
          <Text c="gray.7">{[property.city, property.postcode].filter(Boolean).join(', ')}</Text>
        </Stack>
        <AccountMenu property={property} />
      </Group>
      <PresenceChips propertyId={property.id} viewerId={viewer?.id} formNames={formNames(property)} />
      {connectionProblem || (error && data) || socketLost ? (
        <ConnectionProblemBanner
          onRetry={() => {
            setConnectionProblem(false);
            void refetch();
          }}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {property.viewerCan.viewCompletion && property.complete !== null ? (
          <ScoreCard property={property} onConnectionProblem={setConnectionProblem} />
        ) : null}
        <SearchPackCard
          property={property}
          mayOrder={permissions.has('REQUEST_SEARCHES')}
          onConnectionProblem={setConnectionProblem}
        />
        <WhoCanSee property={property} />
        <PortalLinkCard propertyId={property.id} portal={property.portal} />
        <RetrievalCode code={property.friendlyId} />
      </SimpleGrid>
      {permissions.has('ADMIN_ONLY') ? (
        <AttributesWidget attributes={widgetAttributes(property.attributes ?? [])} />
      ) : null}
      {lowerDrawn ? (
        <>
          <ActionPlanSection property={property} isSeller={property.isSeller} />
          <VaultSection property={property} />
        </>
      ) : null}
    </Stack>
  );
}

/** The property's forms by number, from its action plan, to say which form someone else has open. */
function formNames(property: DashboardProperty): Record<number, string> {
  const names: Record<number, string> = {};
  for (const item of property.actionPlan?.items ?? []) {
    const path = (Object.keys(FORM_ROUTES) as FormPath[]).find((candidate) =>
      (item.route ?? '').endsWith(`/${FORM_ROUTES[candidate]}`),
    );
    if (path) names[QUESTIONNAIRE[path]] = item.label;
  }
  return names;
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
