/**
 * The properties list as the benches ask for it: the REST page of 30 (the yardstick), the same page
 * through GraphQL with the REST fields only (what the bare gateway can answer too), and the page as
 * the screens use it, each card with its vault, action plan and the viewer's organisation (the
 * measure the GraphQL list's target, at least 0.75x the REST list, is about). Shared by `npm run bench`
 * (run-bench.ts) and `npm run bench:machinery` (machinery-bench.ts).
 */
import type { Target } from './load.ts';

export const PAGE_SIZE = 30;
export const ACCOUNT = 'demo-agent';

const CARD =
  'id name city complete phase { id label } userEmails agenciesNames createdAt lastSignIn viewerCan { viewCompletion viewMeta }';
const PAGE_INFO = 'pageInfo { page total totalPages hasNextPage }';

/** The REST list's fields only: the bare gateway answers this too. */
export const LIST_QUERY = `query Properties { properties(page: 1, pageSize: ${PAGE_SIZE}) { nodes { ${CARD} } ${PAGE_INFO} } }`;

/** The page of 30 with what the screens nest in it: every card's vault and action plan, and the viewer's organisation. */
export const NESTED_QUERY = `query PropertiesNested { viewer { id user { id organisation { id name typeName numAgents numProperties } } } properties(page: 1, pageSize: ${PAGE_SIZE}) { nodes { ${CARD} vault { id documents { id name } viewerMayUpload } actionPlan { id complete allSellersSigned items { id status } } } ${PAGE_INFO} } }`;

export type ListKey = 'rest' | 'graphql' | 'nested';

/** The three forms of the list for one signed-in token, against the product at `origin`. */
export function listTargets(origin: string, idToken: string): Record<ListKey, Target> {
  const auth = { authorizationjwt: idToken };
  const graphql = (label: string, query: string, operationName: string): Target => ({
    label,
    method: 'POST',
    url: `${origin}/graphql`,
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query, operationName }),
    graphql: true,
  });
  return {
    rest: {
      label: 'REST list',
      method: 'GET',
      url: `${origin}/api/properties?page=1&page_size=${PAGE_SIZE}`,
      headers: auth,
    },
    graphql: graphql('GraphQL list', LIST_QUERY, 'Properties'),
    nested: graphql('GraphQL list with vault, action plan and organisation', NESTED_QUERY, 'PropertiesNested'),
  };
}

/** One request: it must answer 2xx (and, for GraphQL, data without errors); returns the body and `x-upstream-calls`. */
export async function probe(target: Target): Promise<{ body: unknown; upstreamCalls: number | undefined }> {
  const response = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
  const body = (await response.json()) as { errors?: unknown; data?: unknown };
  if (!response.ok || (target.graphql && (body.errors || !body.data)))
    throw new Error(`${target.label} probe failed (${response.status}): ${JSON.stringify(body)}`);
  const calls = response.headers.get('x-upstream-calls');
  return { body, upstreamCalls: calls === null ? undefined : Number(calls) };
}
