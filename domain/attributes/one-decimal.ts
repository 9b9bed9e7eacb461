/**
 * A figure to one decimal place, half rounded up, as the reports show averages and shares.
 *
 * An average reached by adding the same measures in another order (the rollup's sums per group
 * against the attribute rows' sums) can differ in the last binary digits: 33.45 arrives as
 * 33.449999999999996 one way and 33.45000000000001 the other, and would show as 33.4 or 33.5.
 * Twelve significant digits drop that noise before rounding, so one set of measures always shows
 * one figure.
 */
export function toOneDecimal(value: number): number {
  return Math.round(Number((value * 10).toPrecision(12))) / 10;
}
