import {
  WEBHOOK_EVENTS,
  WEBHOOK_SUBSCRIPTIONS_MAX,
  webhookEvents,
  webhookUrlProblem,
} from '../../../domain/webhooks/events.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Db } from '../../store/database.ts';
import { countWebhookSubscriptions, insertWebhookSubscription } from '../../store/webhooks.ts';
import { isPublicAddress, literalAddress } from '../../services/webhooks/targets.ts';
import { badRequest, conflict } from '../app-error.ts';
import { activeClient } from './active-client.ts';

export type WebhookRules = { allowPrivateTargets: boolean };

/** The receiver's address as it may be stored, or the refusal that says what to change. */
function checkedUrl(raw: string, rules: WebhookRules): string {
  const problem = webhookUrlProblem(raw, rules);
  if (problem === 'invalid') throw badRequest(MESSAGES.webhookUrlInvalid);
  if (problem === 'scheme') throw badRequest(MESSAGES.webhookUrlScheme);
  if (problem === 'credentials') throw badRequest(MESSAGES.webhookUrlCredentials);
  const host = new URL(raw).hostname;
  // A name is checked again at every delivery, after DNS; an address or localhost can be refused now.
  const literal = literalAddress(host);
  if (
    !rules.allowPrivateTargets &&
    ((literal !== null && !isPublicAddress(literal)) || host === 'localhost' || host.endsWith('.localhost'))
  ) {
    throw badRequest(MESSAGES.webhookUrlPrivate(host));
  }
  return raw;
}

/** An administrator subscribes a client's receiver to events; the signing secret is answered this once. */
export async function subscribeWebhook(
  { db, rules }: { db: Db; rules: WebhookRules },
  input: { clientId: string; url: string; events: readonly string[]; createdBy: string },
) {
  const client = await activeClient(db, input.clientId);
  if (client.revokedAt) throw conflict(MESSAGES.webhookClientRevoked);
  const url = checkedUrl(input.url, rules);
  const events = webhookEvents(input.events);
  if (!events) throw badRequest(MESSAGES.webhookEventsInvalid(WEBHOOK_EVENTS.join(', ')));
  if ((await countWebhookSubscriptions(db, client.clientId)) >= WEBHOOK_SUBSCRIPTIONS_MAX)
    throw conflict(MESSAGES.webhookLimitReached(WEBHOOK_SUBSCRIPTIONS_MAX));
  return insertWebhookSubscription(db, { clientId: client.clientId, url, events, createdBy: input.createdBy });
}
