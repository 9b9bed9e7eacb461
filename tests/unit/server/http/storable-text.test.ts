import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeRefusal,
  findUnstorableText,
  MAX_NESTING,
  unstorableIn,
} from '../../../../server/http/storable-text.ts';

/** Text the database stores as sent: well-formed UTF-16 without U+0000. */
const storable = fc.string({ unit: 'grapheme', maxLength: 40 }).map((text) => text.replaceAll('\u0000', ''));
const loneSurrogate = fc
  .oneof(fc.integer({ min: 0xd800, max: 0xdbff }), fc.integer({ min: 0xdc00, max: 0xdfff }))
  .map((unit) => String.fromCharCode(unit));

/** Puts `bad` inside `text` without making it half of a surrogate pair by accident. */
function spoil(text: string, bad: string, at: number): string {
  const characters = [...text];
  const position = at % (characters.length + 1);
  return [...characters.slice(0, position), bad, '.', ...characters.slice(position)].join('');
}

describe('text the database can store', () => {
  it('accepts any well-formed text without NUL, emoji and other astral characters included', () => {
    fc.assert(fc.property(storable, (text) => unstorableIn(text) === null));
    expect(unstorableIn('😀 Café ﷽ 𝄞')).toBeNull();
  });

  it('refuses a NUL anywhere in any text', () => {
    fc.assert(fc.property(storable, fc.nat(), (text, at) => unstorableIn(spoil(text, '\u0000', at)) === 'nul'));
  });

  it('refuses a lone high or low surrogate anywhere in any text', () => {
    fc.assert(
      fc.property(
        storable,
        loneSurrogate,
        fc.nat(),
        (text, bad, at) => unstorableIn(spoil(text, bad, at)) === 'surrogate',
      ),
    );
    // A low surrogate before a high one is two lone halves, not a pair.
    expect(unstorableIn('\udc00\ud800')).toBe('surrogate');
  });
});

describe('finding unstorable text in a request', () => {
  const json = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      storable,
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 3 }),
      fc.dictionary(storable, tie('value'), { maxKeys: 3 }),
    ),
  })).value;

  it('finds nothing in clean JSON of any shape', () => {
    fc.assert(fc.property(json, (value) => findUnstorableText(value, 'body') === null));
  });

  it('names the path of a spoiled value or the object holding a spoiled key', () => {
    expect(findUnstorableText({ answers: { q1: ['ok', 'b\u0000d'] } }, 'body')).toEqual({
      kind: 'nul',
      path: 'body/answers/q1/1',
    });
    expect(findUnstorableText({ answers: { 'q\ud800': 'x' } }, 'body')).toEqual({
      kind: 'surrogate',
      path: 'body/answers',
    });
    expect(findUnstorableText('\u0000', 'querystring')).toEqual({ kind: 'nul', path: 'querystring' });
  });

  it('reports the first problem in reading order', () => {
    expect(findUnstorableText({ a: 'fine', b: '\ud800', c: '\u0000' }, 'body')).toEqual({
      kind: 'surrogate',
      path: 'body/b',
    });
  });

  it('refuses nesting deeper than the limit, and 200,000 brackets without exhausting the stack', () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(findUnstorableText(deep, 'body')?.kind).toBe('depth');
    let atLimit: unknown = 'leaf';
    for (let level = 0; level < MAX_NESTING; level++) atLimit = { next: atLimit };
    expect(findUnstorableText(atLimit, 'body')).toBeNull();
    expect(findUnstorableText({ over: atLimit }, 'body')?.kind).toBe('depth');
  });

  it('walks plain data only: an upload promise or stream is not looked into', () => {
    class Upload {
      name = '\u0000';
    }
    expect(findUnstorableText({ file: new Upload() }, 'variables')).toBeNull();
    // Fastify's params and query objects sit on a prototype without Object's.
    function NullObject() {}
    NullObject.prototype = Object.create(null);
    const params = Object.assign(new (NullObject as unknown as new () => Record<string, string>)(), { id: 'a\u0000' });
    expect(findUnstorableText(params, 'params')).toEqual({ kind: 'nul', path: 'params/id' });
  });

  it('says where and what in words a person can act on', () => {
    expect(describeRefusal({ kind: 'nul', path: 'body/name' })).toBe(
      'body/name contains a NUL character (U+0000), which cannot be stored. Please remove it and try again.',
    );
    expect(describeRefusal({ kind: 'depth', path: 'body/x' })).toBe(
      `body/x is nested more than ${MAX_NESTING} levels deep.`,
    );
  });
});
