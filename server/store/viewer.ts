import type { RoleCode } from '../../domain/roles.ts';

/** Who is asking: everything the store needs to decide tenancy. */
export type Viewer = {
  id: string;
  role: RoleCode;
  organisationId: number | null;
  /**
   * Organisations the viewer acts for: their agency or firm, or a brand and everything under it.
   * Empty for sellers and simple users, who see only what they sell or created. Unused for
   * administrators, who see everything.
   */
  actsFor: number[];
};
