import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import '../../../shared/ui/form-field.css';

/**
 * The buyer's GSTIN for a business purchase (issue 23), offered only by a shop registered for
 * GST: printed on the tax invoice. Optional; checked in the browser with core's rule
 * (buyerGstinSchema: shape, state code, check character) before the order is sent.
 */
export function BuyerGstin({ value, error, onChange }: { value: string; error: string | null; onChange: (value: string) => void }) {
  const { t } = useTranslation('checkout');
  const id = useId();
  return (
    <section className="checkout-card checkout-gstin" aria-labelledby={`${id}-title`}>
      <div className="checkout-card__head">
        <h2 id={`${id}-title`} className="checkout-card__title">
          {t('gstin.heading')}
        </h2>
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-input`} className="form-field__label">
          {t('gstin.label')}
        </label>
        <input
          id={`${id}-input`}
          className="form-field__input checkout-gstin__input"
          dir="ltr"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => onChange(event.target.value)}
        />
        <p id={`${id}-hint`} className="form-field__hint">
          {t('gstin.hint')}
        </p>
        {error ? (
          <p id={`${id}-error`} className="form-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </section>
  );
}
