import { useEffect, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { FailureNotice } from '../components/FailureNotice.tsx';
import type { Failure } from '../failures/classifyFailure.ts';
import type { TermsModal } from './TermsModal.tsx';

type Modal = typeof TermsModal;

/**
 * What a signed-in user who has not accepted the terms meets on any page but the properties list
 * (which opens the modal itself, spec 01 §2): the terms at once, in place of the page, so no
 * property or action is reached by a quick tap, a bookmark or a link (docs/decisions/0382-terms-before-use.md).
 * Nothing of the page is loaded behind it; accepting shows the page.
 */
export function TermsGate({ viewerId, pageTitle }: { viewerId: string; pageTitle: string }) {
  const [Part, setPart] = useState<Modal | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  useEffect(() => {
    let live = true;
    void import('./TermsModal.tsx').then(
      (module) => live && setPart(() => module.TermsModal),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <Stack gap="md">
      <Title order={1}>{pageTitle}</Title>
      <Text>Please accept the Terms and Conditions to open this page.</Text>
      <FailureNotice failure={failure} />
      {Part ? (
        <Part viewerId={viewerId} accepted={false} onAcceptResult={setFailure} delayMs={0} waitForServer />
      ) : null}
    </Stack>
  );
}
