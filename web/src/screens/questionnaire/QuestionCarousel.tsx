import { Button, Group, Stack, Text, Title } from '@mantine/core';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState, type ReactNode } from 'react';

export type Slide = { key: string; heading?: string; notes?: string; content: ReactNode };

type Props = { slides: Slide[]; label: string; focusKey?: { key: string; nonce: number } };

/**
 * One question at a time (spec 02 §2.1): one slide per move, no loop, arrows, no dragging.
 * Embla's `duration` is in its own units; 20 is about the 300 ms the spec asks for.
 */
export function QuestionCarousel({ slides, label, focusKey }: Props) {
  const [viewport, embla] = useEmblaCarousel({ loop: false, watchDrag: false, duration: 20, align: 'start' });
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const update = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || !focusKey) return;
    const target = slides.findIndex((slide) => slide.key === focusKey.key);
    if (target >= 0) embla.scrollTo(target);
  }, [embla, focusKey, slides]);

  useEffect(() => {
    embla?.reInit();
  }, [embla, slides.length]);

  const current = Math.min(index, Math.max(0, slides.length - 1));
  return (
    <Stack gap="sm" role="region" aria-roledescription="carousel" aria-label={label}>
      <div ref={viewport} style={{ overflow: 'hidden' }}>
        <div style={{ display: 'flex' }}>
          {slides.map((slide, position) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${slides.length}`}
              aria-hidden={position !== current}
              inert={position !== current}
              style={{ flex: '0 0 100%', minWidth: 0, paddingInline: 2 }}
            >
              <Stack gap="xs">
                {slide.heading ? (
                  <Title order={4} size="h5" c="gray.7">
                    {slide.heading}
                  </Title>
                ) : null}
                {slide.notes ? <Text size="sm">{slide.notes}</Text> : null}
                {slide.content}
              </Stack>
            </div>
          ))}
        </div>
      </div>
      <Group justify="space-between" wrap="nowrap">
        <Button variant="default" size="sm" onClick={() => embla?.scrollPrev()} disabled={current === 0} aria-label="Previous question">
          ‹ Previous
        </Button>
        <Text size="sm" c="gray.7" aria-live="polite">
          {slides.length ? `${current + 1} / ${slides.length}` : ''}
        </Text>
        <Button variant="default" size="sm" onClick={() => embla?.scrollNext()} disabled={current >= slides.length - 1} aria-label="Next question">
          Next ›
        </Button>
      </Group>
    </Stack>
  );
}
