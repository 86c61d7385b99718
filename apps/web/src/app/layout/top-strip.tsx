import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { paths } from '../../shared/config/paths';
import { HeartIcon, UserIcon } from '../../shared/ui/icons';
import { CurrencySwitcher } from './currency-switcher';
import { LanguageSwitcher } from './language-switcher';

const TAGLINES = ['topStrip.tagline1', 'topStrip.tagline2', 'topStrip.tagline3'] as const;

/**
 * The strip above the header (spec section 1): My Account, three rotating taglines about
 * stone, the currency switcher (flag and code), the language switcher and the wishlist.
 * The taglines rotate by CSS alone (no re-render), and stand still for reduced motion.
 * On phones the links shrink to their icons (the names stay for screen readers) and the
 * language switcher moves to the mobile menu. It is a named region (a landmark), so a
 * screen-reader user moving by landmarks reaches its links and switchers too.
 */
export function TopStrip() {
  const { t } = useTranslation();
  return (
    <section className="top-strip" aria-label={t('topStrip.label')}>
      <div className="top-strip__inner">
        <Link to={paths.myAccount.getHref()} className="top-strip__link top-strip__account">
          <UserIcon width="16" height="16" />
          <span className="top-strip__label">{t('topStrip.myAccount')}</span>
        </Link>
        <p className="taglines">
          {TAGLINES.map((key, index) => (
            <span key={key} className="taglines__item" style={{ animationDelay: `${index * 4}s` }}>
              {t(key)}
            </span>
          ))}
        </p>
        <div className="top-strip__controls">
          <CurrencySwitcher />
          <LanguageSwitcher className="top-strip__language" />
          <Link to={paths.wishlist.getHref()} className="top-strip__link top-strip__wishlist">
            <HeartIcon width="16" height="16" />
            <span className="top-strip__label">{t('topStrip.wishlist')}</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
