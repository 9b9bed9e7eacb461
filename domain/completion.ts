/**
 * Displayed completion is capped at 99 until every seller has signed (spec 01 §4, §9), so a
 * property never looks finished while a signature is still missing.
 */
export function displayedCompletion(completion: number, allSellersSigned: boolean): number {
  const bounded = Math.max(0, Math.min(100, Math.round(completion)));
  return allSellersSigned ? bounded : Math.min(bounded, 99);
}
