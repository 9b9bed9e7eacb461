import { Text } from '@mantine/core';

const SIZE = 112;
const THICKNESS = 10;
/** Mantine's RingProgress geometry: the ring sits inside 90% of the box, less the stroke on both sides. */
const RADIUS = (SIZE * 0.9 - THICKNESS * 2) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The score circle: the look of Mantine's RingProgress (a grey track, the completed part in the
 * primary colour with round caps, the percentage in the middle) as a plain SVG styled in
 * styles.css. RingProgress wraps each arc in a floating tooltip whose effect reads the styles of
 * every ancestor, which forces a style calculation of the whole page during the dashboard's first
 * render; this screen's ring has no tooltip.
 */
export function ScoreRing({ percent }: { percent: number }) {
  const done = (percent / 100) * CIRCUMFERENCE;
  const rest = CIRCUMFERENCE - done;
  const circle = { fill: 'none', strokeWidth: THICKNESS, cx: SIZE / 2, cy: SIZE / 2, r: RADIUS };
  return (
    <div className="score-ring" aria-hidden>
      <svg className="score-ring-svg" viewBox={`0 0 ${SIZE} ${SIZE}`}>
        {/* The track is drawn mirrored from the end of the completed arc, as RingProgress does. */}
        <circle
          {...circle}
          className="score-ring-track"
          strokeLinecap="butt"
          transform={`scale(1, -1) translate(0, -${SIZE})`}
          strokeDasharray={`${rest}, ${done}`}
          strokeDashoffset={0}
        />
        <circle
          {...circle}
          className="score-ring-done"
          strokeLinecap="round"
          strokeDasharray={`${done}, ${rest}`}
          strokeDashoffset={CIRCUMFERENCE}
        />
      </svg>
      <div className="score-ring-label">
        <Text ta="center" fw={700} size="lg">
          {percent}%
        </Text>
      </div>
    </div>
  );
}
