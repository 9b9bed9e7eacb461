import { Accordion, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useOpenedOnce } from './useOpenedOnce.ts';
import { nextOtherSlot, otherSlotOf, shownOtherSlots } from '../../../../domain/forms/fittings-other.ts';
import { carouselSlides, tabularRows } from '../../../../domain/forms/carousel.ts';
import type { AnswerValue, Answers, FormDefinition, Question, Section } from '../../../../domain/forms/definition.ts';
import { notesPlacement } from '../../../../domain/forms/layout.ts';
import type { Refusals } from '../../../../domain/forms/save-refusals.ts';
import { numberingNote, sectionNumber } from '../../../../domain/forms/numbering.ts';
import type { QuestionIndex } from '../../../../domain/forms/questions.ts';
import { isQuestionVisible } from '../../../../domain/forms/visibility.ts';
import { QuestionCarousel, type Slide } from './QuestionCarousel.tsx';
import { QuestionInput } from './QuestionInput.tsx';
import classes from './SectionPanel.module.css';
import type { SourceNote } from './confirmSection.ts';

type Props = {
  definition: FormDefinition;
  section: Section;
  position: number;
  answers: Answers;
  index: QuestionIndex;
  disabled: ReadonlySet<string>;
  percent: number | null;
  writable: boolean;
  sources: Record<string, SourceNote>;
  /** The section holds answers from public records not yet confirmed: it offers "These are right". */
  confirmable?: boolean;
  onConfirm?: () => void;
  /** Answers the server refused, with why; each shows beside its question. */
  refusals: Refusals;
  /** Answers someone else changed since the screen showed them, by question: who and when, marked on the question. */
  changes?: Readonly<Record<string, string>>;
  /** Under a question answered two ways (this seller's and a co-seller's): the choice between them. */
  conflict?: (question: Question) => ReactNode;
  onAnswer: (question: Question, value: AnswerValue | null) => void;
  /** Told when an input holds back what was typed (with why), and when it no longer does. */
  onHeld?: (questionId: string, reason: string | null) => void;
  focusKey?: { key: string; nonce: number };
  /** Whether the section is expanded: its questions are drawn from the first time it is. */
  open: boolean;
};

/** A collapsible section: its number, name, status and percent, then a carousel or a table. */
export function SectionPanel({
  definition,
  section,
  position,
  answers,
  index,
  disabled,
  percent,
  writable,
  sources,
  confirmable = false,
  onConfirm,
  refusals,
  changes = NO_CHANGES,
  conflict,
  onAnswer,
  onHeld,
  focusKey,
  open,
}: Props) {
  const drawn = useOpenedOnce(open);
  const number = sectionNumber(definition, position);
  // Where the numbering jumps (12 to 14 in property information), the section before says why.
  const jump = numberingNote(definition, position);
  const questions = section.groups.flatMap((group) => group.questions);
  const readOnly = !writable || questions.every((question) => question.readOnly);
  // A section where nothing counts (spec 02 §5.1: no figure) has nothing left to answer.
  const complete = percent === 100 || percent === null;
  const notes = notesPlacement(section.notes);

  const changed = questions.some((question) => changes[question.id]);

  // Disabled questions show an empty answer and take none (spec 02 §4.1).
  const input = (question: Question, hideLabel = false, placeholder?: string) => (
    <ChangedMark note={changes[question.id]}>
      <QuestionInput
        hideLabel={hideLabel}
        placeholder={placeholder}
        question={question}
        value={disabled.has(question.id) ? undefined : answers[question.id]}
        readOnly={readOnly || Boolean(question.readOnly) || disabled.has(question.id)}
        source={sources[question.id]}
        refusal={refusals[question.id]?.message}
        onChange={(value) => onAnswer(question, value)}
        onHeld={onHeld ? (reason) => onHeld(question.id, reason) : undefined}
      />
      {conflict?.(question)}
    </ChangedMark>
  );

  // A section not yet drawn needs no slides: working out which questions show is left until it is.
  const slides: Slide[] =
    section.tabular || !drawn
      ? []
      : definition.path === 'conveyancingEnquiries'
        ? enquirySlides(section, input)
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
          <div>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {number ? `${number} ` : ''}
              {section.name}
            </Text>
            {jump ? (
              <Text size="sm" c="gray.7" data-testid="numbering-note">
                {jump}
              </Text>
            ) : null}
          </div>
          <Group gap="xs" wrap="nowrap">
            {changed ? (
              <Badge variant="light" color="orange">
                Changed
              </Badge>
            ) : null}
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
        {drawn ? (
          <Stack gap="md">
            {notes === 'above' ? <Text size="sm">{section.notes}</Text> : null}
            {confirmable ? (
              <Group justify="space-between" gap="xs" wrap="wrap" data-testid={`confirm-${section.id}`}>
                <Text size="sm">
                  Some answers here came from public records. Check them: if they are right, confirm them all at once.
                </Text>
                <Button variant="light" onClick={onConfirm}>
                  These are right
                </Button>
              </Group>
            ) : null}
            {section.tabular ? (
              <TabularSection
                section={section}
                index={index}
                answers={answers}
                input={input}
                canAdd={!readOnly}
                onAnswer={onAnswer}
              />
            ) : definition.path === 'conveyancingEnquiries' && slides.length === 0 ? (
              <Text>There are no questions for you to answer. Nothing more is needed here.</Text>
            ) : (
              <QuestionCarousel
                label={section.name}
                slides={
                  notes === 'inside'
                    ? [{ key: `${section.id}-notes`, content: <Text size="sm">{section.notes}</Text> }, ...slides]
                    : slides
                }
                focusKey={focusKey}
              />
            )}
          </Stack>
        ) : null}
      </Accordion.Panel>
    </Accordion.Item>
  );
}

const NO_CHANGES: Readonly<Record<string, string>> = {};

/** A question someone else changed since the screen showed it: who and when, above it, with a bar beside. */
function ChangedMark({ note, children }: { note: string | undefined; children: ReactNode }) {
  // One shape with or without a note: a note arriving while the seller types (a co-seller's change)
  // must not draw the input afresh, which would take the seller's cursor away.
  return (
    <Stack
      gap={4}
      pl={note ? 'xs' : 0}
      className={note ? classes.changed : undefined}
      data-testid={note ? 'changed-question' : undefined}
    >
      {note ? (
        <Text size="sm" fw={600} c="orange.9" aria-live="polite">
          {note}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}

/** Conveyancing enquiries: one slide per seller's question, its answer and its uploader together, numbered n/total. */
function enquirySlides(section: Section, input: (question: Question) => ReactNode): Slide[] {
  return section.groups.map((group) => ({
    key: group.questions[0]!.id,
    content: (
      <Stack gap="md">
        {group.questions.map((question) => (
          <div key={question.id}>{input(question)}</div>
        ))}
      </Stack>
    ),
  }));
}

type TabularProps = {
  section: Section;
  index: QuestionIndex;
  answers: Answers;
  input: (question: Question, hideLabel: boolean, placeholder?: string) => ReactNode;
  canAdd: boolean;
  onAnswer: (question: Question, value: AnswerValue | null) => void;
};

/**
 * A tabular section: a header row, then one row per group that is not hidden (spec 02 §2.1). In
 * fixtures and fittings, extra 'other' rows show once they hold an answer or the seller adds one,
 * up to the room's cap, taking the first free slot (spec 02 §5.2).
 */
function TabularSection({ section, index, answers, input, canAdd, onAnswer }: TabularProps) {
  const columns = section.groups[0]?.questions.map((question) => question.question) ?? [];
  const [added, setAdded] = useState<string[]>([]);
  const shown = shownOtherSlots(section.groups, answers, added);
  const next = nextOtherSlot(section.id, shown);
  const hasSlots = section.groups.some((group) => otherSlotOf(group) !== null);
  const rows = tabularRows(section, index, answers).filter((group) => {
    const slot = otherSlotOf(group);
    return slot === null || shown.includes(slot);
  });
  const remove = (group: Section['groups'][number]) => {
    const slot = otherSlotOf(group);
    setAdded((current) => current.filter((key) => key !== slot));
    for (const question of group.questions) if (answers[question.id] !== undefined) onAnswer(question, null);
  };
  return (
    <Stack gap="sm">
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
            {rows.map((group) => {
              // An extra item's name goes in the Item column, so its other answers line up with the listed items'.
              const slot = otherSlotOf(group);
              const name = slot ? group.questions.find((question) => question.id.endsWith(`${slot}_name`)) : undefined;
              return (
                <Table.Tr key={group.id}>
                  <Table.Td>
                    {name
                      ? input({ ...name, question: `${group.name ?? ''} name`.trim() }, true, 'Name the item')
                      : group.name}
                    {canAdd && slot ? (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red.8"
                        display="block"
                        px={0}
                        onClick={() => remove(group)}
                        aria-label={`Remove ${group.name}`}
                      >
                        Remove
                      </Button>
                    ) : null}
                  </Table.Td>
                  {group.questions
                    .filter((question) => question !== name)
                    .map((question) => (
                      <Table.Td key={question.id}>
                        {isQuestionVisible(question, index, answers)
                          ? input({ ...question, question: `${group.name ?? ''} ${question.question}`.trim() }, true)
                          : null}
                      </Table.Td>
                    ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {canAdd && hasSlots && next ? (
        <Button variant="light" w="fit-content" onClick={() => setAdded((current) => [...current, next])}>
          Add another item
        </Button>
      ) : null}
    </Stack>
  );
}
