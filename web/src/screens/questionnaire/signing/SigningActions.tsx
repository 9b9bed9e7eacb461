import type { ApolloCache } from '@apollo/client';
import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { signBlockedReason, SIGN_TOOLTIPS } from '../../../../../domain/signing/rules.ts';
import { useAuth } from '../../../auth/AuthContext.tsx';
import { useViewer } from '../../../auth/useViewer.ts';
import { useCompleteFormMutation, useSignFormMutation, type QuestionnaireQuery } from '../../../gql/forms.ts';
import { useNotify } from '../../../notifications/Notifier.tsx';
import { useProductTheme } from '../../../theme/ThemeContext.tsx';
import { notSignedBecause } from '../saveFailure.ts';
import type { SaveOutcome } from '../../../../../domain/forms/autosave-machine.ts';
import { isAnswersChanged } from './answersChanged.ts';
import { CompleteModal } from './CompleteModal.tsx';
import { openDocument } from './downloadDocument.ts';
import { forgetProperty, optimisticSignature } from '../../../cache/effects.ts';
import { SignModal } from './SignModal.tsx';
import { markPrompted, wasPrompted } from './signPrompted.ts';

type Form = QuestionnaireQuery['questionnaire'];

/**
 * A button that says why it cannot be pressed, in words on screen beside it (a phone shows no
 * tooltip), and stays focusable so a screen reader reads the reason with it.
 */
function GuardedButton({
  reason,
  busy,
  onClick,
  children,
  variant,
}: {
  reason: string | null;
  busy: boolean;
  onClick: () => void;
  children: string;
  variant?: string;
}) {
  const reasonId = useId();
  const blocked = busy || reason !== null;
  return (
    <Stack gap={2} align="flex-start">
      <Button
        variant={variant}
        loading={busy}
        data-disabled={blocked ? true : undefined}
        aria-disabled={blocked ? true : undefined}
        aria-describedby={reason ? reasonId : undefined}
        onClick={(event) => (blocked ? event.preventDefault() : onClick())}
      >
        {children}
      </Button>
      {reason ? (
        <Text id={reasonId} size="xs" c="gray.7" maw={220} data-testid="disabled-reason">
          {reason}
        </Text>
      ) : null}
    </Stack>
  );
}

type Props = {
  form: Form;
  propertyId: string;
  completion: number;
  /** Sends every waiting answer and waits for every save under way; signing goes ahead only on `ok`. */
  saveAll: () => Promise<SaveOutcome>;
  autoOpen: boolean;
  /** The revision of the answers the screen has shown: the signature covers exactly those (and the seller's own). */
  answersRevision: string;
  /** Told, with the revision sent, when the signature was refused because someone else changed the answers since. */
  onAnswersChanged: (since: string) => void;
};

/**
 * 'Download draft' and 'Sign form' (or Complete, for preliminary information) with their prompts
 * (spec 02 §2.1, §4.1, §4.3, §5.2). Signing first saves what waits (the spec cancels the debounced
 * save: it is sent at once instead, so nothing typed is lost), then shows the signature at once
 * (rolled back on failure), refreshes the property and returns to the dashboard. When the answers
 * cannot all be saved, nothing is signed and the seller is told why. The signature names the
 * answers revision the screen showed; when someone else changed an answer since, the server
 * refuses it and the screen shows the changes before the seller signs again.
 */
export function SigningActions({
  form,
  propertyId,
  completion,
  saveAll,
  autoOpen,
  answersRevision,
  onAnswersChanged,
}: Props) {
  const notify = useNotify();
  const navigate = useNavigate();
  const auth = useAuth();
  const theme = useProductTheme();
  const signing = form.signing;
  const completes = form.path === 'preliminary';
  const reason = signBlockedReason({
    path: form.path,
    completion,
    isSeller: signing.isSeller,
    signedByMe: signing.signedByMe,
  });
  const shownReason = completes && reason === SIGN_TOOLTIPS.incomplete ? SIGN_TOOLTIPS.mustComplete : reason;
  const [opened, setOpened] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [saving, setSaving] = useState(false);
  const { viewer } = useViewer();
  // The prompt opens by itself when the viewer can first sign (spec 02 §2.1): on load, or as the
  // last answer completes the form. Once only: on later visits the seller signs with 'Sign form'.
  useEffect(() => {
    if (!autoOpen || reason !== null || !viewer) return;
    if (wasPrompted(viewer.id, propertyId, form.questionnaireId)) return;
    markPrompted(viewer.id, propertyId, form.questionnaireId);
    setOpened(true);
  }, [autoOpen, reason, viewer, propertyId, form.questionnaireId]);

  /** The revision the last signature was sent with. */
  const sentRevision = useRef<string | null>(null);
  const afterSigning = {
    // The dashboard reads the property's completion and signatures afresh.
    update: (cache: ApolloCache) => forgetProperty(cache, propertyId),
    onCompleted: () => {
      notify(MESSAGES.signedSuccessfully);
      void navigate(`/properties/${propertyId}`);
    },
    onError: (error: Error) => {
      // Someone else changed the answers since the screen showed them: the screen shows what, not a toast.
      if (isAnswersChanged(error) && sentRevision.current !== null) onAnswersChanged(sentRevision.current);
      else notify(error.message, 'error');
    },
  };
  const [signForm, signState] = useSignFormMutation(afterSigning);
  const [completeForm, completeState] = useCompleteFormMutation(afterSigning);

  /** Saves what waits; true when the server confirmed every answer, else says why and keeps the form open. */
  const answersSaved = async () => {
    setSaving(true);
    const outcome = await saveAll();
    setSaving(false);
    if (outcome.ok) return true;
    setOpened(false);
    notify(notSignedBecause(outcome.failure), 'error');
    return false;
  };

  const sign = async (name: string) => {
    if (!(await answersSaved())) return;
    setOpened(false);
    sentRevision.current = answersRevision;
    void signForm({
      variables: { input: { propertyId, questionnaireId: form.questionnaireId, name, answersRevision } },
      optimisticResponse: {
        __typename: 'Mutation',
        signForm: optimisticSignature(signing, { name, completion, accept: false, at: new Date() }),
      },
    }).catch(() => undefined);
  };

  const complete = async (input: { sellerName: string; sellerType: number; date: string }) => {
    if (!(await answersSaved())) return;
    setOpened(false);
    sentRevision.current = answersRevision;
    void completeForm({
      variables: { input: { propertyId, questionnaireId: form.questionnaireId, ...input, answersRevision } },
      optimisticResponse: {
        __typename: 'Mutation',
        completeForm: optimisticSignature(signing, {
          name: input.sellerName,
          completion,
          accept: true,
          at: new Date(),
        }),
      },
    }).catch(() => undefined);
  };

  const download = async () => {
    setDownloading(true);
    try {
      await openDocument({
        propertyId,
        themeId: theme.key,
        path: form.path,
        token: auth.getIdToken(),
        fileTitle: signing.allSigned ? form.name : `${form.name} - Draft`,
      });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <GuardedButton
        variant="default"
        busy={downloading}
        reason={completion < 100 ? SIGN_TOOLTIPS.mustComplete : null}
        onClick={() => void download()}
      >
        {signing.allSigned ? 'Download' : 'Download draft'}
      </GuardedButton>
      <GuardedButton
        busy={saving || signState.loading || completeState.loading}
        reason={shownReason}
        onClick={() => setOpened(true)}
      >
        {completes ? 'Complete' : 'Sign form'}
      </GuardedButton>
      {completes ? (
        <CompleteModal
          opened={opened}
          sellerTypes={form.sellerTypes ?? []}
          busy={saving || completeState.loading}
          onClose={() => setOpened(false)}
          onComplete={(input) => void complete(input)}
        />
      ) : (
        <SignModal
          opened={opened}
          formName={form.name}
          busy={saving || signState.loading}
          onClose={() => setOpened(false)}
          onSign={(name) => void sign(name)}
        />
      )}
    </>
  );
}
