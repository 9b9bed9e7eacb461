import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Conflict } from '../../../../../domain/forms/autosave-machine.ts';
import type { AnswerValue, Question } from '../../../../../domain/forms/definition.ts';
import { answerInWords } from '../../../../../domain/live/notes.ts';

type Props = {
  question: Question;
  /** This seller's answer, as the input shows it. */
  mine: AnswerValue | undefined;
  conflict: Conflict;
  onSettle: (keep: 'mine' | 'theirs') => void;
};

/**
 * A co-seller saved a different answer to a question this seller was changing: both show, nothing
 * is saved over either, and the seller chooses.
 */
export function ConflictChoice({ question, mine, conflict, onSettle }: Props) {
  const headingId = `conflict-${question.id}`;
  return (
    <Alert
      color="orange"
      variant="light"
      mt="xs"
      aria-labelledby={headingId}
      data-testid="answer-conflict"
      title={<span id={headingId}>{conflict.by} saved a different answer while you were changing yours</span>}
    >
      <Stack gap="xs">
        <Text size="sm">
          <Text span fw={600}>
            Your answer:
          </Text>{' '}
          <span data-testid="conflict-mine">{answerInWords(question, mine)}</span>
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {conflict.by}&apos;s answer:
          </Text>{' '}
          <span data-testid="conflict-theirs">{answerInWords(question, conflict.theirs)}</span>
        </Text>
        <Text size="sm">Yours is not saved until you choose.</Text>
        <Group gap="xs">
          <Button size="xs" onClick={() => onSettle('mine')}>
            Keep my answer
          </Button>
          <Button size="xs" variant="default" onClick={() => onSettle('theirs')}>
            Use {conflict.by}&apos;s answer
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
