import { Link } from 'react-router';
import { useTranslation } from '../i18n/use-translation';

export interface BreadcrumbItem {
  label: string;
  /** A link; the last item (the current page) has none. */
  to?: string;
}

/**
 * A breadcrumb trail, e.g. Home > Shop > Amethyst (spec 2.4). The last item is the current
 * page (aria-current). Separators are drawn by CSS and turn round in Arabic.
 */
export function Breadcrumb({ items, className }: { items: BreadcrumbItem[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('breadcrumb.label')} className={className ? `breadcrumb ${className}` : 'breadcrumb'}>
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} aria-current={last ? 'page' : undefined}>
              {item.to && !last ? <Link to={item.to}>{item.label}</Link> : item.label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
