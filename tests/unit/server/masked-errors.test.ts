import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskSchemaDetails, withoutTypeNames } from '../../../server/gateway/masked-errors.ts';

const typeName = fc.stringMatching(/^[A-Z][A-Za-z0-9]{2,20}$/);
const fieldName = fc.stringMatching(/^[a-z][A-Za-z0-9]{0,15}$/);
const wrapped = (name: string) => fc.constantFrom(name, `${name}!`, `[${name}!]!`, `[${name}]`);

describe('graphql-js refusals without the schema type names', () => {
  it('keeps the field the client left out but not its input type', () => {
    expect(
      withoutTypeNames('Field "SaveAnswersInput.answers" of required type "[AnswerInput!]!" was not provided.'),
    ).toBe('Field "answers" was not provided.');
  });

  it('names no type, whichever of graphql-js’s sentences it was', () => {
    const sentences = fc
      .tuple(typeName, fieldName, typeName.chain(wrapped))
      .map(([type, field, shown]) => [
        `Field "${type}.${field}" of required type "${shown}" was not provided.`,
        `Variable "$input" got invalid value { a: 1 }; Field "${field}" of required type "${shown}" was not provided.`,
        `Field "${field}" is not defined by type "${type}".`,
        `Expected value of type "${shown}", found "x".`,
        `Variable "$${field}" of type "${shown}" used in position expecting type "${type}".`,
        `Variable "$${field}" of required type "${shown}" was not provided.`,
      ]);
    fc.assert(
      fc.property(sentences, fc.nat(5), (messages, index) => {
        const masked = withoutTypeNames(messages[index]);
        expect(masked).not.toMatch(/"\[?[A-Z]\w*[!\]]*"/);
        expect(masked.length).toBeGreaterThan(0);
      }),
    );
  });

  it('leaves the product’s own refusals alone', () => {
    const own = { message: 'Property not found with id 7.', extensions: { code: 'NOT_FOUND' } };
    expect(maskSchemaDetails(own)).toBe(own);
  });
});
