import { GraphQLError } from 'graphql';
import { MAX_PAGE_SIZE, PROPERTY_PAGE_SIZE } from '../../domain/pagination.ts';
import { PROGRAM_MESSAGES } from '../../domain/messages/programs.ts';

/**
 * Relay cursor connections (issue 28): `first`/`after` forwards, `last`/`before` backwards. A cursor
 * is the item's key in its list's order (a property's id, a person's user id), wrapped so clients
 * treat it as opaque: a page after a cursor starts after that key whatever was added or removed
 * meanwhile, never at an offset that inserts would shift.
 */
export type ConnectionArgs = {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
};

export type PageRequest = { direction: 'forward' | 'backward'; size: number; cursor?: string };

export type Edge<T> = { cursor: string; node: T };
export type ConnectionSource<T> = {
  edges: Edge<T>[];
  nodes: T[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
};

const CURSOR_VERSION = 'v1';

function badInput(message: string, argumentName: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', argumentName } });
}

export function encodeCursor(kind: string, key: string | number): string {
  return Buffer.from(`${CURSOR_VERSION}:${kind}:${key}`, 'utf8').toString('base64url');
}

/** The key inside a cursor of this kind, or INVALID_CURSOR for anything this list did not give out. */
export function decodeCursor(kind: string, cursor: string, keyPattern: RegExp, argumentName: string): string {
  const prefix = `${CURSOR_VERSION}:${kind}:`;
  const text = /^[A-Za-z0-9_-]{1,400}$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const key = text.startsWith(prefix) ? text.slice(prefix.length) : '';
  if (!keyPattern.test(key) || encodeCursor(kind, key) !== cursor) {
    throw new GraphQLError(PROGRAM_MESSAGES.cursorInvalid(cursor.length > 80 ? `${cursor.slice(0, 80)}…` : cursor), {
      extensions: { code: 'INVALID_CURSOR', argumentName },
    });
  }
  return key;
}

/** Which way and how far: `first`/`after` or `last`/`before`, never a mix; 30 forwards when neither size is given. */
export function pageRequest(args: ConnectionArgs): PageRequest {
  const { first, after, last, before } = args;
  if (first != null && last != null) throw badInput(PROGRAM_MESSAGES.connectionOneDirection, 'last');
  const backward = last != null || (first == null && before != null);
  if ((backward && after != null) || (!backward && before != null))
    throw badInput(PROGRAM_MESSAGES.connectionOneDirection, backward ? 'after' : 'before');
  const size = (backward ? last : first) ?? PROPERTY_PAGE_SIZE;
  if (!Number.isInteger(size) || size < 0 || size > MAX_PAGE_SIZE)
    throw badInput(PROGRAM_MESSAGES.connectionSizeInvalid(MAX_PAGE_SIZE), backward ? 'last' : 'first');
  const cursor = (backward ? before : after) ?? undefined;
  return { direction: backward ? 'backward' : 'forward', size, cursor };
}

/**
 * A page from what the source reported: `total` matches of the filters, `remaining` of them beyond
 * the cursor in the direction of travel (this page included), `nodes` in list order.
 */
export function connectionOf<T>(
  nodes: T[],
  cursorOf: (node: T) => string,
  request: PageRequest,
  counts: { total: number; remaining: number },
): ConnectionSource<T> {
  const edges = nodes.map((node) => ({ cursor: cursorOf(node), node }));
  const beyond = counts.remaining > nodes.length;
  const behind = counts.total > counts.remaining;
  return {
    edges,
    nodes,
    pageInfo: {
      hasNextPage: request.direction === 'forward' ? beyond : behind,
      hasPreviousPage: request.direction === 'forward' ? behind : beyond,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: counts.total,
  };
}

type ListKey = { kind: string; keyOf: (item: never) => string | number; numeric: boolean; order: 'asc' | 'desc' };

/**
 * A connection over a whole list the API answers in one call (the admin tables): ordered by key,
 * and paged by key, so an item added or removed elsewhere in the list does not shift a page.
 */
export function connectionFromList<T>(
  items: readonly T[],
  list: Omit<ListKey, 'keyOf'> & { keyOf: (item: T) => string | number },
  args: ConnectionArgs,
): ConnectionSource<T> {
  const request = pageRequest(args);
  const sign = list.order === 'asc' ? 1 : -1;
  const compare = (a: string | number, b: string | number) =>
    sign * (list.numeric ? Number(a) - Number(b) : a < b ? -1 : a > b ? 1 : 0);
  const sorted = [...items].sort((a, b) => compare(list.keyOf(a), list.keyOf(b)));
  const key =
    request.cursor === undefined
      ? undefined
      : decodeCursor(
          list.kind,
          request.cursor,
          list.numeric ? /^\d{1,10}$/ : /^.{1,200}$/s,
          request.direction === 'forward' ? 'after' : 'before',
        );
  const from: string | number | undefined = key === undefined ? undefined : list.numeric ? Number(key) : key;
  const beyond =
    from === undefined
      ? sorted
      : sorted.filter((item) =>
          request.direction === 'forward' ? compare(list.keyOf(item), from) > 0 : compare(list.keyOf(item), from) < 0,
        );
  const page =
    request.direction === 'forward'
      ? beyond.slice(0, request.size)
      : beyond.slice(Math.max(0, beyond.length - request.size));
  return connectionOf(page, (item) => encodeCursor(list.kind, list.keyOf(item)), request, {
    total: sorted.length,
    remaining: beyond.length,
  });
}
