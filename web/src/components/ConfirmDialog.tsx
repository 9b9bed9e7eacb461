import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type Props = {
  /** False keeps it closed; callers that render it only while asking leave it out. */
  opened?: boolean;
  title?: string;
  /** What will happen, as the spec words the question ("Are you sure…?"). */
  message: string;
  /** The confirming button's label, a verb: "Revoke", "Discard", "Resend invite". */
  action: string;
  /** Red for what cannot be undone. */
  destructive?: boolean;
  loading?: boolean;
  /** Why the last attempt failed, shown above the buttons. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** The "are you sure" step of every screen: what will happen, Cancel, and the action. */
export function ConfirmDialog({
  opened = true,
  title = 'Please confirm',
  message,
  action,
  destructive = true,
  loading = false,
  error = null,
  onConfirm,
  onClose,
}: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
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
          <Button color={destructive ? 'red.8' : undefined} loading={loading} onClick={onConfirm}>
            {action}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
