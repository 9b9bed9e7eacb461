import { LRUCache } from 'lru-cache';
import type { FormDefinitionPayload } from '../../../contracts/questionnaires.ts';

/** `<form>@<version>`: the id a form version has in the GraphQL API and in a client's cache. */
export const formVersionKey = (questionnaireId: number, version: number) => `${questionnaireId}@${version}`;

/**
 * The form versions a gateway has read, kept across requests: a published version never changes,
 * so each is read from the REST API once per API the gateway speaks to, not once per request. The
 * gateway asks for one only through a form the viewer has just read (Questionnaire.form), so what is
 * kept here never reaches a role the API would refuse it to. Six forms with a few versions each:
 * the bound is far above what is published and only guards against a runaway.
 */
const keptByApi = new WeakMap<object, LRUCache<string, Promise<FormDefinitionPayload>>>();

export function keptFormVersion(
  api: object,
  key: string,
  read: () => Promise<FormDefinitionPayload>,
): Promise<FormDefinitionPayload> {
  let kept = keptByApi.get(api);
  if (!kept) keptByApi.set(api, (kept = new LRUCache({ max: 200 })));
  const found = kept.get(key);
  if (found) return found;
  // Kept while it is on its way too, so requests at once share one read; a failed read is not kept.
  const reading = read();
  kept.set(key, reading);
  reading.catch(() => kept.delete(key));
  return reading;
}
