import { INVITE_ELSEWHERE_REFUSAL, roleRefusal } from '../../../domain/access/page-refusals.ts';
import type { Action } from '../../../domain/permissions.ts';
import { PageRefusal } from './PageRefusal.tsx';

/**
 * What the guard says in place of a page it does not open: few visits see it, so it is a chunk of
 * its own, kept out of the first download.
 */
export function RoleRefusalNotice({
  title,
  anyOf,
  back,
}: {
  title: string;
  anyOf: readonly Action[];
  back: { to: string; label: string };
}) {
  return <PageRefusal message={roleRefusal(title, anyOf)} back={back} />;
}

export function InviteRefusalNotice({ propertyId }: { propertyId: string }) {
  return (
    <PageRefusal
      message={INVITE_ELSEWHERE_REFUSAL}
      back={{ to: `/properties/${propertyId}`, label: 'Back to dashboard' }}
    />
  );
}

export { TermsGate } from '../terms/TermsGate.tsx';
