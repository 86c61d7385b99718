import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** The main line, e.g. 'No videos found'. */
  title: ReactNode;
  /** A sentence under it. */
  message?: ReactNode;
  /** A button or link, e.g. Continue Shopping or Clear search. */
  action?: ReactNode;
  /** A decorative icon or picture above the title. */
  icon?: ReactNode;
  className?: string;
}

/** What a list shows when it has nothing (spec: 'No videos found', 'Sorry! No Result Found' ...). */
export function EmptyState({ title, message, action, icon, className }: EmptyStateProps) {
  return (
    <div className={className ? `empty-state ${className}` : 'empty-state'}>
      {icon && (
        <div className="empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <p className="empty-state__title">{title}</p>
      {message && <p className="empty-state__message">{message}</p>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
