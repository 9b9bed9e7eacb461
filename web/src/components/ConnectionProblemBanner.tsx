import { Alert, Button, Group } from '@mantine/core';
import { SESSION_MESSAGES } from '../../../domain/messages/session.ts';

type Props = { onRetry?: () => void };

/** The connection-problem banner of spec 01 §4/§8, naming the host the app was loaded from and linking to the status page. */
export function ConnectionProblemBanner({ onRetry }: Props) {
  // The server names the status page (STATUS_URL, an http or https address) in index.html; none when unset.
  const status = document.querySelector<HTMLMetaElement>('meta[name="status-url"]')?.content;
  return (
    <Alert color="red" variant="light" role="alert" title="Connection problem">
      <Group justify="space-between" align="center" gap="sm">
        <span>
          {SESSION_MESSAGES.connectionProblem(window.location.host)}
          {status && (
            // A plain link: the banner is part of the first bundle, which stays small.
            <a
              href={status}
              target="_blank"
              rel="noopener noreferrer"
              style={{ marginLeft: 4, color: 'inherit', fontWeight: 600 }}
            >
              Check the service status
            </a>
          )}
        </span>
        {onRetry ? (
          <Button size="xs" variant="default" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
