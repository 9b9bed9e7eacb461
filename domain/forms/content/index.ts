/**
 * Every form definition the product serves. Each form's content lives in its own folder and is
 * added here; the content test checks every entry (unique ids, show-if, PDTF paths, size).
 */
import type { FormDefinition } from '../definition.ts';
import { PRELIMINARY_INFORMATION } from './preliminary/index.ts';

export const FORM_DEFINITIONS: readonly FormDefinition[] = [PRELIMINARY_INFORMATION];

export function formDefinition(path: FormDefinition['path']): FormDefinition | undefined {
  return FORM_DEFINITIONS.find((d) => d.path === path);
}
