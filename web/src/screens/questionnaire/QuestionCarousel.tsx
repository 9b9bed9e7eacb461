import { Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export type Slide = { key: string; heading?: string; notes?: string; content: ReactNode };

type Props = { slides: Slide[]; label: string; focusKey?: { key: string; nonce: number } };

/** The first control a person answers with, else the slide itself. */
const FOCUSABLE =
  'input:not([type=hidden]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What a screen reader should hear about a slide: its question's label, legend or first line. */
function questionText(slide: HTMLElement): string {
  const label = slide.querySelector('label, legend, [id$="-label"]');
  return (label?.textContent ?? slide.textContent ?? '').trim().slice(0, 200);
}

/**
 * One question at a time (spec 02 §2.1): one slide per move, no loop, arrows, no dragging.
 * Embla's `duration` is in its own units; 20 is about the 300 ms the spec asks for. A visitor whose
 * system asks for reduced motion gets the next question at once, without the slide.
 * The viewport takes the height of the slide on show, so a short question leaves no blank space
 * under it on a phone. Going to a question (Next unanswered question) moves focus to it and says it.
 */
export function QuestionCarousel({ slides, label, focusKey }: Props) {
  const [viewport, embla] = useEmblaCarousel({ loop: false, watchDrag: false, duration: 20, align: 'start' });
  const [index, setIndex] = useState(0);
  const [height, setHeight] = useState<number>();
  const [announcement, setAnnouncement] = useState('');
  const slideElements = useRef<(HTMLDivElement | null)[]>([]);
  /** The slide to focus once it is on show (its `inert` lifted). */
  const pendingFocus = useRef<number | null>(null);
  const jump = useReducedMotion();

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
    if (target < 0) return;
    pendingFocus.current = target;
    embla.scrollTo(target, jump);
    // Already there: the index does not change, so focus now.
    if (embla.selectedScrollSnap() === target) setIndex(target);
  }, [embla, focusKey, slides, jump]);

  useEffect(() => {
    embla?.reInit();
  }, [embla, slides.length]);

  const current = Math.min(index, Math.max(0, slides.length - 1));

  // The viewport follows the height of the slide on show, and of its content as it changes.
  useLayoutEffect(() => {
    const element = slideElements.current[current];
    if (!element) return;
    const measure = () => setHeight(element.offsetHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [current, slides.length]);

  useEffect(() => {
    if (pendingFocus.current !== current) return;
    const element = slideElements.current[current];
    if (!element) return;
    pendingFocus.current = null;
    // The section may still be opening: try again on the next frames until the control takes focus.
    let tries = 0;
    const focus = () => {
      const control = element.querySelector<HTMLElement>(FOCUSABLE) ?? element;
      control.focus({ preventScroll: true });
      if (document.activeElement !== control && tries++ < 60) requestAnimationFrame(focus);
    };
    focus();
    setAnnouncement(`Question ${current + 1} of ${slides.length}: ${questionText(element)}`);
  }, [current, slides.length, focusKey, embla]);

  return (
    <Stack gap="sm" role="region" aria-roledescription="carousel" aria-label={label}>
      <div ref={viewport} style={{ overflow: 'hidden', height, transition: jump ? undefined : 'height 300ms ease' }}>
        <div style={{ display: 'flex', alignItems: 'flex-start' }}>
          {slides.map((slide, position) => (
            <div
              key={slide.key}
              ref={(element) => {
                slideElements.current[position] = element;
              }}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${slides.length}`}
              aria-hidden={position !== current}
              inert={position !== current}
              tabIndex={-1}
              data-testid="question-slide"
              style={{ flex: '0 0 100%', minWidth: 0, paddingInline: 2, paddingBlock: 2 }}
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
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      <Group justify="space-between" wrap="nowrap">
        <Button
          variant="default"
          size="sm"
          onClick={() => embla?.scrollPrev(jump)}
          disabled={current === 0}
          aria-label="Previous question"
        >
          ‹ Previous
        </Button>
        <Text size="sm" c="gray.7" aria-live="polite">
          {slides.length ? `${current + 1} / ${slides.length}` : ''}
        </Text>
        <Button
          variant="default"
          size="sm"
          onClick={() => embla?.scrollNext(jump)}
          disabled={current >= slides.length - 1}
          aria-label="Next question"
        >
          Next ›
        </Button>
      </Group>
    </Stack>
  );
}
