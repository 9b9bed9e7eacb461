import { Alert, Anchor, Card, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { MESSAGES } from '../../../../../domain/messages.ts';
import type { DashboardQuery } from '../../../gql/graphql.ts';
import { ItemButtons } from './ItemButtons.tsx';
import { ItemFacts, ProgressCell, SignedCell, WorthCell } from './ItemCells.tsx';
import type { PlanItem } from './planItem.ts';

/**
 * The action plan (spec 01 §2): one row per checklist item of the property's phase, a table on a
 * desktop and a card per item on a phone. What each button allows comes from the server. Only the
 * layout the screen's width calls for is rendered (read before the first render), not both with
 * one hidden: the plan is most of the dashboard's first render on a phone.
 */
/** Mantine's `md` breakpoint, where the table has room. */
const WIDE = '(min-width: 62em)';

export function ActionPlanSection({ property, isSeller }: { property: DashboardQuery['property']; isSeller: boolean }) {
  const wide = useMediaQuery(WIDE, undefined, { getInitialValueInEffect: false });
  const plan = property.actionPlan;
  if (!plan) return null;
  const formPath = (item: PlanItem) => `/properties/${property.id}/${item.route}`;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="plan-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="plan-heading">
          Action plan
        </Title>
        {plan.agentsNotification === 'FAILED' ? (
          <Alert color="yellow" variant="light" role="alert">
            {MESSAGES.agentsNotifyFailed}
          </Alert>
        ) : null}
        {plan.items.length === 0 ? <Text size="sm">Nothing to do in this phase.</Text> : null}
        {wide ? (
          <Table.ScrollContainer minWidth={880}>
            <Table verticalSpacing="sm" striped="odd" aria-labelledby="plan-heading">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col" style={{ whiteSpace: 'nowrap' }}>
                    Item
                  </Table.Th>
                  <Table.Th scope="col" style={{ whiteSpace: 'nowrap' }}>
                    Worth
                  </Table.Th>
                  <Table.Th scope="col" style={{ whiteSpace: 'nowrap' }}>
                    Time
                  </Table.Th>
                  <Table.Th scope="col" style={{ whiteSpace: 'nowrap' }}>
                    Progress
                  </Table.Th>
                  <Table.Th scope="col" style={{ whiteSpace: 'nowrap' }}>
                    Status
                  </Table.Th>
                  <Table.Th scope="col">Signed by you</Table.Th>
                  <Table.Th scope="col">Signed by all sellers</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {plan.items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Th scope="row" fw={600}>
                      <Anchor component={Link} to={formPath(item)}>
                        {item.label}
                      </Anchor>
                    </Table.Th>
                    <Table.Td>
                      <WorthCell item={item} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{item.estimatedMinutes} min</Table.Td>
                    <Table.Td miw={130}>
                      <ProgressCell item={item} />
                    </Table.Td>
                    <Table.Td>{item.status}</Table.Td>
                    <Table.Td>{isSeller ? <SignedCell signed={item.signedByViewer} /> : '—'}</Table.Td>
                    <Table.Td>
                      <SignedCell signed={item.allSigned} />
                    </Table.Td>
                    <Table.Td>
                      <ItemButtons item={item} to={formPath(item)} isSeller={isSeller} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Action plan items">
            {plan.items.map((item) => (
              <Card key={item.id} component="li" withBorder padding="sm" radius="sm">
                <Stack gap={8}>
                  <Anchor component={Link} to={formPath(item)} fw={600}>
                    {item.label}
                  </Anchor>
                  <ProgressCell item={item} />
                  <ItemFacts item={item} isSeller={isSeller} />
                  <ItemButtons item={item} to={formPath(item)} isSeller={isSeller} />
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
