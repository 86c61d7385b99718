import type { CSSProperties } from 'react';

export interface ShimmerProps {
  /** CSS length, e.g. '60%' or '12rem'; full width by default. */
  width?: string;
  /** CSS length; one line of text by default. */
  height?: string;
  /** Round ('50%') or a radius. */
  radius?: string;
  className?: string;
}

/** A grey block with a moving sheen, standing in for content that is loading. Hidden from screen readers. */
export function Shimmer({ width, height, radius, className }: ShimmerProps) {
  const style: CSSProperties = { inlineSize: width, blockSize: height, borderRadius: radius };
  return <span className={className ? `shimmer ${className}` : 'shimmer'} style={style} aria-hidden="true" />;
}

/** `lines` shimmer lines of text, the last one shorter. */
export function ShimmerText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <span className={className ? `shimmer-text ${className}` : 'shimmer-text'} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Shimmer key={i} width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}
