import { CombinedGraphQLErrors, type ErrorLike } from '@apollo/client';

/**
 * Whether a signature was refused because someone else changed the answers since the revision the
 * screen sent: the gateway's CONFLICT with the changes in `extensions.changes`.
 */
export function isAnswersChanged(error: ErrorLike): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((item) => item.extensions?.code === 'CONFLICT' && Array.isArray(item.extensions?.changes))
  );
}
