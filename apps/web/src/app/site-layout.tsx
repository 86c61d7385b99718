import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '../shared/i18n/use-translation';
import { BrandLink } from './layout/brand-link';
import { MainNav } from './layout/main-nav';
import { SiteHeader } from './layout/site-header';
import { TopStrip } from './layout/top-strip';
import { AppReady } from './app-root';
import { ScreenLoading } from './screen-loading';

// The mobile menu's code loads when it is first opened, not with the first page.
const loadMobileMenu = () => import('./layout/mobile-menu');
const MobileMenu = lazy(loadMobileMenu);
/** The width below which the navigation bar gives way to the mobile menu (styles.css). */
const MOBILE_MENU_QUERY = '(max-width: 47.99rem)';
// The footer sits below the fold (the main area is at least a screen tall), so its code
// need not hold up the first paint either.
const SiteFooter = lazy(() => import('./layout/site-footer'));

/**
 * The public layout (spec sections 1 and 2.2): top strip, header, navigation bar (or the
 * mobile menu on small screens), the current screen, and the footer. A screen that is
 * still loading its translations shows a placeholder inside the frame.
 */
export function SiteLayout() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // On a phone the menu will likely be used: fetch its code once the page is idle, so the
  // first tap opens it at once.
  useEffect(() => {
    if (!window.matchMedia?.(MOBILE_MENU_QUERY).matches) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000));
    idle(() => void loadMobileMenu());
  }, []);
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <TopStrip />
      <SiteHeader
        menuOpen={menuOpen}
        onOpenMenu={() => {
          setMenuUsed(true);
          setMenuOpen(true);
        }}
      />
      <MainNav />
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<ScreenLoading />}>
          <Outlet />
          <AppReady />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
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
        <Suspense fallback={<ScreenLoading />}>
          <Outlet />
          <AppReady />
        </Suspense>
      </main>
    </div>
  );
}
