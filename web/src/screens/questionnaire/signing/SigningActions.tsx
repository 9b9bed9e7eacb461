import { Button, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { signBlockedReason, SIGN_TOOLTIPS } from '../../../../../domain/signing/rules.ts';
import { useAuth } from '../../../auth/AuthContext.tsx';
import { useCompleteFormMutation, useSignFormMutation, type QuestionnaireQuery } from '../../../gql/forms.ts';
import { useNotify } from '../../../notifications/Notifier.tsx';
import { useProductTheme } from '../../../theme/ThemeContext.tsx';
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

/**
 * 'Download draft' and 'Sign form' (or Complete, for preliminary information) with their prompts
 * (spec 02 §2.1, §4.1, §4.3, §5.2). Signing cancels the pending autosave, shows the signature at
 * once (rolled back on failure), refreshes the property and returns to the dashboard.
 */
export function SigningActions({ form, propertyId, completion, cancelAutosave, autoOpen }: { form: Form; propertyId: string; completion: number; cancelAutosave: () => void; autoOpen: boolean }) {
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

  const sign = (name: string) => {
    cancelAutosave();
    setOpened(false);
    void signForm({
      variables: { input: { propertyId, questionnaireId: form.questionnaireId, name } },
      optimisticResponse: {
        __typename: 'Mutation',
        signForm: { __typename: 'FormSigned', signatureId: 'pending', answersSha256: '', signing: signedOptimistically(signing, name, completion, false) },
      },
    }).catch(() => undefined);
  };

  const complete = (input: { sellerName: string; sellerType: number; date: string }) => {
    cancelAutosave();
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
      <GuardedButton reason={signState.loading || completeState.loading ? 'Signing…' : shownReason} onClick={() => setOpened(true)}>
        {completes ? 'Complete' : 'Sign form'}
      </GuardedButton>
      {completes ? (
        <CompleteModal opened={opened} sellerTypes={form.sellerTypes ?? []} busy={completeState.loading} onClose={() => setOpened(false)} onComplete={complete} />
      ) : (
        <SignModal opened={opened} formName={form.name} busy={signState.loading} onClose={() => setOpened(false)} onSign={sign} />
      )}
    </>
  );
}
