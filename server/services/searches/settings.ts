import { httpSearches, type SearchesSettings } from './http-searches.ts';
import { sampleSearches } from './sample-searches.ts';
import type { SearchesProvider } from './searches.ts';

/** The searches provider as configuration chose it, and how long the sample one takes. */
export type SearchesConfig = { provider: SearchesSettings | 'sample'; sampleDelaySeconds: number };

export class SearchesConfigError extends Error {}

/**
 * SEARCHES_URL and SEARCHES_API_KEY select a real provider; without them the embedded sample
 * provider returns a SAMPLE pack after SEARCHES_SAMPLE_DELAY_SECONDS, except in production outside
 * demo mode, which stops start-up naming the variable rather than hand out sample searches.
 * Each value's own form is checked by server/settings.ts; this decides what they select together.
 */
export function searchesConfig(
  settings: { url?: string; apiKey?: string; sampleDelaySeconds: number },
  required: boolean,
): SearchesConfig {
  const { url: baseUrl, apiKey, sampleDelaySeconds } = settings;
  if (baseUrl && !apiKey)
    throw new SearchesConfigError('SEARCHES_API_KEY must be set with SEARCHES_URL (the searches provider)');
  if (apiKey && !baseUrl)
    throw new SearchesConfigError('SEARCHES_URL must be set with SEARCHES_API_KEY (the searches provider)');
  if (baseUrl && apiKey) return { provider: { baseUrl, apiKey }, sampleDelaySeconds };
  if (required)
    throw new SearchesConfigError(
      'SEARCHES_URL must be set when NODE_ENV=production (the searches provider); set DEMO=1 to use the sample searches instead',
    );
  return { provider: 'sample', sampleDelaySeconds };
}

export function createSearchesProvider(config: SearchesConfig): SearchesProvider {
  return config.provider === 'sample' ? sampleSearches(config.sampleDelaySeconds) : httpSearches(config.provider);
}
