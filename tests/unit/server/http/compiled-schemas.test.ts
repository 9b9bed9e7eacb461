import { describe, expect, it } from 'vitest';
import {
  contentKey,
  sharedSerializerFactory,
  sharedValidatorCompiler,
} from '../../../../server/http/compiled-schemas.ts';

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const limit = () => ({ type: 'object', properties: { limit: { type: 'integer' } } });

describe('validators and serializers shared by the apps of one process', () => {
  it('a second app reuses the validator of a schema with the same content, and each coercion mode keeps its own', () => {
    const textual = sharedValidatorCompiler({ coerceTypes: 'array' });
    const typed = sharedValidatorCompiler({ coerceTypes: false });
    expect(textual(limit())).toBe(textual(limit()));
    // A query's "2" is coerced; the same schema as a JSON body still refuses it.
    expect(textual(limit())({ limit: '2' })).toBe(true);
    expect(typed(limit())({ limit: '2' })).toBe(false);
    expect(typed(limit())({ limit: 2 })).toBe(true);
  });

  it('a schema that does not compile fails every start, not only the first', () => {
    const compile = sharedValidatorCompiler({});
    const broken = () => ({ type: 'object', properties: { id: { type: 'no-such-type' } } });
    expect(() => compile(broken())).toThrow();
    expect(() => compile(broken())).toThrow();
  });

  it('a serializer is shared only between apps with the same serializer options', () => {
    const schema = () => ({ type: 'object', properties: { n: { type: 'integer' } } });
    const plain = sharedSerializerFactory({}, {});
    const ceiling = sharedSerializerFactory({}, { rounding: 'ceil' });
    expect(plain(route(schema()))).toBe(sharedSerializerFactory({}, {})(route(schema())));
    expect(plain(route(schema()))({ n: 1.2 })).toBe('{"n":1}');
    expect(ceiling(route(schema()))({ n: 1.2 })).toBe('{"n":2}');
  });

  it('shares nothing for a schema its JSON text would misstate', () => {
    expect(contentKey({ type: 'number', maximum: Number.POSITIVE_INFINITY })).toBeUndefined();
    expect(contentKey({ type: 'string', default: undefined })).toBeUndefined();
    expect(contentKey({ type: 'string', pattern: /^a$/ })).toBeUndefined();
    expect(contentKey({ type: 'number', maximum: null })).toBe('{"type":"number","maximum":null}');
  });
});
