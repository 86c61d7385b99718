import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { BRAND_NAME } from '../../shared/config/brand';
import { paths } from '../../shared/config/paths';
import { telHref } from '../../shared/config/shop-info';
import { useShopInfo } from '../../shared/api/get-shop-info';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../shared/ui/icons';
import { BrandLink } from './brand-link';
import { SocialLinks } from './social-links';

/** The payment-gateway picture in public/images, and its drawn size. */
const PAYMENT_IMAGE = { src: '/images/payment-methods.svg', width: 232, height: 30 } as const;

/**
 * The footer (spec 2.2): address, phone and e-mail, and the grievance officer (issue 23);
 * company links (about: home; the policy pages; contact); account links (the sign-up link reads 'Sign In', as the spec says); the payment-gateway picture;
 * social links.
 */
export default function SiteFooter() {
  const { t } = useTranslation();
  const shop = useShopInfo();
  const companyLinks = [
    { to: paths.home.getHref(), label: t('footer.about') },
    // The policy pages (issue 23; Consumer Protection (E-Commerce) Rules 2020).
    { to: paths.policy.getHref('ShippingDelivery'), label: t('footer.delivery') },
    { to: paths.policy.getHref('ReturnsRefunds'), label: t('footer.returns') },
    { to: paths.policy.getHref('Cancellation'), label: t('footer.cancellation') },
    { to: paths.policy.getHref('Privacy'), label: t('footer.privacy') },
    { to: paths.policy.getHref('Terms'), label: t('footer.terms') },
    { to: paths.contact.getHref(), label: t('footer.contactUs') },
  ];
  const accountLinks = [
    // The spec's footer labels the sign-up link 'Sign In'.
    { to: paths.createAccount.getHref(), label: t('footer.signIn') },
    { to: paths.cart.getHref(), label: t('footer.viewCart') },
    { to: paths.wishlist.getHref(), label: t('footer.myWishlist') },
    { to: paths.trackOrders.getHref(), label: t('footer.trackOrder') },
    { to: paths.myOrders.getHref(), label: t('footer.orderHistory') },
  ];
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__about" aria-labelledby="footer-contact">
          <BrandLink />
          <p className="site-footer__note">{t('footer.note')}</p>
          <h2 id="footer-contact" className="visually-hidden">
            {t('footer.contactHeading')}
          </h2>
          <address className="site-footer__contact">
            <p>
              <MapPinIcon />
              <span>
                <span className="site-footer__label">{t('footer.address')}: </span>
                {t('shop.address')}
              </span>
            </p>
            {shop && (
              <>
                <p>
                  <PhoneIcon />
                  <span>
                    <span className="site-footer__label">{t('footer.phone')}: </span>
                    <a href={telHref(shop.phone)}>
                      <bdi dir="ltr">{shop.phone}</bdi>
                    </a>
                  </span>
                </p>
                <p>
                  <MailIcon />
                  <span>
                    <span className="site-footer__label">{t('footer.email')}: </span>
                    <a href={`mailto:${shop.email}`}>{shop.email}</a>
                  </span>
                </p>
              </>
            )}
          </address>
          {shop?.grievance && (
            <section className="site-footer__grievance" aria-labelledby="footer-grievance">
              <h2 id="footer-grievance" className="site-footer__heading site-footer__heading--small">
                {t('footer.grievanceHeading')}
              </h2>
              <p>
                <bdi>{shop.grievance.name}</bdi>
                <br />
                <bdi>{shop.grievance.designation}</bdi>
                <br />
                <a href={`mailto:${shop.grievance.email}`}>
                  <bdi dir="ltr">{shop.grievance.email}</bdi>
                </a>
                <br />
                <a className="site-footer__phone" href={telHref(shop.grievance.phone)}>
                  <bdi dir="ltr">{shop.grievance.phone}</bdi>
                </a>
              </p>
            </section>
          )}
        </section>
        <FooterLinks id="footer-company" heading={t('footer.company')} links={companyLinks} />
        <FooterLinks id="footer-account" heading={t('footer.account')} links={accountLinks} />
        <section className="site-footer__column" aria-labelledby="footer-pay">
          <h2 id="footer-pay" className="site-footer__heading">
            {t('footer.securePayments')}
          </h2>
          <img
            className="site-footer__payments"
            src={PAYMENT_IMAGE.src}
            width={PAYMENT_IMAGE.width}
            height={PAYMENT_IMAGE.height}
            alt={t('footer.paymentMethods')}
            loading="lazy"
            decoding="async"
          />
          <h2 className="site-footer__heading site-footer__heading--follow">{t('footer.follow')}</h2>
          <SocialLinks />
        </section>
      </div>
      <p className="site-footer__legal">
        © {new Date().getFullYear()} <bdi>{BRAND_NAME}</bdi> · {t('footer.rights')}
      </p>
    </footer>
  );
}

/** One labelled column of footer links. */
function FooterLinks({ id, heading, links }: { id: string; heading: string; links: { label: string; to: string }[] }) {
  return (
    <nav className="site-footer__column" aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {heading}
      </h2>
      <ul className="site-footer__links">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
