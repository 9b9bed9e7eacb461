import { permissionsOf } from '../../../domain/permissions.ts';
import { isRoleCode, roleLabel } from '../../../domain/roles.ts';
import type { ViewerResolvers } from '../generated/resolvers-types.ts';

export const Viewer: ViewerResolvers = {
  user: (user) => user,
  roleLabel: (user) => (isRoleCode(user.role) ? roleLabel(user.role) : 'Unknown role'),
  permissions: (user) => (isRoleCode(user.role) ? permissionsOf(user.role) : []),
  acceptedTerms: (user) => user.accepted_tcs,
};
