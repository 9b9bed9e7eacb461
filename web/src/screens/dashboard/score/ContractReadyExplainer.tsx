import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';

/** The Contract Ready explainer (spec 01 §1, §2): what the optional next phase is and what it takes. */
export function ContractReadyExplainer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Contract Ready" centered>
      <Stack gap="sm">
        <Text>
          Contract Ready is the optional phase after Move Ready. It gathers what your buyer&apos;s solicitor needs for
          the draft contract, so the sale can move as soon as you accept an offer. It usually takes under 30 minutes.
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>Check your property information, fixtures and fittings and preliminary information.</List.Item>
          <List.Item>Answer the conveyancing enquiries your buyer&apos;s solicitor raises.</List.Item>
          <List.Item>
            Every seller signs each form; your agent or solicitor can then order the Exchange Ready Search Pack.
          </List.Item>
        </List>
        <Text size="sm" c="gray.7">
          Once Move Ready reaches 100% and every seller has signed, use Move to next phase on the dashboard.
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
