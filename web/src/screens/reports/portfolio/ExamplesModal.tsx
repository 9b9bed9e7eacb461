import { Anchor, List, Loader, Modal, Text } from '@mantine/core';
import { dimensionLabel } from '../../../../../domain/attributes/report-view.ts';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { useAttributeExamplesQuery, type AttributeReportFilter } from '../../../gql/reports.ts';

export type ExampleTarget = { key: string; name: string; dimension: string };

/** The properties behind a count, each a link opening its dashboard in a new tab. */
export function ExamplesModal({
  target,
  filter,
  onClose,
}: {
  target: ExampleTarget | null;
  filter: AttributeReportFilter;
  onClose: () => void;
}) {
  const { data, loading, error } = useAttributeExamplesQuery({
    variables: { key: target?.key ?? '', dimension: target?.dimension ?? '', filter },
    skip: !target,
  });
  const result = data?.attributeExamples;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? `Examples: ${target.name} — ${dimensionLabel(target.key, target.dimension)}` : 'Examples'}
      size="lg"
    >
      {loading ? <Loader size="sm" aria-label="Loading examples" /> : null}
      {error ? (
        <Text c="red.8" role="alert">
          {MESSAGES.attributesFetchFailed}
        </Text>
      ) : null}
      {result ? (
        <>
          <Text size="sm" c="gray.7" mb="xs">
            {result.total > result.examples.length
              ? `The newest ${result.examples.length} of ${result.total} properties`
              : `${result.total} ${result.total === 1 ? 'property' : 'properties'}`}
          </Text>
          <List spacing={4}>
            {result.examples.map((example) => (
              <List.Item key={example.id}>
                <Anchor href={example.dashboardPath} target="_blank" rel="noopener noreferrer">
                  {example.name}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
    </Modal>
  );
}
