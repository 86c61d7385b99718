import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { telHref } from '../../../shared/config/shop-info';
import { useShopInfo } from '../../../shared/api/get-shop-info';
import { Icon, MailIcon, MapPinIcon, PhoneIcon } from '../../../shared/ui/icons';

const ClockIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="contact-details__item">
      <span className="contact-details__icon">{icon}</span>
      <span className="contact-details__text">
        <span className="contact-details__label">{label}</span>
        <span className="contact-details__value">{children}</span>
      </span>
    </li>
  );
}

/** The shop's address, phone, e-mail and opening hours (spec 2.7). */
export function ContactDetails() {
  const { t } = useTranslation('content');
  const shop = useShopInfo();
  return (
    <address className="contact-details">
      <ul className="contact-details__list">
        <Detail icon={<MapPinIcon />} label={t('contact.address')}>
          {t('shop.address')}
        </Detail>
        {shop && (
          <>
            <Detail icon={<PhoneIcon />} label={t('contact.phone')}>
              <a href={telHref(shop.phone)} dir="ltr">
                {shop.phone}
              </a>
            </Detail>
            <Detail icon={<MailIcon />} label={t('contact.email')}>
              <a href={`mailto:${shop.email}`} dir="ltr">
                {shop.email}
              </a>
            </Detail>
          </>
        )}
        <Detail icon={<ClockIcon />} label={t('contact.hours')}>
          {t('contact.hoursValue')}
        </Detail>
      </ul>
    </address>
  );
}
