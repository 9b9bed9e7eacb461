/**
 * The transaction's participants (PDTF `participants`, at least one when present; docs/decisions/
 * 0322-pdtf-participants-without-seller.md): the sellers who have joined the property, then the
 * estate agency it belongs to. A property with no seller yet still has its agent; one with neither
 * has no participant to name, so the document leaves `participants` out (the base schema does not
 * require it) and the report says why. A name is split into first and last as the standard asks
 * (one word serves as both), and an email the standard's format cannot hold is left off rather than
 * making the participant invalid.
 */
import type { JsonObject } from './json.ts';
import { isStandardEmail } from './standard-email.ts';

export type ParticipantsInput = {
  sellers: readonly { name: string; email: string }[];
  /** The estate agency the property belongs to, when it has one. */
  agency: string | null;
};

function splitName(name: string): JsonObject | undefined {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return undefined;
  if (parts.length === 1) return { firstName: parts[0], lastName: parts[0] };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts[parts.length - 1] };
}

export function participantsOf({ sellers, agency }: ParticipantsInput): JsonObject[] {
  const people = sellers.map((seller) => {
    const name = splitName(seller.name);
    const email = seller.email.trim();
    return {
      ...(name ? { name } : {}),
      ...(isStandardEmail(email) ? { email } : {}),
      role: 'Seller',
      participantStatus: 'Active',
    };
  });
  const organisation = agency?.trim();
  return organisation ? [...people, { organisation, role: 'Estate Agent' }] : people;
}
