/**
 * What the export leaves out of a PDTF document because the standard cannot hold it yet, at the
 * path where it would have gone (list items by the position their answers gave them). The report
 * (report.ts) turns each into the questions concerned and words.
 */
import type { Json } from './json.ts';

export type Omission =
  /** A discriminated object whose discriminator is not given and cannot be told from its fields. */
  | { reason: 'no-branch'; path: string; discriminator: string }
  /** A field of a branch other than the one its object's discriminator chooses. */
  | { reason: 'other-branch'; path: string; discriminator: string; value: Json; holds: readonly Json[] }
  /** An object or list item without fields the standard requires alongside those given. */
  | { reason: 'incomplete'; path: string; missing: readonly string[] }
  /** A list with fewer items than the standard's minimum. */
  | { reason: 'too-few-items'; path: string; minItems: number };
