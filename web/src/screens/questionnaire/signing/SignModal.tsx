import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isSignerNameValid } from '../../../../../domain/signing/rules.ts';

/**
 * The sign prompt (spec 02 §4.1, §5.2): the seller types their name; the part that signs appears
 * only once the name is longer than 1 character.
 */
export function SignModal({
  opened,
  formName,
  busy,
  onClose,
  onSign,
}: {
  opened: boolean;
  formName: string;
  busy: boolean;
  onClose: () => void;
  onSign: (name: string) => void;
}) {
  const [name, setName] = useState('');
  const ready = isSignerNameValid(name);
  return (
    <Modal opened={opened} onClose={onClose} title={`Sign ${formName}`} centered>
      <Stack>
        <Text size="sm">
          Your answers are complete. Signing confirms that, to the best of your knowledge, they are true and complete.
          Once any seller has signed, the answers can no longer be changed.
        </Text>
        <TextInput
          label="Type your full name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          autoComplete="name"
          data-autofocus
        />
        {ready ? (
          <Stack gap="xs" data-testid="sign-section">
            <Text size="sm">
              Signing as <strong>{name.trim()}</strong> on {new Date().toLocaleDateString('en-GB')}.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button onClick={() => onSign(name)} loading={busy}>
                Sign form
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
}
