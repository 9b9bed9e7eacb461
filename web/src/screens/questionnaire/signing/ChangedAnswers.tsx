import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { changeNote, type AnswerChange } from './changeNote.ts';

/**
 * A signature refused because someone else changed the answers since this screen showed them:
 * the refusal's words, then each changed question (also marked in its section) with who changed
 * it and when. It takes the seller's eye and focus where they are, since the prompt they signed
 * from has closed; they check the answers now on screen, then sign again.
 */
export function ChangedAnswers({
  changes,
  onShow,
}: {
  changes: readonly AnswerChange[];
  onShow: (questionId: string) => void;
}) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    alert.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    alert.current?.focus({ preventScroll: true });
  }, [changes]);
  return (
    <Alert
      ref={alert}
      tabIndex={-1}
      color="orange"
      variant="light"
      role="alert"
      title={MESSAGES.answersChanged}
      data-testid="changed-answers"
    >
      <Stack gap="xs">
        {changes.length === 0 ? (
          <Text size="sm">They have been put back as you saw them: the answers on screen are the ones you sign.</Text>
        ) : (
          <List size="sm" spacing={4}>
            {changes.map((change) => (
              <List.Item key={change.questionKey}>
                {/* As the refused answers' list: a wrapped wording reads as a paragraph beside its bullet. */}
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  ta="left"
                  display="block"
                  onClick={() => onShow(change.questionKey)}
                >
                  {change.question}
                </Anchor>
                <Text size="sm">{changeNote(change)}</Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Alert>
  );
}
