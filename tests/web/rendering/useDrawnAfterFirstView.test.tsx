import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDrawnAfterFirstView } from '../../../web/src/rendering/useDrawnAfterFirstView.ts';

describe('useDrawnAfterFirstView', () => {
  it('stays false while the first view has no data', () => {
    const { result, rerender } = renderHook(({ ready }: { ready: boolean }) => useDrawnAfterFirstView(ready), {
      initialProps: { ready: false },
    });
    act(() => rerender({ ready: false }));
    expect(result.current).toBe(false);
  });

  it('commits the first view without the rest, then draws the rest, and keeps it drawn', () => {
    const seen: boolean[] = [];
    const { result, rerender } = renderHook(
      ({ ready }: { ready: boolean }) => {
        const drawn = useDrawnAfterFirstView(ready);
        seen.push(drawn);
        return drawn;
      },
      { initialProps: { ready: false } },
    );

    act(() => rerender({ ready: true }));
    // The render that brought the data still left the rest out; a later render drew it.
    expect(seen.slice(0, 2)).toEqual([false, false]);
    expect(result.current).toBe(true);

    // A refetch that empties the data for a moment does not take the rest away again.
    act(() => rerender({ ready: false }));
    expect(result.current).toBe(true);
  });
});
