/**
 * Terms before use (spec 01 §2, §4): the routes that read or change a property's data — the
 * property, its forms, signatures, documents, uploads, invitations, searches and exports, and the
 * gateway's batched reads of them — refuse a person who has not accepted the Terms and Conditions
 * (403 TERMS_NOT_ACCEPTED), whatever client asks. The person's own record, accepting the terms, the
 * properties list the terms modal opens over, the admin screens and the lookups stay open; API
 * clients are not people and accept nothing (docs/decisions/0382-terms-before-use.md).
 */
const PROPERTY_DATA =
  /^(?:\/api)?\/(?:property|questionnaire|upload|removeupload|docs|enquiry|signature|inviteseller|invitesolicitor|inviteagent|notifyagent|search)(?:\/|$)|^(?:\/api)?\/batch\/(?:properties|action-plans|vaults)$|^(?:\/api)?\/attributes\/properties$/;

export function needsAcceptedTerms(routeUrl: string): boolean {
  return PROPERTY_DATA.test(routeUrl);
}
