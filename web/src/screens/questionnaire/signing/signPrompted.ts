/**
 * Whether this browser has already put the sign prompt in front of this person for this form. The
 * prompt opens by itself once, when the form first can be signed (spec 02 §2.1), not on every
 * visit: a returning seller who closed it gets to the form and its 'Download draft' unhindered.
 */
const key = (userId: string, propertyId: string, questionnaireId: number) =>
  `moveready.signPrompted.${userId}.${propertyId}.${questionnaireId}`;

export function wasPrompted(userId: string, propertyId: string, questionnaireId: number): boolean {
  try {
    return window.localStorage.getItem(key(userId, propertyId, questionnaireId)) === '1';
  } catch {
    return false;
  }
}

export function markPrompted(userId: string, propertyId: string, questionnaireId: number): void {
  try {
    window.localStorage.setItem(key(userId, propertyId, questionnaireId), '1');
  } catch {
    // Storage off: the prompt opens again on the next visit, as the spec's own wording has it.
  }
}
