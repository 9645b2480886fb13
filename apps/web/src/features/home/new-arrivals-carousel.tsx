import type { Fabric } from '@fabric-store/shared';
import { type TransitionEvent, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { FabricCard } from '../../components/fabric-card';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { SaveHeart } from '../wishlist/save-heart';

export const AUTOPLAY_MS = 2000;
export const SLIDE_SPEED_MS = 500;

/** The spec's responsive steps: 5 slides, 3 under 1024 px, 2 under 768 px, 1 under 480 px. */
export function slidesToShow(viewportWidth: number): number {
  if (viewportWidth < 480) return 1;
  if (viewportWidth < 768) return 2;
  if (viewportWidth < 1024) return 3;
  return 5;
}

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The viewport's width, or null while it is unknown: on the server, and while the page hydrates. */
function useViewportWidth(): number | null {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => null,
  );
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotionPreference(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotionPreference,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
}

/**
 * Before the width is known the slots follow the spec's steps in CSS, so the server's HTML already
 * has the layout the browser will keep; the slider takes over once it can measure.
 */
const SLOT_WIDTH_BY_BREAKPOINT = 'w-full min-[480px]:w-1/2 md:w-1/3 lg:w-1/5';

/** A card's width in those slots, less their gutters, for the browser's choice of photo. */
const SLIDE_CARD_SIZES =
  '(min-width: 1280px) calc(14.6rem - 2px), (min-width: 1024px) calc((100vw - 7rem) / 5 - 2px), (min-width: 768px) calc((100vw - 5rem) / 3 - 2px), (min-width: 480px) calc(50vw - 1.5rem - 2px), calc(100vw - 2rem - 2px)';

/** The arrows, shown in CSS at the widths where there are more fabrics than slots. */
function arrowsClassBeforeMeasuring(count: number): string {
  if (count > 5) return 'flex';
  if (count > 3) return 'flex lg:hidden';
  if (count > 2) return 'flex md:hidden';
  if (count > 1) return 'flex min-[480px]:hidden';
  return 'hidden';
}

/**
 * An endless slider without a library: the first `visible` slides are cloned after the last, and when
 * the track reaches the clones it jumps back to the start without animation. Like the usual library
 * behaviour, it only moves when there are more fabrics than slots.
 */
export function NewArrivalsCarousel({ fabrics }: { fabrics: Fabric[] }) {
  const { t } = useTranslation('shop');
  const width = useViewportWidth();
  const measured = width !== null;
  const visible = Math.min(slidesToShow(width ?? 0), Math.max(fabrics.length, 1));
  const canSlide = measured && fabrics.length > visible;
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
      aria-label={t('home.carousel')}
      className="relative"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {/* The slides' gutters hang outside the section, so the first and last cards line up with the heading. */}
      <div className="-mx-2 overflow-hidden">
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
            const inView = !measured || (position >= index && position < index + visible);
            return (
              <li
                key={clone ? `${fabric._id}-clone` : fabric._id}
                aria-roledescription="slide"
                aria-label={`${fabric.name}`}
                aria-hidden={clone || !inView ? true : undefined}
                className={`shrink-0 px-2 ${measured ? '' : SLOT_WIDTH_BY_BREAKPOINT}`}
                style={measured ? { width: `${100 / visible}%` } : undefined}
              >
                <FabricCard
                  fabric={fabric}
                  eager={position < (measured ? visible : 1)}
                  imageSizes={SLIDE_CARD_SIZES}
                  tabIndex={inView ? undefined : -1}
                  action={<SaveHeart fabric={fabric} tabIndex={inView ? undefined : -1} />}
                />
              </li>
            );
          })}
        </ul>
      </div>
      {canSlide || !measured ? (
        <div className={`mt-4 justify-end gap-2 ${measured ? 'flex' : arrowsClassBeforeMeasuring(fabrics.length)}`}>
          <button
            type="button"
            onClick={previous}
            aria-label={t('home.previousSlide')}
            className="grid size-10 place-items-center rounded-full border border-ink/20 bg-white hover:bg-sand"
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <button
            type="button"
            onClick={next}
            aria-label={t('home.nextSlide')}
            className="grid size-10 place-items-center rounded-full border border-ink/20 bg-white hover:bg-sand"
          >
            <ChevronRightIcon className="size-5" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
