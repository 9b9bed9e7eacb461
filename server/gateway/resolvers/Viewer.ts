import { permissionsOf } from '../../../domain/permissions.ts';
import { roleLabel } from '../../../domain/roles.ts';
import type { ViewerResolvers } from '../generated/resolvers-types.ts';

export const Viewer: ViewerResolvers = {
  user: (user) => user,
  roleLabel: (user) => roleLabel(user.role),
  permissions: (user) => permissionsOf(user.role),
  acceptedTerms: (user) => user.accepted_tcs,
  brandTheme: (user) => user.organisation?.theme_key ?? null,
};
