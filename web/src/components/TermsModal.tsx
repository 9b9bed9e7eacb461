import { useEffect, useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useLogout } from '../apollo/useLogout.ts';
import { useAcceptTermsMutation } from '../gql/graphql.ts';
import { TERMS_MODAL_DELAY_MS } from '../screens/properties/constants.ts';
import { useProductTheme } from '../theme/ThemeContext.tsx';

type Props = {
  viewerId: string;
  accepted: boolean;
  /** Tells the screen whether the accept call reached the server (for the connection banner). */
  onAcceptResult(ok: boolean): void;
};

/**
 * Terms and Conditions (spec 01 §2, §4): opens 500 ms after the screen loads when the viewer has
 * not accepted them, and cannot be dismissed — only Accept (optimistic) or Decline (log out).
 */
export function TermsModal({ viewerId, accepted, onAcceptResult }: Props) {
  const theme = useProductTheme();
  const logout = useLogout();
  const [due, setDue] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [acceptTerms] = useAcceptTermsMutation();

  useEffect(() => {
    if (accepted) return;
    const timer = setTimeout(() => setDue(true), TERMS_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [accepted]);

  const accept = () => {
    acceptTerms({
      optimisticResponse: {
        __typename: 'Mutation',
        acceptTerms: { __typename: 'Viewer', id: viewerId, acceptedTerms: true },
      },
    }).then(
      () => onAcceptResult(true),
      // The optimistic answer is rolled back, so the modal shows again.
      () => onAcceptResult(false),
    );
  };

  const decline = () => {
    setDeclining(true);
    void logout();
  };

  return (
    <Modal
      opened={due && !accepted}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      size="lg"
      title="Terms and Conditions"
    >
      <Stack gap="md">
        <Text>
          Before you carry on, please read and accept the {theme.appName} Terms and Conditions. They explain how we
          store the information and documents you add about your property, who you choose to share them with, and
          your responsibilities for the answers you give.
        </Text>
        <Text>If you decline, you will be logged out.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={decline} loading={declining}>
            Decline
          </Button>
          <Button onClick={accept}>Accept</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
