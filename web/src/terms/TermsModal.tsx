import { useEffect, useState } from 'react';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SESSION_MESSAGES } from '../../../domain/messages/session.ts';
import { useLogout } from '../apollo/useLogout.ts';
import { leaveAuthNotice } from '../auth/authNotice.ts';
import { classifyFailure, type Failure } from '../failures/classifyFailure.ts';
import { useAcceptTermsMutation } from '../gql/actions.ts';
import { useProductTheme } from '../theme/ThemeContext.tsx';

type Props = {
  viewerId: string;
  accepted: boolean;
  /** Tells the screen how the accept call failed, or null when it succeeded (spec 01 §4: the banner). */
  onAcceptResult(failure: Failure | null): void;
  /** How long after the screen loads the modal opens: 500 ms on the properties list (spec 01 §9), at once elsewhere. */
  delayMs: number;
  /**
   * Whether the page behind opens only once the server has recorded the acceptance. The properties
   * list accepts optimistically (the list is served either way); a property page waits, since the
   * API refuses its reads until the acceptance is stored.
   */
  waitForServer?: boolean;
};

/**
 * Terms and Conditions (spec 01 §2, §4): opens when the viewer has not accepted them — 500 ms after
 * the properties list loads, at once in front of any other page — and cannot be dismissed: only
 * Accept (optimistic on the properties list) or Decline (log out).
 */
export function TermsModal({ viewerId, accepted, onAcceptResult, delayMs, waitForServer = false }: Props) {
  const theme = useProductTheme();
  const logout = useLogout();
  const [due, setDue] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [acceptTerms, { loading: accepting }] = useAcceptTermsMutation();

  useEffect(() => {
    if (accepted) return;
    const timer = setTimeout(() => setDue(true), delayMs);
    return () => clearTimeout(timer);
  }, [accepted, delayMs]);

  const accept = () => {
    const optimisticResponse = {
      __typename: 'Mutation' as const,
      acceptTerms: { __typename: 'Viewer' as const, id: viewerId, acceptedTerms: true },
    };
    acceptTerms(waitForServer ? {} : { optimisticResponse }).then(
      () => onAcceptResult(null),
      // The optimistic answer is rolled back, so the modal shows again.
      (error: unknown) => onAcceptResult(error instanceof Error ? classifyFailure(error) : { kind: 'connection' }),
    );
  };

  const decline = () => {
    setDeclining(true);
    // The provider's logout comes back to /auth, which says why the user is there.
    leaveAuthNotice(SESSION_MESSAGES.termsDeclined);
    void logout();
  };

  return (
    <Modal.Root
      opened={due && !accepted}
      onClose={() => undefined}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      size="lg"
    >
      <Modal.Overlay />
      <Modal.Content>
        {/* A plain div: Mantine's default <header> would add a second banner landmark to the page. */}
        <Modal.Header {...{ component: 'div' }}>
          <Modal.Title fw={700}>Terms and Conditions</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            <Text>
              Before you carry on, please read and accept the{' '}
              <Anchor component={Link} to="/terms">
                {theme.appName} Terms and Conditions
              </Anchor>
              . They explain how we store the information and documents you add about your property, who you choose to
              share them with, and your responsibilities for the answers you give.
            </Text>
            <Text>If you decline, you will be logged out.</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={decline} loading={declining}>
                Decline
              </Button>
              <Button onClick={accept} loading={waitForServer && accepting}>
                Accept
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
