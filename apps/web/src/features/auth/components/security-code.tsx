import { securityCodeDigits } from '@shop/core';
import { useTranslation } from '../../../shared/i18n/use-translation';

/**
 * The login page's displayed code (spec 4): four digits, each in its own colour. Screen
 * readers hear the whole number once; the styled digits are decoration.
 */
export function SecurityCode({ code }: { code: number }) {
  const { t } = useTranslation('account');
  return (
    <p className="security-code">
      <span className="security-code__label">{t('login.securityCodeShown')}</span>
      <span className="security-code__digits" role="img" aria-label={String(code)} data-code={code} dir="ltr">
        {securityCodeDigits(code).map((digit, index) => (
          <span key={index} className={`security-code__digit security-code__digit--${index + 1}`} aria-hidden="true">
            {digit}
          </span>
        ))}
      </span>
    </p>
  );
}
