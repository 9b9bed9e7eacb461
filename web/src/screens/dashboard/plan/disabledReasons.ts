import { SIGN_TOOLTIPS } from '../../../../../domain/signing/rules.ts';
import type { PlanItem } from './planItem.ts';

/**
 * Why each of an action plan row's buttons cannot be pressed, in words shown under them: a phone
 * shows no tooltip. Worded from what the row shows (progress, signatures); the server decided.
 */
export function disabledReasons(
  item: Pick<PlanItem, 'progress' | 'signedByViewer' | 'allSigned' | 'viewerCan'>,
): string[] {
  const can = item.viewerCan;
  const complete = (item.progress ?? 0) >= 100;
  const reasons: string[] = [];
  if (!can.complete)
    reasons.push(complete ? 'Complete Form: the form is complete.' : 'Complete Form: you cannot change this form.');
  if (!can.view) reasons.push('View Form: you cannot see this form.');
  if (!can.sign)
    reasons.push(
      `Sign: ${item.signedByViewer ? SIGN_TOOLTIPS.alreadySigned : !complete ? SIGN_TOOLTIPS.incomplete : item.allSigned ? 'every seller has signed' : SIGN_TOOLTIPS.notSeller}.`,
    );
  if (!can.share) reasons.push(`Share: ${!complete ? SIGN_TOOLTIPS.mustComplete : 'every seller has signed'}.`);
  return reasons;
}
