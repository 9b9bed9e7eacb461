import { Accordion, Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { carouselSlides, tabularRows } from '../../../../domain/forms/carousel.ts';
import type { AnswerValue, Answers, FormDefinition, Question, Section } from '../../../../domain/forms/definition.ts';
import { notesPlacement } from '../../../../domain/forms/layout.ts';
import { sectionNumber } from '../../../../domain/forms/numbering.ts';
import type { QuestionIndex } from '../../../../domain/forms/questions.ts';
import { isQuestionVisible } from '../../../../domain/forms/visibility.ts';
import { QuestionCarousel, type Slide } from './QuestionCarousel.tsx';
import { QuestionInput } from './QuestionInput.tsx';

type Props = {
  definition: FormDefinition;
  section: Section;
  position: number;
  answers: Answers;
  index: QuestionIndex;
  disabled: ReadonlySet<string>;
  percent: number | null;
  writable: boolean;
  sources: Record<string, string>;
  onAnswer: (question: Question, value: AnswerValue | null) => void;
  focusKey?: { key: string; nonce: number };
};

/** A collapsible section: its number, name, status and percent, then a carousel or a table. */
export function SectionPanel({ definition, section, position, answers, index, disabled, percent, writable, sources, onAnswer, focusKey }: Props) {
  const number = sectionNumber(definition, position);
  const questions = section.groups.flatMap((group) => group.questions);
  const readOnly = !writable || questions.every((question) => question.readOnly);
  const complete = percent === 100;
  const notes = notesPlacement(section.notes);

  // Disabled questions show an empty answer and take none (spec 02 §4.1).
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

  const slides: Slide[] = section.tabular
    ? []
    : carouselSlides(section, index, answers).map(({ group, question }) => ({
        key: question.id,
        heading: group.name,
        notes: group.notes,
        content: (
          <Stack gap={4}>
            {question.readOnly ? (
              <Text size="xs" c="gray.7">
                🔒 Read only
              </Text>
            ) : null}
            {input(question)}
          </Stack>
        ),
      }));

  return (
    <Accordion.Item value={section.id}>
      <Accordion.Control>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {number ? `${number} ` : ''}
            {section.name}
          </Text>
          <Group gap="xs" wrap="nowrap">
            {readOnly ? (
              <Badge variant="light" color="gray">
                Read-only
              </Badge>
            ) : null}
            <Text size="sm" c={complete ? 'green.9' : 'gray.7'}>
              {complete ? 'Section complete' : 'Section incomplete'}
              {percent === null ? '' : ` · ${percent}%`}
            </Text>
          </Group>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="md">
          {notes === 'above' ? <Text size="sm">{section.notes}</Text> : null}
          {section.tabular ? (
            <TabularSection section={section} index={index} answers={answers} input={input} />
          ) : (
            <QuestionCarousel
              label={section.name}
              slides={notes === 'inside' ? [{ key: `${section.id}-notes`, content: <Text size="sm">{section.notes}</Text> }, ...slides] : slides}
              focusKey={focusKey}
            />
          )}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

type TabularProps = { section: Section; index: QuestionIndex; answers: Answers; input: (question: Question, hideLabel: boolean) => ReactNode };

/** A tabular section: a header row, then one row per group that is not hidden (spec 02 §2.1). */
function TabularSection({ section, index, answers, input }: TabularProps) {
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
          {tabularRows(section, index, answers).map((group) => (
            <Table.Tr key={group.id}>
              <Table.Td>{group.name}</Table.Td>
              {group.questions.map((question) => (
                <Table.Td key={question.id}>
                  {isQuestionVisible(question, index, answers) ? input({ ...question, question: `${group.name ?? ''} ${question.question}`.trim() }, true) : null}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
