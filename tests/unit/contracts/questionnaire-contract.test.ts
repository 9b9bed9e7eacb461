import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { FormDefinitionSchema } from '../../../contracts/questionnaires.ts';
import { FORM_DEFINITIONS } from '../../../domain/forms/content/index.ts';

describe('the questionnaire contract', () => {
  it.each(FORM_DEFINITIONS.map((definition) => [definition.name, definition] as const))(
    '%s passes through the response schema whole: nothing is refused and nothing is dropped',
    (_name, definition) => {
      expect(Value.Check(FormDefinitionSchema, definition)).toBe(true);
      // Serialisation drops what the schema does not name; Clean does the same, so equality means nothing is lost.
      expect(Value.Clean(FormDefinitionSchema, structuredClone(definition))).toEqual(definition);
    },
  );
});
