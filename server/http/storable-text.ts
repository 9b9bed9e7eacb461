import { MESSAGES } from '../../domain/messages.ts';

/**
 * PostgreSQL refuses U+0000 in text and in jsonb, and an unpaired UTF-16 surrogate is either
 * refused (jsonb's `\ud800`) or silently turned into U+FFFD by the driver's UTF-8 encoding. Either
 * way what was sent is not what would be stored, so such text is refused before any handler runs.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deeper than any body or variables the product takes (an answer list is 5 levels). */
export const MAX_NESTING = 32;

export type TextRefusal = { kind: 'nul' | 'surrogate' | 'depth'; path: string };

/** What is wrong with one string (a NUL before a lone surrogate), or null. */
export function unstorableIn(text: string): 'nul' | 'surrogate' | null {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'surrogate' : null;
}

function walkable(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  // Plain data only: parsed JSON, and the params and query objects Fastify builds on a prototype
  // without Object's (null or one level above it); not an upload's stream or promise.
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}

/**
 * The first string (value or key) in parsed JSON that cannot be stored, or the first place nested
 * deeper than MAX_NESTING, with its path (`body/answers/q1`). Walks without recursion, so a body of
 * a million brackets costs a loop, not the stack.
 */
export function findUnstorableText(value: unknown, root: string): TextRefusal | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (typeof current.value === 'string') {
      const kind = unstorableIn(current.value);
      if (kind) return { kind, path: current.path };
      continue;
    }
    if (!walkable(current.value)) continue;
    if (current.depth >= MAX_NESTING) return { kind: 'depth', path: current.path };
    // Pushed last to first, so the first problem in reading order is the one reported.
    for (const [key, child] of Object.entries(current.value).reverse()) {
      const path = `${current.path}/${key}`;
      const kind = unstorableIn(key);
      if (kind) return { kind, path: current.path };
      pending.push({ value: child, path, depth: current.depth + 1 });
    }
  }
  return null;
}

/** The user's words for a refusal: where the text is and why it cannot be kept. */
export function describeRefusal(refusal: TextRefusal): string {
  if (refusal.kind === 'depth') return MESSAGES.nestedTooDeeply(refusal.path, MAX_NESTING);
  return refusal.kind === 'nul' ? MESSAGES.nulCharacter(refusal.path) : MESSAGES.unpairedSurrogate(refusal.path);
}
