import { GraphQLError } from 'graphql';
import { MESSAGES } from '../../domain/messages.ts';
import type { GatewayContext } from './context.ts';
import type { UserSource } from './rest/sources.ts';

function unauthenticated(): GraphQLError {
  return new GraphQLError(MESSAGES.signInRequired, { extensions: { code: 'UNAUTHENTICATED' } });
}

/** The signed-in user's record; the @auth directive has already refused calls without a sign-in. */
export async function viewerOf(context: GatewayContext): Promise<UserSource> {
  if (!context.viewerId) throw unauthenticated();
  return context.rest.viewer(context.viewerId);
}

/**
 * The viewer's record when this request already holds it (the properties list carries it), so a
 * check on each of a page's rows costs no promise; undefined when it must still be fetched.
 */
export function knownViewerOf(context: GatewayContext): UserSource | undefined {
  return context.viewerId ? context.rest.knownViewer(context.viewerId) : undefined;
}

/** GraphQL ids are strings; property and organisation ids are positive integers underneath. */
export function numericId(id: string, what: string): number {
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) {
    throw new GraphQLError(`${what} id must be a positive whole number.`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return Number(id);
}
