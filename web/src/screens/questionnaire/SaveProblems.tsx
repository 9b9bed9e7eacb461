import { Alert, Anchor, Button, List, Stack, Text } from '@mantine/core';
import type { Refusals } from '../../../../domain/forms/save-refusals.ts';
import type { QuestionIndex } from '../../../../domain/forms/questions.ts';

/**
 * Answers the server refused, listed at the top of the form with their reasons (each also shows
 * beside its question), so a refusal in a closed section is not missed. Unlike a lost connection,
 * trying again cannot help: the seller changes the answer.
 */
export function RefusedAnswers({
  refusals,
  index,
  onShow,
}: {
  refusals: Refusals;
  index: QuestionIndex;
  onShow: (questionId: string) => void;
}) {
  const entries = Object.entries(refusals);
  if (entries.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      title={entries.length === 1 ? 'This answer was not saved' : 'These answers were not saved'}
      data-testid="refused-answers"
    >
      <Stack gap="xs">
        <Text size="sm">
          Please change {entries.length === 1 ? 'it' : 'them'}: your other answers are saved as usual.
        </Text>
        <List size="sm" spacing={4}>
          {entries.map(([questionId, refusal]) => {
            const question = index.get(questionId);
            const name = question ? [question.formReference, question.question].filter(Boolean).join(' ') : questionId;
            return (
              <List.Item key={questionId}>
                {/* A button centres its text and sits on its last line: on a phone a question's wording wraps, and reads as a paragraph beside the list's bullet. */}
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  ta="left"
                  display="block"
                  onClick={() => onShow(questionId)}
                >
                  {name}
                </Anchor>
                <Text size="sm">{refusal.message}</Text>
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Alert>
  );
}

/**
 * A save the server turned away because a seller signed the form: the answers can no longer
 * change there, so nothing more is sent. The way forward is the spec's: a signature must be
 * removed first; we do that when asked through Need help.
 */
export function LockedBySignature({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" role="alert" title="Your latest changes have not been saved">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Text size="sm">
          To change an answer now, ask us to remove the signature with the Need help? button. Reload the form to see the
          answers as they were signed.
        </Text>
        <Button size="xs" variant="default" onClick={() => window.location.reload()}>
          Reload the form
        </Button>
      </Stack>
    </Alert>
  );
}
