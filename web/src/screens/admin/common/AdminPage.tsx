import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** The frame of every admin screen: a way back to the Admin Panel, the heading, the content. */
export function AdminPage({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin" size="sm">
        ← Admin Panel
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1}>{title}</Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
