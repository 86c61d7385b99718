import { useTranslation } from '../../../shared/i18n/use-translation';
import { telHref } from '../../../shared/config/shop-info';
import { useShopInfo } from '../../../shared/api/get-shop-info';

/**
 * The grievance officer (Consumer Protection (E-Commerce) Rules 2020, rule 4(4); issue 23):
 * name, designation, e-mail and phone from the shop's settings. Nothing until they are in.
 */
export function GrievanceOfficer() {
  const { t } = useTranslation('content');
  const officer = useShopInfo()?.grievance;
  if (!officer) return null;
  return (
    <section className="contact-panel grievance-officer" aria-labelledby="contact-grievance">
      <h2 id="contact-grievance" className="contact-panel__title">
        {t('contact.grievance.heading')}
      </h2>
      <p className="grievance-officer__intro">{t('contact.grievance.intro')}</p>
      <dl className="grievance-officer__facts">
        <div>
          <dt>{t('contact.grievance.name')}</dt>
          <dd>
            <bdi>{officer.name}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('contact.grievance.designation')}</dt>
          <dd>
            <bdi>{officer.designation}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('contact.grievance.email')}</dt>
          <dd>
            <a href={`mailto:${officer.email}`} dir="ltr">
              {officer.email}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('contact.grievance.phone')}</dt>
          <dd>
            <a href={telHref(officer.phone)} dir="ltr">
              {officer.phone}
            </a>
          </dd>
        </div>
      </dl>
    </section>
  );
}
