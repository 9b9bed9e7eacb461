import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';

/**
 * Leasehold information's intro (spec 02 §2.2), shown on opening when the property has
 * ta6_part1_active: with preliminary information accepted it says the answers were mapped across;
 * otherwise it recommends completing preliminary information first.
 */
export function LeaseholdIntro({
  propertyId,
  preliminaryAccepted,
}: {
  propertyId: string;
  preliminaryAccepted: boolean;
}) {
  const [opened, setOpened] = useState(true);
  const close = () => setOpened(false);
  return (
    <Modal opened={opened} onClose={close} title="Before you start" size="md">
      {preliminaryAccepted ? (
        <Stack gap="md">
          <Text>
            Your answers from Preliminary Information were mapped across to this form, so many questions are already
            answered. Please check them and answer the rest.
          </Text>
          <Group justify="flex-end">
            <Button onClick={close}>Continue</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>
            We recommend completing Preliminary Information first. Its answers are mapped across to this form, so you
            will not have to give them twice.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Continue here
            </Button>
            <Button component={Link} to={`/properties/${propertyId}/preliminary-information`}>
              Take me to Preliminary Information
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
