import { describe, expect, it } from 'vitest';
import { detectKind } from '../../../server/use-cases/uploads/inspect-content.ts';
import { EXECUTABLE, JPG, pdf, PNG } from '../../fixtures/files.ts';

const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.alloc(12),
  Buffer.from([0, 0, 0, 8]),
  Buffer.from('free'),
]);

describe('a file’s kind comes from its content', () => {
  it('recognises the default kinds and refuses the rest', async () => {
    const defaults = ['png', 'jpg', 'pdf'] as const;
    expect(await detectKind(PNG, defaults)).toBe('png');
    expect(await detectKind(JPG, defaults)).toBe('jpg');
    expect(await detectKind(await pdf(), defaults)).toBe('pdf');
    expect(await detectKind(EXECUTABLE, defaults)).toBeNull();
    expect(await detectKind(MP4, defaults)).toBeNull();
    expect(await detectKind(Buffer.from('name,price\nhouse,1\n'), defaults)).toBeNull();
  });

  it('takes the optional kinds only when configured', async () => {
    expect(await detectKind(MP4, ['pdf', 'mp4'])).toBe('mp4');
    expect(await detectKind(PNG, ['pdf'])).toBeNull();
  });

  it('counts UTF-8 text as CSV when csv is enabled, but not binary data', async () => {
    expect(await detectKind(Buffer.from('address,price\n1 The Green,£450000\n'), ['csv'])).toBe('csv');
    expect(await detectKind(Buffer.from([0x61, 0x00, 0x62]), ['csv'])).toBeNull();
    expect(await detectKind(Buffer.from([0xff, 0xfe, 0xfd, 0x41, 0x42, 0x43, 0x44]), ['csv'])).toBeNull();
  });
});
