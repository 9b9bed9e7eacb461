import { Button, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { signBlockedReason, SIGN_TOOLTIPS } from '../../../../../domain/signing/rules.ts';
import { useAuth } from '../../../auth/AuthContext.tsx';
import { useCompleteFormMutation, useSignFormMutation, type QuestionnaireQuery } from '../../../gql/forms.ts';
import { useNotify } from '../../../notifications/Notifier.tsx';
import { useProductTheme } from '../../../theme/ThemeContext.tsx';
import { notSignedBecause } from '../saveFailure.ts';
import type { SaveOutcome } from '../useAutosave.ts';
import { CompleteModal } from './CompleteModal.tsx';
import { openDocument } from './downloadDocument.ts';
import { signedOptimistically } from './optimisticSigning.ts';
import { SignModal } from './SignModal.tsx';

type Form = QuestionnaireQuery['questionnaire'];

/** A button that keeps its tooltip when disabled (a disabled button gets no pointer events). */
function GuardedButton({ reason, onClick, children, variant }: { reason: string | null; onClick: () => void; children: string; variant?: string }) {
  return (
    <Tooltip label={reason ?? ''} disabled={!reason}>
      <Button variant={variant} data-disabled={reason ? true : undefined} aria-disabled={reason ? true : undefined} onClick={(event) => (reason ? event.preventDefault() : onClick())}>
        {children}
      </Button>
    </Tooltip>
  );
}

type Props = {
  form: Form;
  propertyId: string;
  completion: number;
  /** Sends every waiting answer and waits for every save under way; signing goes ahead only on `ok`. */
  saveAll: () => Promise<SaveOutcome>;
  autoOpen: boolean;
};

/**
 * 'Download draft' and 'Sign form' (or Complete, for preliminary information) with their prompts
 * (spec 02 §2.1, §4.1, §4.3, §5.2). Signing first saves what waits (the spec cancels the debounced
 * save: it is sent at once instead, so nothing typed is lost), then shows the signature at once
 * (rolled back on failure), refreshes the property and returns to the dashboard. When the answers
 * cannot all be saved, nothing is signed and the seller is told why.
 */
export function SigningActions({ form, propertyId, completion, saveAll, autoOpen }: Props) {
  const notify = useNotify();
  const navigate = useNavigate();
  const auth = useAuth();
  const theme = useProductTheme();
  const signing = form.signing;
  const completes = form.path === 'preliminary';
  const reason = signBlockedReason({ path: form.path, completion, isSeller: signing.isSeller, signedByMe: signing.signedByMe });
  const shownReason = completes && reason === SIGN_TOOLTIPS.incomplete ? SIGN_TOOLTIPS.mustComplete : reason;
  const [opened, setOpened] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [saving, setSaving] = useState(false);
  // The prompt opens by itself on load when the viewer can sign (spec 02 §2.1).
  useEffect(() => {
    if (autoOpen && reason === null) setOpened(true);
    // Only on load: later changes of the answers do not pop it up again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const afterSigning = {
    update: (cache: { evict: (options: { id?: string }) => boolean; identify: (object: { __typename: string; id: string }) => string | undefined; gc: () => string[] }) => {
      // The dashboard reads the property's completion and signatures afresh.
      cache.evict({ id: cache.identify({ __typename: 'Property', id: propertyId }) });
      cache.gc();
    },
    onCompleted: () => {
      notify(MESSAGES.signedSuccessfully);
      void navigate(`/properties/${propertyId}`);
    },
    onError: (error: Error) => notify(error.message, 'error'),
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
    void signForm({
      variables: { input: { propertyId, questionnaireId: form.questionnaireId, name } },
      optimisticResponse: {
        __typename: 'Mutation',
        signForm: { __typename: 'FormSigned', signatureId: 'pending', answersSha256: '', signing: signedOptimistically(signing, name, completion, false) },
      },
    }).catch(() => undefined);
  };

  const complete = async (input: { sellerName: string; sellerType: number; date: string }) => {
    if (!(await answersSaved())) return;
    setOpened(false);
    void completeForm({
      variables: { input: { propertyId, questionnaireId: form.questionnaireId, ...input } },
      optimisticResponse: {
        __typename: 'Mutation',
        completeForm: { __typename: 'FormSigned', signatureId: 'pending', answersSha256: '', signing: signedOptimistically(signing, input.sellerName, completion, true) },
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
      <GuardedButton variant="default" reason={downloading ? 'Preparing the document' : completion < 100 ? SIGN_TOOLTIPS.mustComplete : null} onClick={() => void download()}>
        {signing.allSigned ? 'Download' : 'Download draft'}
      </GuardedButton>
      <GuardedButton reason={saving || signState.loading || completeState.loading ? 'Signing…' : shownReason} onClick={() => setOpened(true)}>
        {completes ? 'Complete' : 'Sign form'}
      </GuardedButton>
      {completes ? (
        <CompleteModal opened={opened} sellerTypes={form.sellerTypes ?? []} busy={saving || completeState.loading} onClose={() => setOpened(false)} onComplete={(input) => void complete(input)} />
      ) : (
        <SignModal opened={opened} formName={form.name} busy={saving || signState.loading} onClose={() => setOpened(false)} onSign={(name) => void sign(name)} />
      )}
    </>
  );
}
