import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDrawnInBackground } from '../../../web/src/rendering/useDrawnInBackground.ts';

describe('useDrawnInBackground', () => {
  it('gives data already there at the first render only in a second, background render', () => {
    const seen: Array<string | undefined> = [];
    renderHook(() => {
      const shown = useDrawnInBackground('answer');
      seen.push(shown);
      return shown;
    });
    expect(seen[0]).toBeUndefined();
    expect(seen.at(-1)).toBe('answer');
  });

  it('gives data that arrives later in a background render, then every change at once', () => {
    const seen: Array<string | undefined> = [];
    const { result, rerender } = renderHook(
      ({ data }: { data: string | undefined }) => {
        const shown = useDrawnInBackground(data);
        seen.push(shown);
        return shown;
      },
      { initialProps: { data: undefined as string | undefined } },
    );
    expect(result.current).toBeUndefined();

    act(() => rerender({ data: 'first' }));
    expect(result.current).toBe('first');
    // The urgent render still said "not drawn yet"; the background render drew it.
    expect(seen.slice(-2)).toEqual([undefined, 'first']);

    seen.length = 0;
    act(() => rerender({ data: 'second' }));
    // Already in the urgent render.
    expect(seen[0]).toBe('second');
  });
});
