import { Alert, Anchor, Text } from '@mantine/core';
import { SUPPORT_EMAIL } from '../../config.ts';

type Props = { organisationName: string };

/** Shown instead of Add property when the organisation has no credits left (spec 01 §2, §9). */
export function CreditsNote({ organisationName }: Props) {
  const subject = encodeURIComponent(`Credit request for ${organisationName}`);
  const body = encodeURIComponent(`Please add property credits to ${organisationName}.`);
  return (
    <Alert variant="light" title="No credits left" role="note">
      <Text size="sm">
        {organisationName} has no credits left for adding properties.{' '}
        <Anchor href={`mailto:${SUPPORT_EMAIL}?subject=${subject}&body=${body}`}>Request more credits</Anchor> or email
        us at <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>.
      </Text>
    </Alert>
  );
}
