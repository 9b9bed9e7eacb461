import type { ApolloClient } from '@apollo/client';
import { AcceptInvitationsDocument } from '../gql/graphql.ts';
import { takeReturnTo } from '../auth/returnTo.ts';
import { forgetInvitation, pendingInvitation } from './pendingInvitation.ts';

type Accepted = { propertyId: string | null; properties: readonly { id: string }[] };

/**
 * Where to go once invitations are settled: the property of the link opened, else the page the
 * user was going to before signing in, else the one property just accepted, else the list. A link
 * that could not be accepted is said on the list, and forgotten so it is not tried at every sign-in.
 */
export function destinationAfterInvitations(
  accepted: Accepted | null,
  refusal: string | null,
): { path: string; message?: string } {
  forgetInvitation();
  if (refusal) return { path: '/properties', message: refusal };
  if (accepted?.propertyId) return { path: `/properties/${accepted.propertyId}` };
  const returnTo = takeReturnTo();
  if (returnTo) return { path: returnTo };
  return { path: accepted?.properties.length === 1 ? `/properties/${accepted.properties[0].id}` : '/properties' };
}

/**
 * A signed-in user who opens an invitation link: accepts it, and whatever else was sent to the
 * verified email. (At sign-in the same happens inside completeSignIn.)
 */
export async function acceptAfterSignIn(client: ApolloClient): Promise<{ path: string; message?: string }> {
  const token = pendingInvitation();
  try {
    const { data } = await client.mutate({ mutation: AcceptInvitationsDocument, variables: { token } });
    return destinationAfterInvitations(data?.acceptInvitations ?? null, null);
  } catch (error) {
    return destinationAfterInvitations(null, token ? (error instanceof Error ? error.message : String(error)) : null);
  }
}
