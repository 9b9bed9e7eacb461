import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type Props = {
  title: string;
  message: string;
  /** The confirming button's label, a verb: "Revoke", "Discard". */
  action: string;
  /** Red for what cannot be undone. */
  destructive?: boolean;
  loading: boolean;
  /** Why the last attempt failed, shown above the buttons. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** The admin screens' "are you sure" step: what will happen, Cancel, and the action. */
export function ConfirmDialog({
  title,
  message,
  action,
  destructive = true,
  loading,
  error,
  onConfirm,
  onClose,
}: Props) {
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        {error ? (
          <Text role="alert" c="red.8" size="sm">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={destructive ? 'red' : undefined} loading={loading} onClick={onConfirm}>
            {action}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
