import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '../../../../domain/messages.ts';
import { monthlyLimitProblem, UNLIMITED } from '../../../../domain/property-creation.ts';
import { TypedNumberInput } from '../../components/TypedNumberInput.tsx';
import { useMonthlyLimitQuery, useSetMonthlyLimitMutation } from '../../gql/wizard.ts';
import { useNotify } from '../../notifications/Notifier.tsx';

/**
 * The Admin Panel's global monthly limit of new properties (spec 02 §6, §7): -1 is unlimited.
 * Shown to viewers with the global admin options permission.
 */
export function MonthlyLimitSetting() {
  const notify = useNotify();
  const { data } = useMonthlyLimitQuery();
  // The limit as typed, kept exactly so: checked, never clamped to -1 or rounded.
  const [draft, setDraft] = useState<string | null>(null);
  const [save, { loading }] = useSetMonthlyLimitMutation({
    onCompleted: () => {
      setDraft(null);
      notify(MESSAGES.monthlyLimitUpdated);
    },
    onError: () => notify(MESSAGES.monthlyLimitUpdateFailed, 'error'),
  });
  const limit = data?.monthlyLimit;
  if (!limit) return null;
  const typed = draft ?? String(limit.value);
  const problem = monthlyLimitProblem(typed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem) void save({ variables: { value: Number(typed) } });
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="monthly-limit-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="monthly-limit-heading">
            Monthly HOP limit
          </Title>
          <Text size="sm">
            {limit.usedThisMonth} added this month
            {limit.value === UNLIMITED ? ', no limit set.' : ` of ${limit.value}.`} Enter -1 for no limit.
          </Text>
          <Group align="flex-end" gap="sm">
            <TypedNumberInput
              label="New properties per month"
              value={typed}
              onTextChange={setDraft}
              w={220}
              error={problem}
            />
            <Button type="submit" loading={loading} disabled={problem !== null || Number(typed) === limit.value}>
              Save limit
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
