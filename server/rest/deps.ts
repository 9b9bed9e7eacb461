import type { Db } from '../store/database.ts';
import type { TokenVerifier } from '../auth/verify-token.ts';

/** What the REST API needs from the process that mounts it. */
export type RestDeps = { db: Db; verifyToken: TokenVerifier; databaseKind: 'pglite' | 'postgres' };
