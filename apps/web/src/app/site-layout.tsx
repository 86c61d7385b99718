import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { BRAND_NAME } from '../shared/config/brand';
import { paths } from '../shared/config/paths';

const primaryLinks = [
  { to: paths.home.getHref(), label: 'Home', end: true },
  { to: paths.productList.getHref(), label: 'All Products' },
  { to: paths.videos.getHref(), label: 'Videos' },
  { to: paths.blogs.getHref(), label: 'Blogs' },
  { to: paths.contact.getHref(), label: 'Contact' },
];

const shopperLinks = [
  { to: paths.wishlist.getHref(), label: 'Wishlist' },
  { to: paths.cart.getHref(), label: 'Cart' },
  { to: paths.myAccount.getHref(), label: 'My Account' },
];

function BrandLink() {
  return (
    <Link to={paths.home.getHref()} className="brand">
      <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path d="M16 2 27 11 16 30 5 11z" />
        <path className="brand__facet" d="M16 2 21 11 16 30 11 11z" />
      </svg>
      <span>{BRAND_NAME}</span>
    </Link>
  );
}

function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // A followed link closes the small-screen menu.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <BrandLink />
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-toggle__bars" aria-hidden="true" />
          Menu
        </button>
        <nav id="site-nav" className="site-nav" aria-label="Main" data-open={menuOpen}>
          <ul className="site-nav__list">
            {primaryLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className="site-nav__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul className="site-nav__list site-nav__list--shopper">
            {shopperLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="site-nav__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div>
          <p className="site-footer__brand">{BRAND_NAME}</p>
          <p className="site-footer__note">Stones, minerals and crystals, chosen one piece at a time.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            <li>
              <Link to={paths.contact.getHref()}>Contact us</Link>
            </li>
            <li>
              <Link to={paths.videos.getHref()}>Product videos</Link>
            </li>
            <li>
              <Link to={paths.blogs.getHref()}>Our blogs</Link>
            </li>
            <li>
              {/* The spec's footer labels the sign-up link 'Sign In'. */}
              <Link to={paths.createAccount.getHref()}>Sign In</Link>
            </li>
            <li>
              <Link to={paths.myOrders.getHref()}>Order history</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="site-footer__legal">© {new Date().getFullYear()} {BRAND_NAME}</p>
    </footer>
  );
}

/** The public layout: shared header and footer around the current screen. */
export function SiteLayout() {
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

/** The frame of the screens outside the layout (login, sign-up, invoice): just the brand. */
export function MinimalLayout() {
  return (
    <div className="site site--minimal">
      <header className="minimal-header">
        <BrandLink />
      </header>
      <main id="main" className="site-main">
        <Outlet />
      </main>
    </div>
  );
}
