import { useTranslation } from '../../shared/i18n/use-translation';
import { paths } from '../../shared/config/paths';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { Breadcrumb } from '../../shared/ui/breadcrumb';
import { ContactDetails } from './contact/contact-details';
import { ContactForm } from './contact/contact-form';
import { GrievanceOfficer } from './contact/grievance-officer';
import { MapPanel } from './contact/map-panel';
import './contact/contact.css';

/**
 * Contact (spec 2.7): intro text, the shop's address, phone, e-mail and hours, the grievance
 * officer (issue 23), a map of the showroom, and the contact form.
 */
export default function ContactPage() {
  const { t } = useTranslation('content');
  useDocumentTitle(t('contact.documentTitle'));
  return (
    <div className="contact-screen">
      <Breadcrumb items={[{ label: t('nav.home'), to: paths.home.getHref() }, { label: t('contact.title') }]} />
      <div className="contact-screen__head">
        <h1 className="screen__title">{t('contact.title')}</h1>
        <p className="lead">{t('contact.intro')}</p>
      </div>

      <div className="contact-layout">
        <section className="contact-layout__info contact-panel" aria-labelledby="contact-visit">
          <h2 id="contact-visit" className="contact-panel__title">
            {t('contact.visitHeading')}
          </h2>
          <ContactDetails />
        </section>
        <div className="contact-layout__grievance">
          <GrievanceOfficer />
        </div>
        <div className="contact-layout__map">
          <MapPanel />
        </div>
        <section className="contact-layout__form contact-panel contact-panel--form" aria-labelledby="contact-write">
          <h2 id="contact-write" className="contact-panel__title">
            {t('contact.formHeading')}
          </h2>
          <ContactForm />
        </section>
      </div>
    </div>
  );
}
