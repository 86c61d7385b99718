import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A header link with an icon and a count badge, read out as e.g. 'Cart, 3 items'. */
export function CountLink({
  to,
  icon,
  text,
  label,
  count,
  className,
}: {
  to: string;
  icon: ReactNode;
  text: string;
  label: string;
  count: number;
  className?: string;
}) {
  return (
    <Link to={to} className={className ? `header-action ${className}` : 'header-action'} aria-label={label}>
      <span className="header-action__icon">
        {icon}
        <span className="badge" aria-hidden="true">
          {count}
        </span>
      </span>
      <span className="header-action__text">{text}</span>
    </Link>
  );
}
