import { Button, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useNotify } from '../../../notifications/Notifier.tsx';
import type { PlanItem } from './planItem.ts';
import { disabledReasons } from './disabledReasons.ts';

/**
 * Complete Form, View Form, Sign and Share (spec 01 §4), enabled as the server decided. Sign opens
 * the form, where the sign prompt opens on load; Share hands the form's address to the phone's
 * share sheet, or copies it.
 */
export function ItemButtons({ item, to, isSeller }: { item: PlanItem; to: string; isSeller: boolean }) {
  const notify = useNotify();
  const share = async () => {
    const url = new URL(to, window.location.origin).toString();
    if (typeof navigator.share === 'function') {
      await navigator.share({ title: item.label, text: `Please sign ${item.label}`, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard.writeText(url).then(
      () => notify(`Copied the link to ${item.label} to the clipboard`),
      () => notify(`Copy failed: the link is ${url}`, 'error'),
    );
  };
  const can = item.viewerCan;
  const reasons = disabledReasons(item, isSeller);
  const reasonsId = useId();
  const described = reasons.length ? reasonsId : undefined;
  return (
    <Stack gap={4} miw={0}>
      <Group gap={6} wrap="wrap" miw={0}>
        <LinkButton to={to} enabled={can.complete} label="Complete Form" item={item} variant="filled" />
        <LinkButton to={to} enabled={can.view} label="View Form" item={item} variant="default" />
        <LinkButton to={to} enabled={can.sign} label="Sign" item={item} variant="light" />
        <Button
          size="compact-sm"
          variant="light"
          disabled={!can.share}
          onClick={() => void share()}
          aria-label={`Share ${item.label}`}
          aria-describedby={can.share ? undefined : described}
        >
          Share
        </Button>
      </Group>
      {reasons.length ? (
        <Text id={reasonsId} size="xs" c="gray.7" data-testid="disabled-reasons">
          {reasons.join(' ')}
        </Text>
      ) : null}
    </Stack>
  );
}

function LinkButton({
  to,
  enabled,
  label,
  item,
  variant,
}: {
  to: string;
  enabled: boolean;
  label: string;
  item: PlanItem;
  variant: 'filled' | 'default' | 'light';
}) {
  const name = `${label} ${item.label}`;
  if (!enabled) {
    return (
      <Button size="compact-sm" variant={variant} disabled aria-label={name}>
        {label}
      </Button>
    );
  }
  return (
    <Button size="compact-sm" variant={variant} component={Link} to={to} aria-label={name}>
      {label}
    </Button>
  );
}
