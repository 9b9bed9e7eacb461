import { useViewerQuery } from '../gql/graphql.ts';
import { useAuth } from './AuthContext.tsx';

/** The signed-in viewer (role, permissions, organisation), fetched once and shared through the cache. */
export function useViewer() {
  const auth = useAuth();
  const result = useViewerQuery({ skip: !auth.user });
  return { ...result, viewer: auth.user ? (result.data?.viewer ?? null) : null };
}
