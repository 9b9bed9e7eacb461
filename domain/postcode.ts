/**
 * UK postcodes as people type them ("gl50 1qa", "GL501QA ") and as the providers and the store keep
 * them ("GL50 1QA"): outward code, one space, inward code of digit and two letters.
 */
const POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})$/;

export function normalisePostcode(input: string): string | null {
  const match = POSTCODE.exec(input.trim().toUpperCase().replace(/\s+/g, ' '));
  return match ? `${match[1]} ${match[2]}` : null;
}
