import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { ScoreRing } from '../../../web/src/screens/dashboard/score/ScoreRing.tsx';

/** The two arcs' lengths along the ring, from their dash patterns. */
function arcs(container: HTMLElement) {
  const [track, done] = [...container.querySelectorAll('circle')].map((circle) =>
    circle.getAttribute('stroke-dasharray')!.split(',').map(Number),
  );
  return { track, done };
}

describe('the score ring', () => {
  it('draws the completed share of the circle, the rest as track, and says the percentage', () => {
    const { container, getByText } = render(
      <MantineProvider>
        <ScoreRing percent={25} />
      </MantineProvider>,
    );
    const { track, done } = arcs(container);
    const circumference = done[0] + done[1];
    expect(done[0] / circumference).toBeCloseTo(0.25);
    expect(track[0] / circumference).toBeCloseTo(0.75);
    expect(getByText('25%')).toBeInTheDocument();
    // Decoration: the card says "25% complete" in words.
    expect(container.querySelector('svg')?.parentElement).toHaveAttribute('aria-hidden', 'true');
  });
});
