import { useMatch } from 'react-router-dom';
import { useViewerQuery } from '../gql/graphql.ts';
import { useAuth } from './AuthContext.tsx';

/**
 * The signed-in viewer (role, permissions, organisation), fetched once and shared through the
 * cache. While a sign-in completes, completeSignIn answers the viewer into the cache, so nothing
 * asks for it meanwhile.
 */
export function useViewer() {
  const auth = useAuth();
  const completingSignIn = useMatch('/auth/callback') !== null;
  const result = useViewerQuery({ skip: !auth.user || completingSignIn });
  return { ...result, viewer: auth.user ? (result.data?.viewer ?? null) : null };
}
