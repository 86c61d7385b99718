import { useEffect } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { CarouselApi, CarouselOptions } from './use-carousel';

export interface CarouselEngineProps {
  /** The carousel's viewport element (its first child holds the slides). */
  viewport: HTMLElement;
  options: CarouselOptions;
  /** Receives the Embla API once it runs, and undefined when it stops. */
  onApi(api: CarouselApi | undefined): void;
}

/**
 * Embla (embla-carousel-react) driving an already rendered carousel. It renders nothing:
 * it lives in its own chunk, which useCarousel loads on the shopper's first move towards a
 * carousel, so the home page's first load carries no carousel code.
 */
export default function CarouselEngine({ viewport, options, onApi }: CarouselEngineProps) {
  const [viewportRef, api] = useEmblaCarousel(options);

  useEffect(() => {
    // Focus (or the browser revealing a focused card) may have scrolled the viewport
    // before Embla took over; Embla moves the slides itself and expects it at rest.
    viewport.scrollLeft = 0;
    viewportRef(viewport);
  }, [viewport, viewportRef]);

  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);

  return null;
}
