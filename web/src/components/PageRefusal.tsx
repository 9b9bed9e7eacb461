import { Alert, Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';

/**
 * A page the viewer may not open, said in place with the reason and a way on, instead of sending
 * them elsewhere without a word.
 */
export function PageRefusal({ message, back }: { message: string; back: { to: string; label: string } }) {
  return (
    <Stack gap="md" align="flex-start">
      <Alert color="red" variant="light" role="alert" title="Not allowed">
        {message}
      </Alert>
      <Anchor component={Link} to={back.to}>
        {back.label}
      </Anchor>
    </Stack>
  );
}
