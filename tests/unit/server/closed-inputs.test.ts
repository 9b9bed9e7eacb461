import { Ajv } from 'ajv';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { closedSchema } from '../../../server/rest/closed-inputs.ts';

const accepts = (schema: unknown, value: unknown) =>
  new Ajv({ strict: false }).compile(closedSchema(schema) as object)(value);

describe('closing an input schema', () => {
  it('refuses an undeclared property at every depth: nested objects, list items and union branches', () => {
    const schema = Type.Object({
      name: Type.String(),
      address: Type.Object({ postCode: Type.String() }),
      rows: Type.Array(Type.Object({ id: Type.Integer() })),
      either: Type.Union([Type.Object({ a: Type.String() }), Type.Null()]),
    });
    const valid = { name: 'n', address: { postCode: 'GL50 1QA' }, rows: [{ id: 1 }], either: { a: 'x' } };
    expect(accepts(schema, valid)).toBe(true);
    expect(accepts(schema, { ...valid, x: 1 })).toBe(false);
    expect(accepts(schema, { ...valid, address: { postCode: 'GL50 1QA', x: 'a' } })).toBe(false);
    expect(accepts(schema, { ...valid, rows: [{ id: 1, x: null }] })).toBe(false);
    expect(accepts(schema, { ...valid, either: { a: 'x', x: [] } })).toBe(false);
  });

  it('keeps the word of a schema that says what else it takes: maps and explicitly open objects', () => {
    expect(accepts(Type.Record(Type.String(), Type.String()), { any: 'key' })).toBe(true);
    expect(accepts(Type.Object({ a: Type.String() }, { additionalProperties: true }), { a: 'x', b: 1 })).toBe(true);
    expect(accepts(Type.Object({}, { additionalProperties: Type.String() }), { key: 'v' })).toBe(true);
    expect(accepts(Type.Object({}, { additionalProperties: Type.String() }), { key: 1 })).toBe(false);
  });

  it('leaves the schema it was given unchanged, so shared contracts stay as written', () => {
    const schema = Type.Object({ inner: Type.Object({ a: Type.String() }) });
    const before = JSON.stringify(schema);
    closedSchema(schema);
    expect(JSON.stringify(schema)).toBe(before);
  });
});
