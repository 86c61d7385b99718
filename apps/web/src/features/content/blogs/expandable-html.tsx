import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';

export interface ExpandableHtmlProps {
  /** HTML the server has already sanitised (DESIGN.md section 5). */
  html: string;
  className?: string;
}

/** Whether a clamped box hides some of its text (a pixel of rounding is not overflow). */
export function isOverflowing(element: HTMLElement): boolean {
  return element.scrollHeight - element.clientHeight > 1;
}

/**
 * A blog description clamped to 3 lines (CSS line-clamp) with a 'Read More' / 'Read Less'
 * toggle (spec 2.12). The toggle appears only when the text is really cut off, measured
 * again whenever the box changes size (narrower screen, another language's font).
 */
export function ExpandableHtml({ html, className }: ExpandableHtmlProps) {
  const { t } = useTranslation('content');
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    // Measured only while clamped: open, the text always fits, and the toggle must stay.
    if (!element || expanded) return;
    const measure = () => setOverflows(isOverflowing(element));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [html, expanded]);

  return (
    <>
      <div
        ref={ref}
        id={id}
        className={`rich-text${expanded ? '' : ' rich-text--clamped'}${className ? ` ${className}` : ''}`}
        dir="auto"
        // Sanitised by the server before it leaves the database (blog text may carry <p>, <strong> ...).
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {overflows && (
        <button type="button" className="read-more" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((open) => !open)}>
          {expanded ? t('blogs.readLess') : t('blogs.readMore')}
        </button>
      )}
    </>
  );
}
