import { MESSAGES } from '../../../../../domain/messages.ts';

/** The phase-complete banner of spec 01 §4: phase 1 and phase 2 have their own words; other phases have none. */
export function phaseBanner(phaseId: string | undefined, displayedComplete: number): string | null {
  if (displayedComplete < 100) return null;
  if (phaseId === '1') return MESSAGES.phaseOneBanner;
  if (phaseId === '2') return MESSAGES.phaseTwoBanner;
  return null;
}
