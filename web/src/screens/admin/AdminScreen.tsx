import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { adminButtonsFor } from '../../../../domain/admin/admin-panel.ts';
import { UNLIMITED } from '../../../../domain/property-creation.ts';
import { FailureNotice } from '../../components/FailureNotice.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { failureOf } from '../../failures/classifyFailure.ts';
import { useAdminPanelQuery } from '../../gql/admin.ts';
import { useViewer } from '../../auth/useViewer.ts';
import { MonthlyLimitSetting } from './MonthlyLimitSetting.tsx';

/**
 * `/admin`, the Admin Panel (spec 02 §6): credits remaining unless unlimited, the number of
 * agencies under the brand, the global monthly limit, and a button for every screen the viewer
 * may open.
 */
export default function AdminScreen() {
  const { viewer } = useViewer();
  const globalOptions = viewer?.permissions.includes('GLOBAL_ADMIN_OPTIONS') ?? false;
  const { data, error, loading, refetch } = useAdminPanelQuery({ variables: { globalOptions } });
  if (error) return <FailureNotice failure={failureOf(error)} onRetry={() => void refetch()} />;
  if (loading || !data) return <PageLoader label="Loading the Admin Panel" />;

  const permissions = data.viewer.permissions;
  const organisation = data.viewer.user.organisation;
  const buttons = adminButtonsFor(permissions);
  return (
    <Stack gap="lg">
      <Title order={1}>Admin Panel</Title>
      {organisation ? (
        <Paper withBorder p="md" radius="md" component="section" aria-label="Your organisation">
          <Stack gap={4}>
            <Text fw={600}>{organisation.name}</Text>
            {organisation.credits !== UNLIMITED ? <Text>Credits remaining: {organisation.credits}</Text> : null}
            {permissions.includes('VIEW_AGENCIES_UNDER_BRAND') ? (
              <Text>Agencies under this brand: {organisation.numAgencies}</Text>
            ) : null}
          </Stack>
        </Paper>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="nav" aria-label="Admin screens">
        {buttons.map((button) => (
          <Button key={button.route} component={Link} to={button.route} variant="light" size="md" fullWidth>
            {button.label}
          </Button>
        ))}
      </SimpleGrid>
      {globalOptions ? <MonthlyLimitSetting /> : null}
    </Stack>
  );
}
