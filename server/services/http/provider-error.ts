/**
 * How an outside service failed, in terms the REST API can answer with: it was slow, it could not
 * be reached or refused us (our configuration or their outage), or it sent something we cannot read.
 * "Nothing found" is not an error: adapters answer it with an empty result.
 */
export type ProviderFailure = 'timeout' | 'unavailable' | 'rejected' | 'malformed';

export class ProviderError extends Error {
  readonly service: string;
  readonly failure: ProviderFailure;
  readonly status: number | undefined;
  constructor(service: string, failure: ProviderFailure, detail: string, status?: number) {
    super(`${service}: ${detail}`);
    this.service = service;
    this.failure = failure;
    this.status = status;
  }
}
