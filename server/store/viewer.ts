import type { RoleCode } from '../../domain/roles.ts';

/** Who is asking: everything the store needs to decide tenancy. */
export type Viewer = { id: string; role: RoleCode; organisationId: number | null };
