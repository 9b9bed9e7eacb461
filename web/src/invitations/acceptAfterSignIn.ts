import type { ApolloClient } from '@apollo/client';
import { AcceptInvitationsDocument } from '../gql/invitations.ts';
import { takeReturnTo } from '../auth/returnTo.ts';
import { forgetInvitation, pendingInvitation } from './pendingInvitation.ts';

/**
 * After every sign-in: accepts the invitation link opened before it, and whatever else was sent to
 * the verified email. Answers where to go next: the property of the link opened, else the page the
 * user was going to before signing in, else the one property just accepted, else the list.
 */
export async function acceptAfterSignIn(client: ApolloClient): Promise<{ path: string; message?: string }> {
  const token = pendingInvitation();
  try {
    const { data } = await client.mutate({ mutation: AcceptInvitationsDocument, variables: { token } });
    forgetInvitation();
    const accepted = data?.acceptInvitations;
    if (accepted?.propertyId) return { path: `/properties/${accepted.propertyId}` };
    const returnTo = takeReturnTo();
    if (returnTo) return { path: returnTo };
    return { path: accepted?.properties.length === 1 ? `/properties/${accepted.properties[0].id}` : '/properties' };
  } catch (error) {
    // The server's refusal (expired, another email, not verified) is said on the list; a link that
    // cannot work now is forgotten so it is not tried at every sign-in.
    forgetInvitation();
    if (!token) return { path: takeReturnTo() ?? '/properties' };
    return { path: '/properties', message: error instanceof Error ? error.message : String(error) };
  }
}
