import { useState, type FormEvent } from 'react';
import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '../../../../domain/messages.ts';
import { UNLIMITED } from '../../../../domain/property-creation.ts';
import { useMonthlyLimitQuery, useSetMonthlyLimitMutation } from '../../gql/wizard.ts';
import { useNotify } from '../../notifications/Notifier.tsx';

/**
 * The Admin Panel's global monthly limit of new properties (spec 02 §6, §7): -1 is unlimited.
 * Shown to viewers with the global admin options permission.
 */
export function MonthlyLimitSetting() {
  const notify = useNotify();
  const { data } = useMonthlyLimitQuery();
  const [draft, setDraft] = useState<string | number | null>(null);
  const [save, { loading }] = useSetMonthlyLimitMutation({
    onCompleted: () => {
      setDraft(null);
      notify(MESSAGES.monthlyLimitUpdated);
    },
    onError: () => notify(MESSAGES.monthlyLimitUpdateFailed, 'error'),
  });
  const limit = data?.monthlyLimit;
  if (!limit) return null;
  const value = draft ?? limit.value;
  const valid = typeof value === 'number' && Number.isInteger(value) && value >= UNLIMITED;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) void save({ variables: { value } });
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
            <NumberInput
              label="New properties per month"
              value={value}
              onChange={setDraft}
              min={UNLIMITED}
              allowDecimal={false}
              w={220}
              error={valid ? undefined : 'Enter -1 or a whole number'}
            />
            <Button type="submit" loading={loading} disabled={!valid || value === limit.value}>
              Save limit
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
