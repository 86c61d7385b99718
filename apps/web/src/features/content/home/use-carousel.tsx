import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type useEmblaCarousel from 'embla-carousel-react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { SWIPE_THRESHOLD_PX, textDirection } from '@shop/core';

/** Embla's options and API, as embla-carousel-react names them. */
export type CarouselOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

const CarouselEngine = lazy(() => import('./carousel-engine'));

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the shopper asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false,
    () => false,
  );
}

type Move = { to: 'prev' } | { to: 'next' } | { to: 'index'; index: number };

export interface CarouselState {
  /** The selected scroll snap: a slide, or a view of slides with slidesToScroll 'auto'. */
  selected: number;
  canPrev: boolean;
  canNext: boolean;
}

/**
 * An Embla carousel as the storefront's sliders need it: a drag becomes a swipe after 5 px
 * (core SWIPE_THRESHOLD_PX, spec 9), it runs right-to-left in Arabic (and re-initialises
 * when the language flips), and with reduced motion the arrows and dots jump instead of
 * gliding.
 *
 * The slides are plain markup that shows the first view without any script. Embla's code
 * (its own chunk, ~7 KB) is fetched on the shopper's first move towards the carousel —
 * pointer over it, a touch, keyboard focus — which keeps it out of the home page's first
 * load (budget: 150 KB of JS). An arrow, dot or swipe made before it has arrived is
 * remembered and played once it runs.
 *
 * Spread `rootProps` on the carousel's outer element, put `viewportRef` on the viewport
 * (whose first child holds the slides) and render `engine` anywhere inside. `options`
 * should be a constant: a new object re-initialises the carousel.
 */
export function useCarousel(options: CarouselOptions = {}) {
  const { i18n } = useTranslation();
  const direction = textDirection(i18n.language);
  const reducedMotion = usePrefersReducedMotion();
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [api, setApi] = useState<CarouselApi | undefined>(undefined);
  const [state, setState] = useState<CarouselState>({ selected: 0, canPrev: Boolean(options.loop), canNext: true });
  const pendingMove = useRef<Move | null>(null);
  const gesture = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);

  const engineOptions = useMemo<CarouselOptions>(() => ({ dragThreshold: SWIPE_THRESHOLD_PX, direction, ...options }), [direction, options]);

  const move = useCallback(
    (target: CarouselApi, next: Move) => {
      if (next.to === 'prev') target.scrollPrev(reducedMotion);
      else if (next.to === 'next') target.scrollNext(reducedMotion);
      else target.scrollTo(next.index, reducedMotion);
    },
    [reducedMotion],
  );

  useEffect(() => {
    if (!api) return;
    const update = () => setState({ selected: api.selectedScrollSnap(), canPrev: api.canScrollPrev(), canNext: api.canScrollNext() });
    update();
    api.on('select', update).on('reInit', update);
    if (pendingMove.current) {
      move(api, pendingMove.current);
      pendingMove.current = null;
    }
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api, move]);

  const wake = useCallback(() => setWanted(true), []);

  /** Moves now, or as soon as Embla runs. */
  const request = useCallback(
    (next: Move) => {
      if (api) {
        move(api, next);
        return;
      }
      pendingMove.current = next;
      setWanted(true);
    },
    [api, move],
  );

  const prev = useCallback(() => request({ to: 'prev' }), [request]);
  const next = useCallback(() => request({ to: 'next' }), [request]);
  const goTo = useCallback((index: number) => request({ to: 'index', index }), [request]);

  // A swipe that starts before Embla runs (the touch that asked for it) is read here.
  const onPointerDown = useCallback(
    (event: PointerEvent) => {
      wake();
      swiped.current = false;
      gesture.current = api ? null : { x: event.clientX, y: event.clientY };
    },
    [api, wake],
  );
  const onPointerUp = useCallback(
    (event: PointerEvent) => {
      const start = gesture.current;
      gesture.current = null;
      if (!start) return;
      const dx = event.clientX - start.x;
      if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
      // Content follows the finger: a swipe towards the start side shows what comes next.
      const towardsStart = direction === 'rtl' ? dx > 0 : dx < 0;
      swiped.current = true;
      request({ to: towardsStart ? 'next' : 'prev' });
    },
    [direction, request],
  );
  // A mouse drag ends in a click on whatever is under it: that click is not a choice.
  const onClickCapture = useCallback((event: MouseEvent) => {
    if (!swiped.current) return;
    swiped.current = false;
    event.preventDefault();
    event.stopPropagation();
  }, []);

  const rootProps = { onPointerEnter: wake, onFocus: wake, onPointerDown, onPointerUp, onClickCapture };

  const engine: ReactNode =
    wanted && viewport ? (
      <Suspense fallback={null}>
        <CarouselEngine viewport={viewport} options={engineOptions} onApi={setApi} />
      </Suspense>
    ) : null;

  return { viewportRef: setViewport, rootProps, engine, api, direction, ...state, prev, next, goTo };
}
