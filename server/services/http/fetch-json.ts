import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { ProviderError } from './provider-error.ts';

export type JsonRequest = {
  /** Names the service in errors and logs ("address lookup"). */
  service: string;
  url: URL;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
  /** Statuses that mean "nothing there" rather than a failure (getAddress answers 404 for an unknown postcode). */
  emptyOn?: readonly number[];
};

const validators = new WeakMap<TSchema, ReturnType<typeof Compile>>();

/**
 * One call to an outside JSON service through `fetch`: a deadline, the status classified, and the
 * body checked against the shape the adapter relies on, so a changed upstream fails loudly here and
 * not as a half-filled screen. Answers null for the `emptyOn` statuses.
 */
export async function fetchJson<S extends TSchema>(shape: S, request: JsonRequest): Promise<Static<S> | null> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ProviderError(
      request.service,
      timedOut ? 'timeout' : 'unavailable',
      timedOut ? `no answer within ${request.timeoutMs} ms` : String(error),
    );
  }
  if (request.emptyOn?.includes(response.status)) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ProviderError(
      request.service,
      response.status >= 500 ? 'unavailable' : 'rejected',
      `answered ${response.status}`,
      response.status,
    );
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ProviderError(
      request.service,
      timedOut ? 'timeout' : 'malformed',
      timedOut ? 'body not received in time' : 'answer is not JSON',
    );
  }
  let validator = validators.get(shape);
  if (!validator) {
    validator = Compile(shape);
    validators.set(shape, validator);
  }
  if (!validator.Check(body)) {
    const first = [...validator.Errors(body)][0];
    throw new ProviderError(
      request.service,
      'malformed',
      `answer does not have the expected shape (${first?.instancePath || '/'} ${first?.message ?? ''})`,
    );
  }
  return body as Static<S>;
}
