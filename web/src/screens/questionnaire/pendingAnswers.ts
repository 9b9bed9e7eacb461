import type { AnswerValue } from '../../../../domain/forms/definition.ts';

/** Answers typed but not yet confirmed by the server; null clears an answer. */
export type Pending = Record<string, AnswerValue | null>;

/**
 * Unconfirmed answers live in the browser until the server has them, so a reload, a lost
 * connection or an expired session loses nothing: they are sent again when the form next opens.
 * Keyed by user as well, so a shared computer never hands one person's answers to another.
 */
export function pendingStore(userId: string, propertyId: string, questionnaireId: number) {
  const key = `move-ready:pending:${userId}:${propertyId}:${questionnaireId}`;
  return {
    read(): Pending {
      try {
        const raw = window.localStorage.getItem(key);
        return raw ? (JSON.parse(raw) as Pending) : {};
      } catch {
        return {};
      }
    },
    write(pending: Pending) {
      try {
        if (Object.keys(pending).length === 0) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, JSON.stringify(pending));
      } catch {
        // Storage full or disabled: the answers are still held in memory and sent as usual.
      }
    },
  };
}

/** What is still unconfirmed after the server accepted `sent`: answers changed since stay pending. */
export function afterConfirmed(pending: Pending, sent: Pending): Pending {
  const rest: Pending = {};
  for (const [key, value] of Object.entries(pending)) {
    if (!(key in sent) || JSON.stringify(sent[key]) !== JSON.stringify(value)) rest[key] = value;
  }
  return rest;
}
