import type { ApolloClient } from '@apollo/client';
import { AcceptInvitationsDocument } from '../gql/graphql.ts';
import { forgetInvitation, pendingInvitation } from './pendingInvitation.ts';

/**
 * After every sign-in: accepts the invitation link opened before it, and whatever else was sent to
 * the verified email. Answers where to go next: the invited property, or the list with a message.
 */
export async function acceptAfterSignIn(client: ApolloClient): Promise<{ path: string; message?: string }> {
  const token = pendingInvitation();
  try {
    const { data } = await client.mutate({ mutation: AcceptInvitationsDocument, variables: { token } });
    forgetInvitation();
    const accepted = data?.acceptInvitations;
    const propertyId = accepted?.propertyId ?? (accepted?.properties.length === 1 ? accepted.properties[0].id : null);
    return { path: propertyId ? `/properties/${propertyId}` : '/properties' };
  } catch (error) {
    // The server's refusal (expired, another email, not verified) is said on the list; a link that
    // cannot work now is forgotten so it is not tried at every sign-in.
    forgetInvitation();
    return token ? { path: '/properties', message: error instanceof Error ? error.message : String(error) } : { path: '/properties' };
  }
}
