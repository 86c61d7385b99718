import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { categoryPath, type Category } from '@shop/core';

/** The category's children as quick filters: each chip opens that sub-category's listing. */
export function CategoryChips({ category }: { category: Category }) {
  const { t } = useTranslation('catalog');
  if (category.children.length === 0) return null;
  return (
    <nav className="category-chips" aria-label={t('subcategories', { category: category.category_title })}>
      <ul className="category-chips__list">
        {category.children.map((child) => (
          <li key={child.category_id}>
            <Link className="category-chip" to={categoryPath(child.category_title, child.category_id)}>
              {child.category_title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
