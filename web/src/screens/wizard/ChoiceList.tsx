import { Stack, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

type Choice = { key: string; label: ReactNode };

/** A list of full-width buttons, one per choice: easy to hit on a phone, and each one a keyboard stop. */
export function ChoiceList({
  label,
  choices,
  onChoose,
  busyKey,
}: {
  label: string;
  choices: Choice[];
  onChoose: (key: string) => void;
  busyKey?: string | null;
}) {
  return (
    <Stack component="ul" gap={6} p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
      {choices.map((choice) => (
        <li key={choice.key}>
          <UnstyledButton
            onClick={() => onChoose(choice.key)}
            disabled={Boolean(busyKey)}
            aria-busy={busyKey === choice.key || undefined}
            w="100%"
            p="sm"
            style={{
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-md)',
              opacity: busyKey && busyKey !== choice.key ? 0.6 : 1,
            }}
          >
            {choice.label}
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
