import { Button, Group, Modal, Text } from '@mantine/core';

type Props = {
  question: string | null;
  confirmLabel: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
};

/** The spec's confirmations ('Are you sure…?') as a dialog with the question word for word. */
export function ConfirmDialog({ question, confirmLabel, busy, danger, onConfirm, onCancel }: Props) {
  return (
    <Modal opened={question !== null} onClose={onCancel} title="Please confirm" centered>
      <Text mb="md">{question}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color={danger ? 'red.8' : undefined} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
