import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isSignerNameValid } from '../../../../../domain/signing/rules.ts';

type Option = { key: string; label: string };

/**
 * Completing preliminary information (spec 02 §4.3): a name longer than 1 character, then a seller
 * type other than 0; Complete sends the type, the name and the date.
 */
export function CompleteModal({
  opened,
  sellerTypes,
  busy,
  onClose,
  onComplete,
}: {
  opened: boolean;
  sellerTypes: readonly Option[];
  busy: boolean;
  onClose: () => void;
  onComplete: (input: { sellerName: string; sellerType: number; date: string }) => void;
}) {
  const [name, setName] = useState('');
  const [sellerType, setSellerType] = useState<string | null>(null);
  const named = isSignerNameValid(name);
  const chosen = sellerType !== null && sellerType !== '0';
  const date = new Date().toLocaleDateString('en-GB');
  return (
    <Modal opened={opened} onClose={onClose} title="Complete preliminary information" centered>
      <Stack>
        <Text size="sm">
          Completing confirms your answers are true to the best of your knowledge and maps them across to your other
          forms.
        </Text>
        <TextInput
          label="Type your full name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          autoComplete="name"
          data-autofocus
        />
        {named ? (
          <Select
            label="I am completing this as"
            placeholder="Choose one"
            data={sellerTypes
              .filter((option) => option.key !== '0')
              .map((option) => ({ value: option.key, label: option.label }))}
            value={sellerType}
            onChange={setSellerType}
            allowDeselect={false}
          />
        ) : null}
        {named && chosen ? (
          <Group justify="flex-end">
            <Text size="sm" c="gray.7">
              {date}
            </Text>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              loading={busy}
              onClick={() => onComplete({ sellerName: name, sellerType: Number(sellerType), date })}
            >
              Complete
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}
