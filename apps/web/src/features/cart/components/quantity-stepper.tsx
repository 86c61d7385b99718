import { useTranslation } from '../../../shared/i18n/use-translation';
import { canDecrease } from '@shop/core';

interface QuantityStepperProps {
  title: string;
  quantity: number;
  /** The most there can be (the known stock); no limit when undefined. */
  max?: number;
  disabled?: boolean;
  onDecrease(): void;
  onIncrease(): void;
}

/**
 * − quantity + for a cart line. Decrease is active only above 1 (core canDecrease);
 * increase stops at the stock.
 */
export function QuantityStepper({ title, quantity, max, disabled = false, onDecrease, onIncrease }: QuantityStepperProps) {
  const { t } = useTranslation('cart');
  const atMax = max !== undefined && quantity >= max;
  return (
    <div className="stepper" role="group" aria-label={t('cart.quantityOf', { title })}>
      <button
        type="button"
        className="stepper__button"
        aria-label={t('cart.decrease', { title })}
        disabled={disabled || !canDecrease({ quantity })}
        onClick={onDecrease}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="stepper__value" aria-live="polite" aria-label={t('cart.quantityOf', { title })}>
        {quantity}
      </output>
      <button
        type="button"
        className="stepper__button"
        aria-label={t('cart.increase', { title })}
        title={atMax ? t('cart.stockLimit', { count: max }) : undefined}
        disabled={disabled || atMax}
        onClick={onIncrease}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
