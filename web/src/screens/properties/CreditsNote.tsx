import { Alert, Anchor, Button, Text } from '@mantine/core';
import { SUPPORT_EMAIL } from '../../config.ts';
import { useRequestCreditsMutation } from '../../gql/graphql.ts';
import { useNotify } from '../../notifications/Notifier.tsx';

type Props = { organisationName: string };

/** The outcomes spec 01 §8 quotes for a credits request. */
export const CREDITS_REQUESTED = 'Request received. We will be in touch.';
export const CREDITS_REQUEST_FAILED = 'Request failed, please get in touch with us.';

/**
 * Shown instead of Add property when the organisation has no credits left (spec 01 §2, §9): a
 * request for more, recorded by the server, and an email link for anything else.
 */
export function CreditsNote({ organisationName }: Props) {
  const notify = useNotify();
  const [requestCredits, { loading, data }] = useRequestCreditsMutation({
    onCompleted: () => notify(CREDITS_REQUESTED),
    onError: () => notify(CREDITS_REQUEST_FAILED, 'error'),
  });
  return (
    <Alert variant="light" title="No credits left" role="note">
      <Text size="sm" mb="xs">
        {organisationName} has no credits left for adding properties. Request more credits, or email us at{' '}
        <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>.
      </Text>
      <Button
        size="xs"
        variant="light"
        loading={loading}
        disabled={Boolean(data)}
        onClick={() => void requestCredits()}
      >
        {data ? 'Credits requested' : 'Request more credits'}
      </Button>
    </Alert>
  );
}
