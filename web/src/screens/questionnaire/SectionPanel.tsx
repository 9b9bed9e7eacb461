import { Accordion, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import type { AnswerValue, Answers, FormDefinition, Question, Section } from '../../../../domain/forms/definition.ts';
import { notesAbove, sectionNumber } from '../../../../domain/forms/navigation.ts';
import { groupVisible } from '../../../../domain/forms/visibility.ts';
import { QuestionCarousel, type Slide } from './QuestionCarousel.tsx';
import { QuestionInput } from './QuestionInput.tsx';

/** Group 2001 leaves the carousel once answered (spec 02 §4.1). */
const HIDDEN_ONCE_ANSWERED = 2001;

type Props = {
  definition: FormDefinition;
  section: Section;
  index: number;
  answers: Answers;
  visible: ReadonlySet<string>;
  disabled: ReadonlySet<string>;
  percent: number | null;
  writable: boolean;
  sources: Record<string, string>;
  onAnswer: (question: Question, value: AnswerValue | null) => void;
  focusKey?: { key: string; nonce: number };
};

/** A collapsible section: its number, name, status and percent, then a carousel or a table. */
export function SectionPanel({ definition, section, index, answers, visible, disabled, percent, writable, sources, onAnswer, focusKey }: Props) {
  const number = sectionNumber(definition, section, index);
  const questions = section.groups.flatMap((group) => group.questions);
  const readOnly = !writable || questions.every((question) => question.readOnly);
  const complete = percent === 100;

  const input = (question: Question, hideLabel = false) => (
    <QuestionInput
      hideLabel={hideLabel}
      question={question}
      value={disabled.has(question.id) ? undefined : answers[question.id]}
      readOnly={readOnly || Boolean(question.readOnly) || disabled.has(question.id)}
      source={sources[question.id]}
      onChange={(value) => onAnswer(question, value)}
    />
  );

  const slides: Slide[] = useMemo(
    () =>
      section.groups
        .filter((group) => groupVisible(group, visible))
        .filter((group) => !(group.id === HIDDEN_ONCE_ANSWERED && group.questions.some((question) => answers[question.id] !== undefined)))
        .flatMap((group) =>
          group.questions
            .filter((question) => visible.has(question.id))
            .map((question) => ({
              key: question.id,
              heading: group.name,
              notes: group.notes,
              content: (
                <Stack gap={4}>
                  {question.readOnly ? <Text size="xs" c="dimmed">🔒 Read only</Text> : null}
                  {input(question)}
                </Stack>
              ),
            })),
        ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `input` is rebuilt each render from the listed values
    [section, visible, answers, disabled, readOnly, sources],
  );

  return (
    <Accordion.Item value={section.id}>
      <Accordion.Control>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {number ? `${number} ` : ''}
            {section.name}
          </Text>
          <Group gap="xs" wrap="nowrap">
            {readOnly ? <Badge variant="light" color="gray">Read-only</Badge> : null}
            <Text size="sm" c={complete ? 'green.9' : 'dimmed'}>
              {complete ? 'Section complete' : 'Section incomplete'}
              {percent === null ? '' : ` · ${percent}%`}
            </Text>
          </Group>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="md">
          {section.notes && notesAbove(section.notes) ? <Text size="sm">{section.notes}</Text> : null}
          {section.tabular ? (
            <TabularSection section={section} visible={visible} input={input} />
          ) : (
            <QuestionCarousel
              label={section.name}
              slides={section.notes && !notesAbove(section.notes) ? [{ key: `${section.id}-notes`, content: <Text size="sm">{section.notes}</Text> }, ...slides] : slides}
              focusKey={focusKey}
            />
          )}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

/** A tabular section: a header row, then one row per group (spec 02 §2.1). */
function TabularSection({ section, visible, input }: { section: Section; visible: ReadonlySet<string>; input: (question: Question, hideLabel: boolean) => ReactNode }) {
  const columns = section.groups[0]?.questions.map((question) => question.question) ?? [];
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {section.groups
            .filter((group) => groupVisible(group, visible))
            .map((group) => (
              <Table.Tr key={group.id}>
                <Table.Td>{group.name}</Table.Td>
                {group.questions.map((question) => (
                  <Table.Td key={question.id}>{visible.has(question.id) ? input({ ...question, question: `${group.name ?? ''} ${question.question}`.trim() }, true) : null}</Table.Td>
                ))}
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
