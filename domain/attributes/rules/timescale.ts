import type { Rating } from './complexity.ts';

/** Spec 02 §9: predicted weeks add 6, 4 or 2 for phase 1, 2 or 3 (the preparation still to do). */
export function phaseAddition(phaseId: number): number {
  return ({ 1: 6, 2: 4, 3: 2 } as Record<number, number>)[phaseId] ?? 0;
}

/** Weeks of legal work a transaction of this complexity takes: 6 for the simplest, 20 at 100 %. */
export function conveyancingWeeks(complexityPercent: number): number {
  return 6 + (complexityPercent * 14) / 100;
}

/** Predicted weeks to completion, whole weeks: the legal work plus the phase addition. */
export function predictedWeeks(complexityPercent: number, phaseId: number): number {
  return Math.round(conveyancingWeeks(complexityPercent) + phaseAddition(phaseId));
}

/** Spec 02 §9: green at 16 weeks or less, amber 17 to 18, red above 18. */
export function timescaleRating(weeks: number): Rating {
  if (weeks <= 16) return 'GREEN';
  if (weeks <= 18) return 'AMBER';
  return 'RED';
}

/**
 * Spec 02 §9: 0.35 times the predicted weeks plus the same phase addition, to one decimal. The
 * weeks are those of the legal work (before the phase addition), so the addition counts once.
 */
export function potentialTimesavings(complexityPercent: number, phaseId: number): number {
  return Math.round((0.35 * conveyancingWeeks(complexityPercent) + phaseAddition(phaseId)) * 10) / 10;
}

/** The portfolio gauge's figure: 0.35 times the average predicted weeks plus 3, to one decimal. */
export function portfolioTimesavings(averagePredictedWeeks: number): number {
  return Math.round((0.35 * averagePredictedWeeks + 3) * 10) / 10;
}

/** Timesavings grouped in whole weeks for the reports ('6-7 weeks'). */
export function timesavingsBand(weeks: number): string {
  const floor = Math.floor(weeks);
  return `${floor}-${floor + 1} weeks`;
}
