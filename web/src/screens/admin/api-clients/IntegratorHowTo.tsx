import { Anchor, Code, List, Text } from '@mantine/core';

/** Opens beside the admin screen: the reader is in the middle of setting a client up. */
const external = { target: '_blank', rel: 'noreferrer' } as const;

/**
 * What an administrator needs to hand an integrator, said on the screen itself rather than sent to
 * read the repository's README, which an administrator of a deployed product does not have.
 */
export function IntegratorHowTo() {
  const origin = window.location.origin;
  return (
    <>
      <Text size="sm">
        An API client lets an integrator’s system use the API as an agent of one organisation: it sees what such an
        agent sees and may do what an agent may. Give the integrator the client id and secret; their system then:
      </Text>
      <List size="sm" type="ordered" spacing={4}>
        <List.Item>
          asks for an access token with the OpenID client-credentials grant, sending the id and secret with HTTP Basic
          to <Code>{`${origin}/oidc/token`}</Code> (or to your own sign-in service, for a client registered there). A
          token lasts 15 minutes;
        </List.Item>
        <List.Item>
          sends it as <Code>Authorization: Bearer …</Code> to the GraphQL API at <Code>{`${origin}/graphql`}</Code> or
          the REST API at <Code>{`${origin}/api`}</Code>.
        </List.Item>
      </List>
      <Text size="sm">
        Every REST operation is described, with its fields, in the{' '}
        <Anchor href="/api/reference/" {...external}>
          REST API reference
        </Anchor>
        . Revoking a client stops its tokens at once.
      </Text>
    </>
  );
}

/** How a receiver is sent events and checks them, on the webhooks panel itself. */
export function WebhookHowTo() {
  return (
    <Text size="sm">
      When something happens to a property this client’s organisation sees, each receiver is sent a POST with the event
      as JSON (<Code>id</Code>, <Code>type</Code>, <Code>occurredAt</Code>, <Code>data</Code>). The receiver should
      check each one before trusting it: its <Code>webhook-signature</Code> header is the HMAC-SHA256 of the{' '}
      <Code>webhook-id</Code>, the <Code>webhook-timestamp</Code> and the raw body, made with the receiver’s signing
      secret, as{' '}
      <Anchor href="https://www.standardwebhooks.com/" {...external}>
        Standard Webhooks
      </Anchor>{' '}
      describes. A delivery the receiver does not answer with a 2xx status is sent again later; the latest deliveries
      and how each went are listed below.
    </Text>
  );
}
