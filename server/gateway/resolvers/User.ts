import type { UserDetail } from '../../../contracts/users.ts';
import type { GatewayContext } from '../context.ts';
import type { UserResolvers } from '../generated/resolvers-types.ts';
import { isUserDetail, type UserSource } from '../rest/sources.ts';

/** Fields beyond the summary come from the whole record, fetched only when one is asked for. */
const whole = (user: UserSource, { rest }: GatewayContext): Promise<UserDetail> | UserDetail =>
  isUserDetail(user) ? user : rest.user(user.id);

export const User: UserResolvers = {
  acceptedTerms: (user) => user.accepted_tcs,
  dateRegistered: async (user, _args, context) => (await whole(user, context)).date_registered,
  lastActivity: async (user, _args, context) => (await whole(user, context)).last_activity,
  properties: async (user, _args, context) => (await whole(user, context)).properties,
  // The REST record carries it for administrators only; the field's @auth answers null to anyone else.
  disabled: async (user, _args, context) => (await whole(user, context)).disabled ?? null,
};
