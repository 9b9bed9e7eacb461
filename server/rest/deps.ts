import type { Db } from '../store/database.ts';
import type { TokenVerifier } from '../auth/verify-token.ts';
import type { RouteRecord } from './auth/authenticate.ts';
import type { UploadConfig } from '../config.ts';
import type { FileStorage } from '../services/file-storage/file-storage.ts';
import type { Providers } from '../services/providers.ts';
import type { SearchesProvider } from '../services/searches/searches.ts';

/** What the REST API needs from the process that mounts it. */
export type RestDeps = {
  db: Db;
  verifyToken: TokenVerifier;
  databaseKind: 'pglite' | 'postgres';
  storage: FileStorage;
  uploads: UploadConfig;
  /** Address lookup, Land Registry and portal, as configuration chose them. */
  providers: Providers;
  /** Where property searches are ordered. */
  searches: SearchesProvider;
  /** Filled with every route as it is registered, so tests can enumerate what the server exposes. */
  routes?: RouteRecord[];
};
