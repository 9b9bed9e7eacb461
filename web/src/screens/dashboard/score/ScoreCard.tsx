import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { PHASES } from '../../../../../domain/phases.ts';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { useMovePropertyToNextPhaseMutation } from '../../../gql/actions.ts';
import type { DashboardQuery } from '../../../gql/graphql.ts';
import { useNotify } from '../../../notifications/Notifier.tsx';
import { failureMessage } from '../failureMessage.ts';
import { useBackgroundLoader } from '../useBackgroundLoader.ts';
import { ContractReadyExplainer } from './ContractReadyExplainer.tsx';
import { movedPhase } from './movedPhase.ts';
import { phaseBanner } from './phaseBanner.ts';
import { ScoreRing } from './ScoreRing.tsx';

type Property = DashboardQuery['property'];

/** The completion the score shows: the action plan's (capped at 99 until every seller signed) while it belongs to the property's phase. */
export function shownCompletion(property: Property): number {
  const plan = property.actionPlan;
  if (!plan) return Math.min(property.complete ?? 0, 99);
  // Between a phase move and its refetch the plan is the old phase's: the new phase starts from nothing.
  return plan.phaseId === property.phase?.id ? plan.displayedComplete : 0;
}

/**
 * The score circle with the completed phases, the phase-complete banner and Move to next phase
 * (spec 01 §2, §4). The move asks first, shows the next phase at once and rolls back with the
 * failure message if the server refuses.
 */
export function ScoreCard({
  property,
  onConnectionProblem,
}: {
  property: Property;
  onConnectionProblem: (problem: boolean) => void;
}) {
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [explaining, setExplaining] = useState(false);
  const [movePhase, { loading }] = useMovePropertyToNextPhaseMutation();
  const busy = useBackgroundLoader(loading);
  const complete = shownCompletion(property);
  const phase = property.phase;
  const next = phase?.nextPhaseId ? PHASES.find((candidate) => String(candidate.id) === phase.nextPhaseId) : undefined;
  const banner = phaseBanner(phase?.id, complete);
  // A tick means that phase's forms are finished now (domain/checklist.ts reachedPhases), not only passed.
  const reached = property.actionPlan?.phaseId === phase?.id ? (property.actionPlan?.reachedPhases ?? []) : [];

  const askToMove = () => {
    if (!next) {
      notify(MESSAGES.phaseAlreadyLast);
      return;
    }
    setConfirming(true);
  };

  const move = () => {
    setConfirming(false);
    if (!next) return;
    movePhase({
      variables: { propertyId: property.id, phaseId: String(next.id) },
      optimisticResponse: movedPhase(property, {
        id: String(next.id),
        label: next.label,
        nextPhaseId: next.nextPhase ? String(next.nextPhase) : null,
      }),
    }).then(
      () => {
        onConnectionProblem(false);
        notify(MESSAGES.phaseMoved);
      },
      (error: unknown) => {
        const failure = failureMessage(error);
        onConnectionProblem(failure.connection);
        notify(
          failure.message === MESSAGES.phaseAlreadyLast ? failure.message : MESSAGES.phaseMoveFailed(failure.message),
          'error',
        );
      },
    );
  };

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="score-heading">
      <Stack gap="sm">
        <Group gap="md" wrap="nowrap" align="center">
          <ScoreRing percent={complete} />
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={2} size="h4" id="score-heading">
                {phase?.label ?? 'Progress'}
              </Title>
              {busy ? <Loader size="xs" aria-label="Updating the phase" /> : null}
            </Group>
            <Text>{complete}% complete</Text>
            {reached.length ? (
              <Group gap={4} aria-label="Completed phases">
                {reached.map((done) => (
                  <Badge key={done.id} variant="light" color="gray" c="gray.9">
                    {done.label} ✓
                  </Badge>
                ))}
              </Group>
            ) : null}
            {phase?.id === '1' ? (
              <Anchor component="button" type="button" size="sm" onClick={() => setExplaining(true)} ta="left">
                What is Contract Ready?
              </Anchor>
            ) : null}
          </Stack>
        </Group>
        {banner ? (
          <Alert variant="light" color="teal" title="Phase complete" role="status">
            {banner}
          </Alert>
        ) : null}
        {complete >= 100 ? (
          <Group>
            <Button onClick={askToMove} loading={loading}>
              Move to next phase
            </Button>
          </Group>
        ) : null}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Move to next phase" centered>
        <Stack>
          <Text>{MESSAGES.phaseMoveConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={move}>Move to {next?.label ?? 'next phase'}</Button>
          </Group>
        </Stack>
      </Modal>
      <ContractReadyExplainer opened={explaining} onClose={() => setExplaining(false)} />
    </Card>
  );
}
