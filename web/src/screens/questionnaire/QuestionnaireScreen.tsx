import { Accordion, Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import {
  FORM_COMPLETE_LABEL,
  NEXT_UNANSWERED_LABEL,
  nextUnanswered,
} from '../../../../domain/forms/next-unanswered.ts';
import { sectionStartsExpanded } from '../../../../domain/forms/layout.ts';
import { indexQuestions } from '../../../../domain/forms/questions.ts';
import { useViewer } from '../../auth/useViewer.ts';
import { ConnectionProblemBanner } from '../../components/ConnectionProblemBanner.tsx';
import { FailureNotice } from '../../components/FailureNotice.tsx';
import { failureOf } from '../../failures/classifyFailure.ts';
import { PageLoader } from '../../components/PageLoader.tsx';
import { PropertyPageHeading, PropertyPageLoading } from '../../components/PropertyPageHeading.tsx';
import { useDrawnInBackground } from '../../rendering/useDrawnInBackground.ts';
import { useQuestionnaireQuery, type QuestionnaireQuery } from '../../gql/forms.ts';
import { sourceLines, useConfirmSection, withoutUncounted } from './confirmSection.ts';
import { useNotify } from '../../notifications/Notifier.tsx';
import { Fireworks } from './Fireworks.tsx';
import { FormHelp } from './FormHelp.tsx';
import { FormIntro } from './FormIntro.tsx';
import { answersFrom } from './fromQuery.ts';
import { LockedBySignature, RefusedAnswers } from './SaveProblems.tsx';
import { SectionPanel } from './SectionPanel.tsx';
import type { SaveStatus } from '../../../../domain/forms/autosave-machine.ts';
import { useAutosave } from './useAutosave.ts';
import type { AnswerValue, Question } from '../../../../domain/forms/definition.ts';
import { ENQUIRIES_COMPLETE_MESSAGE } from '../../../../domain/forms/enquiries.ts';
import { asksForLeaseCopy } from '../../../../domain/forms/lease-request.ts';
import { FormFilesProvider } from './FormFiles.tsx';
import { LeaseholdIntro } from './LeaseholdIntro.tsx';
import { useRequests } from './useRequests.ts';
import { ConflictChoice } from './live/ConflictChoice.tsx';
import { useLiveForm } from './live/useLiveForm.ts';
import { PresenceChips } from '../../live/PresenceChips.tsx';
import { useSocketLost } from '../../live/useSocketLost.ts';
import { SigningActions } from './signing/SigningActions.tsx';
import { SigningNotice } from './signing/SigningNotice.tsx';
import { ChangedAnswers } from './signing/ChangedAnswers.tsx';
import { changeNote } from './signing/changeNote.ts';
import { useSeenAnswers } from './signing/useSeenAnswers.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { displayedCompletion, WAITING_FOR_SIGNATURES } from '../../../../domain/signing/rules.ts';

const STATUS_TEXT: Record<SaveStatus, string> = {
  saved: 'All changes saved',
  unsaved: 'Unsaved changes',
  saving: 'Saving…',
  offline: 'Not saved yet',
  held: 'Not saved: change the answer marked in red',
  conflict: 'Not saved: choose between the two answers marked below',
  refused: 'Some answers were not saved',
  locked: 'Not saved: the form has been signed',
};

/**
 * A questionnaire screen (spec 02 §2.1) for the form with the given id. `title`, the form's name as
 * the route knows it, is the heading while the form is on its way.
 */
export function QuestionnaireScreen({ questionnaireId, title }: { questionnaireId: number; title?: string }) {
  const { id: propertyId = '' } = useParams();
  const { data: answer, error, refetch } = useQuestionnaireQuery({ variables: { propertyId, questionnaireId } });
  // The form is first drawn in slices, the loader kept until then (useDrawnInBackground).
  const data = useDrawnInBackground(answer);
  // A refusal or a bad request says so in its own words; only a lost connection offers a retry.
  if (error && !answer) return <FailureNotice failure={failureOf(error)} onRetry={() => void refetch()} asPage />;
  // A refetch (after a save found the form signed) keeps the form on screen, with what it holds.
  if (!data)
    return title ? (
      <PropertyPageLoading propertyId={propertyId} name={title} label="Loading the form" />
    ) : (
      <PageLoader label="Loading the form" />
    );
  return (
    <FormFilesProvider propertyId={propertyId} attachments={data.questionnaire.attachments}>
      <QuestionnaireForm form={data.questionnaire} propertyId={propertyId} />
    </FormFilesProvider>
  );
}

function QuestionnaireForm({ form, propertyId }: { form: QuestionnaireQuery['questionnaire']; propertyId: string }) {
  const { viewer } = useViewer();
  const notify = useNotify();
  // The form as the domain types it, with each question's PDTF rule: the screen checks and counts
  // answers with the very functions the server uses.
  const definition = form.form.definition;
  const serverAnswers = useMemo(() => answersFrom(form), [form]);
  const disabled = useMemo(() => new Set(form.disabledQuestions), [form.disabledQuestions]);
  const [celebrating, setCelebrating] = useState(false);
  const onSectionComplete = useCallback(() => {
    notify(definition.path === 'conveyancingEnquiries' ? ENQUIRIES_COMPLETE_MESSAGE : 'Section complete!');
    setCelebrating(true);
  }, [notify, definition.path]);
  const { requestLeaseAgreement, requestCheckAndSend, sending } = useRequests(propertyId);

  const client = useApolloClient();
  // A save that found the form signed reloads it, so the signature and the locked answers show.
  const onLocked = useCallback(() => void client.refetchQueries({ include: ['Questionnaire'] }), [client]);

  // Answers from records that count only once the seller confirms them.
  const uncounted = useMemo(
    () =>
      new Set(
        form.answers
          .filter((answer) => answer.source?.kind === 'RECORD' && answer.source.counted === false)
          .map((answer) => answer.questionKey),
      ),
    [form.answers],
  );
  const {
    answers,
    completion,
    status,
    refusals,
    lockedMessage,
    setAnswer: saveAnswer,
    hold,
    flush,
    saveAll,
    adoptServerAnswers,
    conflicts,
    changedElsewhere,
    settleConflict,
  } = useAutosave({
    userId: viewer?.id ?? 'anonymous',
    propertyId,
    questionnaireId: form.questionnaireId,
    formId: form.id,
    definition,
    serverAnswers,
    onSectionComplete,
    onLocked,
    uncounted,
  });
  const confirmSection = useConfirmSection(form, propertyId);
  const seenAnswers = useSeenAnswers({
    propertyId,
    questionnaireId: form.questionnaireId,
    opened: form.answersRevision,
    adoptServerAnswers,
  });
  const liveNotes = useLiveForm({
    propertyId,
    questionnaireId: form.questionnaireId,
    viewerId: viewer?.id,
    changedElsewhere,
  });
  const socketLost = useSocketLost();
  // A change a co-seller made while the form is open, or, once a signature was refused for them,
  // the changes the seller has to look at before signing again (who and when, in full).
  const changeNotes = useMemo(
    () => ({
      ...liveNotes,
      ...Object.fromEntries((seenAnswers.changes ?? []).map((change) => [change.questionKey, changeNote(change)])),
    }),
    [seenAnswers.changes, liveNotes],
  );

  // Choosing "Obtain a copy" for the lease also asks us to add the agreement (spec 02 §7).
  const setAnswer = useCallback(
    (question: Question, value: AnswerValue | null) => {
      if (asksForLeaseCopy(question, answers[question.id], value)) void requestLeaseAgreement();
      saveAnswer(question, value);
    },
    [answers, requestLeaseAgreement, saveAnswer],
  );

  const index = useMemo(() => indexQuestions(definition), [definition]);
  // An answer from a record that does not count yet is one to go to (it offers "These are right").
  const next = useMemo(
    () => nextUnanswered(definition, withoutUncounted(answers, uncounted, serverAnswers)),
    [definition, answers, uncounted, serverAnswers],
  );
  const [open, setOpen] = useState<string[]>(() =>
    sectionStartsExpanded(definition.sections.length) ? [definition.sections[0].id] : [],
  );
  const [focus, setFocus] = useState<{ sectionId: string; key: string; nonce: number }>();
  // The heading and the section list are committed first; the open section's questions then in a
  // second background render, so neither render nor commit holds a phone's main thread for the whole
  // form at once (React builds each render in slices, but commits it in one task).
  const questionsDrawn = useDeferredValue(true, false);
  const sectionNames = useMemo(
    () => Object.fromEntries(definition.sections.map((section) => [section.id, section.name])),
    [definition.sections],
  );
  // Once any seller has signed, nobody may change the answers.
  const writable = new Set(form.signing.locked ? [] : form.writableSections);
  const prefilled = form.answers.some((answer) => answer.source?.kind === 'TITLE' || answer.source?.kind === 'RECORD');
  const sources = useMemo(
    () => sourceLines(form.answers, serverAnswers, answers),
    [form.answers, serverAnswers, answers],
  );
  const confirmable = new Set(form.signing.locked ? [] : form.confirmableSections);

  const show = (sectionId: string, questionId: string) => {
    setOpen((sections) => (sections.includes(sectionId) ? sections : [...sections, sectionId]));
    setFocus({ sectionId, key: questionId, nonce: Date.now() });
    requestAnimationFrame(() =>
      document.getElementById(`section-${sectionId}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
  };
  const goToNext = () => {
    if (!next.done) show(next.sectionId, next.questionId);
  };
  const sectionOf = (questionId: string) =>
    definition.sections.find((candidate) =>
      candidate.groups.some((group) => group.questions.some((question) => question.id === questionId)),
    );
  const showQuestion = (questionId: string) => {
    const section = sectionOf(questionId);
    if (section) show(section.id, questionId);
  };
  // A signature refused for answers changed meanwhile: the form is read again, and the sections
  // holding the changes open, so the seller sees each one marked before signing again.
  const onAnswersChanged = (since: string) => {
    seenAnswers.showChanges(since).then(
      (changes) => {
        const sections = changes.flatMap((change) => sectionOf(change.questionKey)?.id ?? []);
        setOpen((current) => [...new Set([...current, ...sections])]);
      },
      () => notify(MESSAGES.answersChangedUnread, 'error'),
    );
  };

  const answerable = form.canAnswerAll || form.writableSections.length > 0;
  // A complete form has no question left to go to: the reason stands in place of the button, so a
  // phone, which shows no hover, says it too (spec 02 §5.2).
  const nextButton = next.done ? (
    <Text size="sm" c="green.9" fw={600} data-testid="form-complete">
      ✓ {FORM_COMPLETE_LABEL}
    </Text>
  ) : answerable ? (
    <Button variant="light" onClick={goToNext}>
      {NEXT_UNANSWERED_LABEL}
    </Button>
  ) : null;
  // A complete form shows 99 until every seller has signed it.
  // Conveyancing enquiries are answered, not signed (spec 02 §4.4): complete is 100 there at once.
  const shownPercent =
    definition.path === 'conveyancingEnquiries'
      ? (completion.percent ?? 0)
      : (displayedCompletion(completion.percent ?? 0, { sellers: form.signing.sellers, signed: form.signing.signed }) ??
        0);
  const capped = shownPercent < (completion.percent ?? 0);
  const signingActions = (autoOpen: boolean) =>
    definition.path === 'conveyancingEnquiries' ? null : (
      <SigningActions
        form={form}
        propertyId={propertyId}
        completion={completion.percent ?? 0}
        saveAll={saveAll}
        autoOpen={autoOpen}
        answersRevision={seenAnswers.seen}
        onAnswersChanged={onAnswersChanged}
      />
    );

  if (form.accepted) return <Navigate to={`/properties/${propertyId}`} replace />;

  return (
    <Stack gap="lg">
      {definition.path === 'leasehold' && form.ta6Part1Active && answerable ? (
        <LeaseholdIntro propertyId={propertyId} preliminaryAccepted={form.preliminaryAccepted} />
      ) : null}
      <Stack gap={4}>
        <PropertyPageHeading propertyId={propertyId} name={form.name} />
        <Group gap="sm" wrap="nowrap" align="center">
          <Progress value={shownPercent} style={{ flex: 1 }} aria-label={`${shownPercent}% complete`} />
          <Text size="sm" fw={600}>
            {shownPercent}%
          </Text>
        </Group>
        <PresenceChips
          propertyId={propertyId}
          viewerId={viewer?.id}
          questionnaireId={form.questionnaireId}
          section={open[open.length - 1]}
          sectionNames={sectionNames}
        />
        {/* Every section reads 100 while the form reads 99: say why (spec 01 §4). */}
        {capped ? (
          <Text size="sm" c="gray.7" data-testid="completion-capped">
            {WAITING_FOR_SIGNATURES}
          </Text>
        ) : null}
        {/* A reader saves nothing, so a save status would claim work they never did. */}
        {answerable ? (
          <Text
            size="sm"
            c={
              status === 'offline' ||
              status === 'held' ||
              status === 'conflict' ||
              status === 'refused' ||
              status === 'locked'
                ? 'red.8'
                : 'gray.7'
            }
            aria-live="polite"
            data-testid="save-status"
          >
            {STATUS_TEXT[status]}
          </Text>
        ) : null}
      </Stack>

      {/* Only a lost connection or a server fault is a connection problem; a refusal says what to change. */}
      {/* The live socket lost is a connection problem too: others' changes are not arriving. */}
      {status === 'offline' || socketLost ? <ConnectionProblemBanner onRetry={() => void flush()} /> : null}
      {lockedMessage ? <LockedBySignature message={lockedMessage} /> : null}
      {seenAnswers.changes ? <ChangedAnswers changes={seenAnswers.changes} onShow={showQuestion} /> : null}
      <RefusedAnswers refusals={refusals} index={index} onShow={showQuestion} />

      <SigningNotice signing={form.signing} />

      {form.signing.locked ? null : answerable ? (
        <Alert variant="light" title="Your changes will be saved automatically as you go along.">
          {prefilled
            ? 'We have pre-filled some answers for you. Please check them and change any that are not right.'
            : 'You can leave and come back at any time.'}
        </Alert>
      ) : (
        <Alert variant="light" color="gray" title="Read only">
          You can read this form but not change it.
        </Alert>
      )}

      <FormIntro path={definition.path} />

      <Group>
        {nextButton}
        {signingActions(true)}
        <FormHelp path={definition.path} propertyId={propertyId} formName={form.name} />
        {definition.path === 'leasehold' && answerable && !form.signing.locked ? (
          <Button variant="default" loading={sending} onClick={() => void requestCheckAndSend()}>
            Ask us to check and send
          </Button>
        ) : null}
      </Group>

      <Accordion multiple value={open} onChange={setOpen} variant="separated" chevronPosition="right">
        {definition.sections.map((section, position) => (
          <div key={section.id} id={`section-${section.id}`}>
            <SectionPanel
              definition={definition}
              section={section}
              position={position}
              answers={answers}
              index={index}
              disabled={disabled}
              percent={completion.sections[section.id] ?? null}
              writable={writable.has(section.id)}
              sources={sources}
              confirmable={confirmable.has(section.id) && writable.has(section.id)}
              onConfirm={() => confirmSection(section.id)}
              refusals={refusals}
              changes={changeNotes}
              conflict={(question) =>
                conflicts[question.id] ? (
                  <ConflictChoice
                    question={question}
                    mine={answers[question.id]}
                    conflict={conflicts[question.id]!}
                    onSettle={(keep) => settleConflict(question.id, keep)}
                  />
                ) : null
              }
              onAnswer={setAnswer}
              onHeld={hold}
              focusKey={focus?.sectionId === section.id ? { key: focus.key, nonce: focus.nonce } : undefined}
              open={questionsDrawn && open.includes(section.id)}
            />
          </div>
        ))}
      </Accordion>

      <Group>
        {nextButton}
        {signingActions(false)}
        {definition.path === 'preliminary' ? (
          <Button component={Link} to={`/properties/${propertyId}`} variant="default">
            Return to control panel
          </Button>
        ) : null}
      </Group>
      {celebrating ? <Fireworks onDone={() => setCelebrating(false)} /> : null}
    </Stack>
  );
}
