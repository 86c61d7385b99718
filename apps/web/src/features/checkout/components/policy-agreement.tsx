import { Link } from 'react-router';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/config/paths';

/** 'By placing the order you agree to the Terms and the Returns & Refunds policy', beside Place an Order (issue 23). */
export function PolicyAgreement() {
  const { t } = useTranslation('checkout');
  return (
    <p className="checkout-summary__note checkout-agreement">
      <Trans
        t={t}
        i18nKey="place.agree"
        components={{
          terms: <Link to={paths.policy.getHref('Terms')} target="_blank" rel="noopener" />,
          returns: <Link to={paths.policy.getHref('ReturnsRefunds')} target="_blank" rel="noopener" />,
        }}
      />
    </p>
  );
}
