import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { MESSAGES } from '../../../../domain/messages.ts';
import { useOrganisationViewQuery, type OrganisationViewQuery } from '../../gql/admin.ts';
import { AdminPage } from './common/AdminPage.tsx';
import { LoadState } from './common/LoadState.tsx';

type Config = NonNullable<OrganisationViewQuery['organisation']['phaseConfig']>;

/**
 * `/admin/organisation/:id` (spec 02 §9.1): name, parent, type and default phase, then a table per
 * questionnaire, section and group with a tick or a cross for each phase a question is asked in.
 */
export default function OrganisationScreen() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useOrganisationViewQuery({ variables: { id } });
  return (
    <AdminPage title={data?.organisation.name ?? 'Organisation'}>
      <LoadState
        data={data}
        error={error}
        failedMessage={MESSAGES.fetchOrganisationFailed}
        loadingLabel="Loading organisation"
        onRetry={() => void refetch()}
      >
        {({ organisation }) => (
          <Stack gap="lg">
            <Paper withBorder p="md" radius="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" style={{ margin: 0 }}>
                <Fact label="Name" value={organisation.name} />
                <Fact label="Parent" value={organisation.parentName ?? '—'} />
                <Fact label="Type" value={organisation.typeName} />
                <Fact label="Default phase" value={organisation.defaultPhase?.label ?? '—'} />
              </SimpleGrid>
            </Paper>
            {organisation.phaseConfig ? <PhaseTables config={organisation.phaseConfig} /> : null}
          </Stack>
        )}
      </LoadState>
    </AdminPage>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="gray.7">
        {label}
      </Text>
      <Text component="dd" fw={600} m={0}>
        {value}
      </Text>
    </div>
  );
}

/** A table's name, unique on the page: its form and section, and its group's name or its place among the section's tables. */
function tableName(form: string, section: string, group: string, index: number, count: number): string {
  const place = group ? `: ${group}` : count > 1 ? `, table ${index + 1} of ${count}` : '';
  return `${form}, ${section}${place}`;
}

function PhaseTables({ config }: { config: Config }) {
  return (
    <Stack gap="xl">
      {config.questionnaires.map((questionnaire) => (
        <Stack key={questionnaire.id} gap="sm" component="section" aria-labelledby={`q-${questionnaire.id}`}>
          <Title order={2} size="h3" id={`q-${questionnaire.id}`}>
            {questionnaire.name}
          </Title>
          {questionnaire.sections.map((section) => (
            <Stack key={section.id} gap="xs">
              <Title order={3} size="h4">
                {section.name}
              </Title>
              {section.groups
                .filter((group) => group.questions.length > 0)
                .map((group, index, tables) => (
                  // A keyboard user can scroll a table wider than a phone: the box takes focus. Each box is a landmark, so each needs its own name.
                  <div
                    key={group.id}
                    role="region"
                    aria-label={tableName(questionnaire.name, section.name, group.name, index, tables.length)}
                    tabIndex={0}
                    style={{ overflowX: 'auto' }}
                  >
                    <Table
                      withTableBorder
                      verticalSpacing={4}
                      miw={480}
                      aria-label={tableName(questionnaire.name, section.name, group.name, index, tables.length)}
                    >
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th scope="col">{group.name || 'Question'}</Table.Th>
                          {config.phases.map((phase) => (
                            <Table.Th key={phase.id} scope="col" w={110} ta="center">
                              {phase.label}
                            </Table.Th>
                          ))}
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {group.questions.map((question) => (
                          <Table.Tr key={question.id}>
                            <Table.Td>{question.question}</Table.Td>
                            {config.phases.map((phase) => {
                              const on = question.enabledPhaseIds.includes(phase.id);
                              return (
                                <Table.Td key={phase.id} ta="center" c={on ? 'green.9' : 'red.9'}>
                                  <span role="img" aria-label={on ? 'Asked' : 'Not asked'}>
                                    {on ? '✓' : '✗'}
                                  </span>
                                </Table.Td>
                              );
                            })}
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </div>
                ))}
            </Stack>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
