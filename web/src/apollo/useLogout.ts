import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useAuth } from '../auth/AuthContext.tsx';

/** Logs out: forgets the cached data of this user, then the stored user, then the provider session. */
export function useLogout(): () => Promise<void> {
  const client = useApolloClient();
  const auth = useAuth();
  return useCallback(async () => {
    await client.clearStore();
    await auth.logout();
  }, [client, auth]);
}
