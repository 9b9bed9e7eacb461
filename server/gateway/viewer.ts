import { GraphQLError } from 'graphql';
import type { GatewayContext } from './context.ts';
import type { RestUser } from './rest/payloads.ts';

function unauthenticated(): GraphQLError {
  return new GraphQLError('Please log in to continue.', { extensions: { code: 'UNAUTHENTICATED' } });
}

/** The signed-in user's record; the @auth directive has already refused calls without a sign-in. */
export async function viewerOf(context: GatewayContext): Promise<RestUser> {
  if (!context.viewerId) throw unauthenticated();
  return context.rest.knownUser(context.viewerId) ?? context.rest.user(context.viewerId);
}

/**
 * The viewer's record when this request already holds it (the properties list carries it), so a
 * check on each of a page's rows costs no promise; undefined when it must still be fetched.
 */
export function knownViewerOf(context: GatewayContext): RestUser | undefined {
  return context.viewerId ? context.rest.knownUser(context.viewerId) : undefined;
}

/** GraphQL ids are strings; property and organisation ids are positive integers underneath. */
export function numericId(id: string, what: string): number {
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) {
    throw new GraphQLError(`${what} id must be a positive whole number.`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return Number(id);
}
