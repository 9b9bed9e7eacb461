/**
 * Every form definition the product serves, in questionnaire id order. Each form's content lives in
 * its own folder (listed in raw.ts) and is served fitted to the PDTF standard: options the standard
 * cannot hold are not offered, follow-ups it requires are required, and each question carries the
 * rule its answers must keep (standard-fit.ts). The content tests check every entry.
 */
import type { FormDefinition } from '../definition.ts';
import { fitToStandard } from '../standard-fit.ts';
import { STANDARD_RULES } from '../standard-rules.generated.ts';
import { RAW_FORM_DEFINITIONS } from './raw.ts';

export const FORM_DEFINITIONS: readonly FormDefinition[] = RAW_FORM_DEFINITIONS.map((definition) =>
  fitToStandard(definition, STANDARD_RULES[definition.path] ?? {}),
);

export function formDefinition(path: FormDefinition['path']): FormDefinition | undefined {
  return FORM_DEFINITIONS.find((definition) => definition.path === path);
}
