import { Stack, Text } from '@mantine/core';
import { Cell, Pie, PieChart } from 'recharts';
import { gaugeBand } from '../../../../../domain/attributes/report-view.ts';

type Scale = { min: number; max: number; breaks: readonly [number, number] | readonly number[] };

const BAND_COLOURS = {
  green: 'var(--mantine-color-teal-6)',
  amber: 'var(--mantine-color-yellow-5)',
  red: 'var(--mantine-color-red-6)',
};
const WIDTH = 200;
const HEIGHT = 116;

/**
 * A half-circle gauge: green, amber and red bands split at the scale's breaks, and a needle at the
 * value. The value and its unit are also written under it, so the figure is read without the chart.
 * With no value (no property in the report has the measure) it shows the bands, no needle, and says so.
 */
export function Gauge({
  title,
  value,
  unit,
  scale,
}: {
  title: string;
  value: number | null;
  unit: string;
  scale: Scale;
}) {
  const [low, high] = scale.breaks;
  const bands = [
    { name: 'green', size: low - scale.min },
    { name: 'amber', size: high - low },
    { name: 'red', size: scale.max - high },
  ] as const;
  const clamped = Math.min(scale.max, Math.max(scale.min, value ?? scale.min));
  const angle = Math.PI * (1 - (clamped - scale.min) / (scale.max - scale.min));
  const cx = WIDTH / 2;
  const cy = HEIGHT - 16;
  const needle = 70;
  const band = value === null ? null : gaugeBand(value, scale.breaks);
  return (
    <Stack
      gap={0}
      align="center"
      role="group"
      aria-label={value === null ? `${title}: no properties` : `${title}: ${value} ${unit}, ${band}`}
    >
      <Text fw={600} ta="center" size="sm">
        {title}
      </Text>
      {/* No keyboard layer: the drawing is hidden from assistive technology (the group's name says it all), so it takes no focus. */}
      <PieChart width={WIDTH} height={HEIGHT} aria-hidden accessibilityLayer={false}>
        <Pie
          data={[...bands]}
          dataKey="size"
          startAngle={180}
          endAngle={0}
          cx={cx}
          cy={cy}
          innerRadius={60}
          outerRadius={84}
          stroke="none"
          isAnimationActive={false}
          rootTabIndex={-1}
        >
          {bands.map((entry) => (
            <Cell key={entry.name} fill={BAND_COLOURS[entry.name]} />
          ))}
        </Pie>
        {value === null ? null : (
          <>
            <line
              x1={cx}
              y1={cy}
              x2={cx + needle * Math.cos(angle)}
              y2={cy - needle * Math.sin(angle)}
              stroke="var(--mantine-color-dark-6)"
              strokeWidth={3}
              strokeLinecap="round"
            />
            <circle cx={cx} cy={cy} r={5} fill="var(--mantine-color-dark-6)" />
          </>
        )}
      </PieChart>
      <Text
        fw={700}
        size="lg"
        c={band === null ? 'gray.7' : band === 'red' ? 'red.8' : band === 'amber' ? 'yellow.9' : 'teal.8'}
      >
        {value === null ? 'No properties' : `${value} ${unit}`}
      </Text>
      <Text size="xs" c="gray.7">
        {scale.min}–{scale.max} {unit}
      </Text>
    </Stack>
  );
}
