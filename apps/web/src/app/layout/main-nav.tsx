import { useId } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { CATEGORY_MENU_LIMIT, categoryPath, type Category } from '@shop/core';
import { useCategories } from '../../features/catalog/api/get-categories';
import { paths } from '../../shared/config/paths';
import { telHref } from '../../shared/config/shop-info';
import { useShopInfo } from '../../shared/api/get-shop-info';
import { ChevronDownIcon, GridIcon, NextIcon, PhoneIcon } from '../../shared/ui/icons';
import { useMenuState } from './use-menu-state';

/** The categories dropdown shows its (up to 14) categories in columns of this many. */
export const CATEGORY_MENU_GROUP_SIZE = 7;

/** Splits a list into groups of `size`. */
export function inGroups<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}

/** 'Browse Categories': the first 14 categories (core CATEGORY_MENU_LIMIT), split into groups. */
function CategoriesMenu({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  const menu = useMenuState();
  const panelId = useId();
  const groups = inGroups(categories.slice(0, CATEGORY_MENU_LIMIT), CATEGORY_MENU_GROUP_SIZE);
  return (
    <div className="dropdown categories-menu" ref={menu.rootRef}>
      <button type="button" className="categories-menu__toggle" aria-controls={panelId} {...menu.toggleProps}>
        <GridIcon />
        <span>{t('nav.browseCategories')}</span>
        <ChevronDownIcon className="dropdown__chevron" />
      </button>
      <div id={panelId} className="dropdown__panel categories-menu__panel" hidden={!menu.open} onClick={menu.onPanelClick}>
        {menu.open &&
          groups.map((group, index) => (
            <ul key={index} className="categories-menu__group">
              {group.map((category) => (
                <li key={category.category_id}>
                  <Link to={categoryPath(category.category_title, category.category_id)} className="categories-menu__link">
                    <img src={category.category_image_url} alt="" width="32" height="32" loading="lazy" decoding="async" />
                    <span>{category.category_title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ))}
      </div>
    </div>
  );
}

/** One branch of the category tree: a category and (up to the third level) its children. */
function CategoryBranch({ category, level }: { category: Category; level: 1 | 2 | 3 }) {
  const children = level < 3 ? category.children : [];
  return (
    <li className={`category-tree__item category-tree__item--l${level}`}>
      <Link to={categoryPath(category.category_title, category.category_id)} className="category-tree__link">
        {category.category_title}
      </Link>
      {children.length > 0 && (
        <ul className="category-tree__children">
          {children.map((child) => (
            <CategoryBranch key={child.category_id} category={child} level={(level + 1) as 2 | 3} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** 'Shop': the link to all products, and a panel with the category tree, three levels deep. */
function ShopMenu({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  const menu = useMenuState();
  const panelId = useId();
  return (
    <li className="main-nav__item main-nav__item--mega" ref={menu.rootRef} {...menu.hoverProps}>
      <NavLink to={paths.productList.getHref()} className="main-nav__link">
        {t('nav.shop')}
      </NavLink>
      <button type="button" className="main-nav__expand" aria-controls={panelId} aria-label={t('nav.shopCategories')} {...menu.toggleProps}>
        <ChevronDownIcon className="dropdown__chevron" />
      </button>
      <div id={panelId} className="mega-panel" hidden={!menu.open} onClick={menu.onPanelClick}>
        {menu.open && (
          <>
            <Link to={paths.productList.getHref()} className="mega-panel__all">
              {t('nav.allProducts')}
              <NextIcon width="16" height="16" />
            </Link>
            <ul className="category-tree">
              {categories.map((category) => (
                <CategoryBranch key={category.category_id} category={category} level={1} />
              ))}
            </ul>
          </>
        )}
      </div>
    </li>
  );
}

/**
 * The navigation bar (spec 2.2): the categories dropdown, Home, the category tree (under
 * Shop), Videos, Blogs, Contact and the hotline. Shown from tablet width up; smaller
 * screens use the mobile menu.
 */
export function MainNav() {
  const { t } = useTranslation();
  const { data: categories = [] } = useCategories();
  const shop = useShopInfo();
  return (
    <nav className="main-nav" aria-label={t('nav.label')}>
      <div className="main-nav__inner">
        <CategoriesMenu categories={categories} />
        <ul className="main-nav__links">
          <li className="main-nav__item">
            <NavLink to={paths.home.getHref()} end className="main-nav__link">
              {t('nav.home')}
            </NavLink>
          </li>
          <ShopMenu categories={categories} />
          <li className="main-nav__item">
            <NavLink to={paths.videos.getHref()} className="main-nav__link">
              {t('nav.videos')}
            </NavLink>
          </li>
          <li className="main-nav__item">
            <NavLink to={paths.blogs.getHref()} className="main-nav__link">
              {t('nav.blogs')}
            </NavLink>
          </li>
          <li className="main-nav__item">
            <NavLink to={paths.contact.getHref()} className="main-nav__link">
              {t('nav.contact')}
            </NavLink>
          </li>
        </ul>
        {shop && (
          <a className="main-nav__hotline" href={telHref(shop.phone)}>
            <PhoneIcon />
            <span className="main-nav__hotline-text">
              <span className="main-nav__hotline-label">{t('nav.hotline')}</span>
              <bdi dir="ltr">{shop.phone}</bdi>
            </span>
          </a>
        )}
      </div>
    </nav>
  );
}
