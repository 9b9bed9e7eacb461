import { SIGN_TOOLTIPS } from '../../../../../domain/signing/rules.ts';
import type { PlanItem } from './planItem.ts';

/**
 * Why each of an action plan row's buttons cannot be pressed, in words shown under them: a phone
 * shows no tooltip. Worded from what the row shows (progress, signatures); the server decided.
 */
export function disabledReasons(
  item: Pick<PlanItem, 'progress' | 'signedByViewer' | 'allSigned' | 'viewerCan'>,
  isSeller: boolean,
): string[] {
  const can = item.viewerCan;
  const complete = (item.progress ?? 0) >= 100;
  const reasons: string[] = [];
  if (!can.complete)
    reasons.push(complete ? 'Complete Form: the form is complete.' : 'Complete Form: you cannot change this form.');
  if (!can.view) reasons.push('View Form: you cannot see this form.');
  if (!can.sign) reasons.push(`Sign: ${signReason(item, isSeller, complete)}.`);
  if (!can.share)
    reasons.push(
      `Share: ${!complete ? SIGN_TOOLTIPS.mustComplete : item.allSigned ? 'every seller has signed' : NOT_SIGNED}.`,
    );
  return reasons;
}

/** Forms such as the conveyancing enquiries are finished by their answers: nobody signs them. */
const NOT_SIGNED = 'this form is finished by its answers, not signed';

function signReason(
  item: Pick<PlanItem, 'signedByViewer' | 'allSigned'>,
  isSeller: boolean,
  complete: boolean,
): string {
  if (!isSeller) return SIGN_TOOLTIPS.notSeller;
  if (item.signedByViewer) return SIGN_TOOLTIPS.alreadySigned;
  if (!complete) return SIGN_TOOLTIPS.incomplete;
  if (item.allSigned) return 'every seller has signed';
  return NOT_SIGNED;
}
