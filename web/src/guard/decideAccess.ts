import type { Action } from '../../../domain/permissions.ts';
import type { AppRoute } from '../routing/appRoute.ts';

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string }
  /** Signed in, but the role lacks every permission the page asks for: the page says so, and why. */
  | { kind: 'refuse'; anyOf: readonly Action[] };

export type AccessInput = {
  route: Pick<AppRoute, 'name' | 'public' | 'alwaysOpen' | 'anyOf' | 'idKind'>;
  /** The `:id` path parameter, if the route has one. */
  id: string | undefined;
  /** null until the stored sign-in has been read. */
  signedIn: boolean | null;
  /** The server's `viewer.permissions`; null until the viewer is loaded. */
  permissions: readonly string[] | null;
  /** Why the server ended the last session, shown on /auth (spec 01 §8). */
  sessionEndMessage?: string | null;
};

/** The auth screen, with the message it should show, if any. */
export function authPath(message?: string | null): string {
  return message ? `/auth?msg=${encodeURIComponent(message)}` : '/auth';
}

const ID_SHAPES = { number: /^\d+$/, string: /^[^/]+$/ } as const;

/**
 * The access guard of spec 01 §2, as a pure function. Root and auth are always reachable, and send
 * a signed-in user to the properties screen. Every other route waits for the viewer, sends an
 * anonymous user to /auth, and refuses a viewer lacking the route's permission in place, saying
 * why, rather than sending them elsewhere without a word (the spec sends them to /auth or
 * /properties; docs/decisions/0381-one-rule-for-property-pages.md). Permissions come from the
 * server, never from the role.
 */
export function decideAccess({ route, id, signedIn, permissions, sessionEndMessage }: AccessInput): AccessDecision {
  if (route.idKind && (id === undefined || !ID_SHAPES[route.idKind].test(id))) return { kind: 'redirect', to: '/' };

  if (route.alwaysOpen) return { kind: 'allow' };
  if (route.public) {
    if (signedIn === null) return { kind: 'wait' };
    if (signedIn) return { kind: 'redirect', to: '/properties' };
    return route.name === 'root' ? { kind: 'redirect', to: '/auth' } : { kind: 'allow' };
  }

  if (signedIn === null) return { kind: 'wait' };
  if (!signedIn) return { kind: 'redirect', to: authPath(sessionEndMessage) };
  if (permissions === null) return { kind: 'wait' };
  if (!route.anyOf || route.anyOf.length === 0) return { kind: 'allow' };
  if (route.anyOf.some((action) => permissions.includes(action))) return { kind: 'allow' };
  return { kind: 'refuse', anyOf: route.anyOf };
}
