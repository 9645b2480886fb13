import type { Fabric } from '@fabric-store/shared';
import { type TransitionEvent, useCallback, useEffect, useRef, useState } from 'react';
import { FabricCard } from '../../components/fabric-card';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';

export const AUTOPLAY_MS = 2000;
export const SLIDE_SPEED_MS = 500;

/** The spec's responsive steps: 5 slides, 3 under 1024 px, 2 under 768 px, 1 under 480 px. */
export function slidesToShow(viewportWidth: number): number {
  if (viewportWidth < 480) return 1;
  if (viewportWidth < 768) return 2;
  if (viewportWidth < 1024) return 3;
  return 5;
}

function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * An endless slider without a library: the first `visible` slides are cloned after the last, and when
 * the track reaches the clones it jumps back to the start without animation. Like the usual library
 * behaviour, it only moves when there are more fabrics than slots.
 */
export function NewArrivalsCarousel({ fabrics }: { fabrics: Fabric[] }) {
  const visible = Math.min(slidesToShow(useViewportWidth()), Math.max(fabrics.length, 1));
  const canSlide = fabrics.length > visible;
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [paused, setPaused] = useState(false);
  const frame = useRef(0);

  const slides = canSlide ? [...fabrics, ...fabrics.slice(0, visible)] : fabrics;

  // Capped at the first clone: clicks faster than the slide speed must not run past the copies.
  const next = useCallback(() => {
    setAnimate(true);
    setIndex((current) => Math.min(current + 1, fabrics.length));
  }, [fabrics.length]);

  const previous = () => {
    if (index > 0) {
      setAnimate(true);
      setIndex(index - 1);
      return;
    }
    // Jump to the clone of the first slide without animation, then slide back one on the next frame.
    setAnimate(false);
    setIndex(fabrics.length);
    frame.current = requestAnimationFrame(() => {
      frame.current = requestAnimationFrame(() => {
        setAnimate(true);
        setIndex(fabrics.length - 1);
      });
    });
  };

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  // A new slot count can leave the index past the end; start over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the slot count changes.
  useEffect(() => {
    setAnimate(false);
    setIndex(0);
  }, [visible]);

  useEffect(() => {
    if (!canSlide || paused || reducedMotion) return;
    const timer = window.setInterval(next, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [canSlide, paused, reducedMotion, next]);

  const onTransitionEnd = (event: TransitionEvent<HTMLUListElement>) => {
    // Hover transitions of the cards bubble up here too; only the track's own move counts.
    if (event.target !== event.currentTarget) return;
    if (index >= fabrics.length) {
      setAnimate(false);
      setIndex(0);
    }
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="New Arrivals"
      className="relative"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="overflow-hidden">
        <ul
          className="flex"
          style={{
            transform: `translateX(-${(index * 100) / visible}%)`,
            transition: animate ? `transform ${SLIDE_SPEED_MS}ms ease` : 'none',
          }}
          onTransitionEnd={onTransitionEnd}
        >
          {slides.map((fabric, position) => {
            const clone = position >= fabrics.length;
            const inView = position >= index && position < index + visible;
            return (
              <li
                key={clone ? `${fabric._id}-clone` : fabric._id}
                aria-roledescription="slide"
                aria-label={`${fabric.name}`}
                aria-hidden={clone || !inView ? true : undefined}
                className="shrink-0 px-2"
                style={{ width: `${100 / visible}%` }}
              >
                <FabricCard fabric={fabric} eager={position < visible} tabIndex={inView ? undefined : -1} />
              </li>
            );
          })}
        </ul>
      </div>
      {canSlide ? (
        <div className="mt-4 flex justify-end gap-2">
          <button
            type="button"
            onClick={previous}
            aria-label="Previous slide"
            className="grid size-10 place-items-center rounded-full border border-ink/20 bg-white hover:bg-sand"
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <button
            type="button"
            onClick={next}
            aria-label="Next slide"
            className="grid size-10 place-items-center rounded-full border border-ink/20 bg-white hover:bg-sand"
          >
            <ChevronRightIcon className="size-5" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
