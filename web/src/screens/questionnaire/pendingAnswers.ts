import type { Pending } from '../../../../domain/forms/autosave-machine.ts';
import type { QuestionIndex } from '../../../../domain/forms/questions.ts';
import type { Refusals } from '../../../../domain/forms/save-refusals.ts';

/**
 * Unconfirmed answers live in the browser until the server has them, so a reload, a lost
 * connection or an expired session loses nothing: they are sent again when the form next opens.
 * Keyed by user as well, so a shared computer never hands one person's answers to another.
 */
export function pendingStore(userId: string, propertyId: string, questionnaireId: number) {
  return jsonStore<Pending>(`move-ready:pending:${userId}:${propertyId}:${questionnaireId}`);
}

/**
 * The server's refusals of waiting answers, kept beside them, so a refused answer is neither sent
 * again on the next visit nor shown without its reason.
 */
export function refusalStore(userId: string, propertyId: string, questionnaireId: number) {
  return jsonStore<Refusals>(`move-ready:refused:${userId}:${propertyId}:${questionnaireId}`);
}

function jsonStore<T extends object>(key: string) {
  return {
    read(): T | Record<string, never> {
      try {
        const raw = window.localStorage.getItem(key);
        return raw ? (JSON.parse(raw) as T) : {};
      } catch {
        return {};
      }
    },
    write(value: T) {
      try {
        if (Object.keys(value).length === 0) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Storage full or disabled: the answers are still held in memory and sent as usual.
      }
    },
  };
}

/**
 * The waiting answers (or refusals) of questions the form still asks. One the form no longer has,
 * after a new version of it, could never be saved, nor changed or cleared on a screen that does not
 * show it: it is let go when the form opens.
 */
export function askedByForm<T>(kept: Readonly<Record<string, T>>, index: QuestionIndex): Record<string, T> {
  return Object.fromEntries(Object.entries(kept).filter(([questionId]) => index.has(questionId)));
}
