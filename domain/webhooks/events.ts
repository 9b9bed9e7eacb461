/**
 * Webhooks (issue 28): the events an API client may subscribe to and the rules for a subscription's
 * address, shared by the API, the gateway and the admin screen.
 */

export const WEBHOOK_EVENTS = [
  'property.created',
  'form.completed',
  'form.signed',
  'document.uploaded',
  'searches.returned',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** The GraphQL enum's names for the events. */
export const WEBHOOK_EVENT_ENUM = {
  PROPERTY_CREATED: 'property.created',
  FORM_COMPLETED: 'form.completed',
  FORM_SIGNED: 'form.signed',
  DOCUMENT_UPLOADED: 'document.uploaded',
  SEARCHES_RETURNED: 'searches.returned',
} as const satisfies Record<string, WebhookEventType>;

/** How the admin screen names each event. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'property.created': 'Property created',
  'form.completed': 'Form completed',
  'form.signed': 'Form signed',
  'document.uploaded': 'Document uploaded',
  'searches.returned': 'Searches returned',
};

export const WEBHOOK_URL_MAX = 2000;
/**
 * Attempts at one delivery before it is given up (a dead letter). With the default retry wait of
 * 30 s doubling up to an hour, eight attempts span a little over an hour and a half.
 */
export const WEBHOOK_MAX_ATTEMPTS = 8;
/** Subscriptions per API client: enough for one receiver per event and a spare, few enough to keep fan-out small. */
export const WEBHOOK_SUBSCRIPTIONS_MAX = 10;

export function isWebhookEvent(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENTS as readonly string[]).includes(value);
}

/** The events as stored: known ones only, each once, in the catalogue's order; null when none or an unknown one is named. */
export function webhookEvents(raw: readonly string[]): WebhookEventType[] | null {
  if (raw.length === 0 || !raw.every(isWebhookEvent)) return null;
  return WEBHOOK_EVENTS.filter((event) => raw.includes(event));
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return LOOPBACK_HOSTS.has(host) || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host);
}

export type WebhookUrlProblem = 'invalid' | 'scheme' | 'credentials';

/**
 * What is wrong with a receiver's address, or null when it may be stored. It must be an absolute
 * https URL without user name or password (they would travel in logs and screens); plain http is
 * accepted only for a loopback receiver, and only where private targets are allowed (tests and the
 * demo). Whether the host resolves to a public address is checked at each delivery.
 */
export function webhookUrlProblem(raw: string, options: { allowPrivateTargets: boolean }): WebhookUrlProblem | null {
  // Spaces and control characters have no place in an address (a URL would encode them, the stored text would not).
  if (
    raw.length === 0 ||
    raw.length > WEBHOOK_URL_MAX ||
    /\s/.test(raw) ||
    [...raw].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
  )
    return 'invalid';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid';
  }
  if (!url.hostname) return 'invalid';
  if (url.username || url.password) return 'credentials';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && options.allowPrivateTargets && isLoopbackHost(url.hostname)) return null;
  return 'scheme';
}

/** Seconds before the given retry (1 = the first) of a delivery: the base, doubling, never more than an hour. */
export function webhookRetryDelay(retry: number, baseSeconds: number): number {
  return Math.min(baseSeconds * 2 ** Math.max(0, retry - 1), 60 * 60);
}
