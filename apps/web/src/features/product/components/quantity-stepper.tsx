import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { QUANTITY_MIN } from '@shop/core';

export interface QuantityStepperProps {
  /** The current quantity, already within 1..max. */
  value: number;
  /** The chosen variant's stock: the most that can be chosen. */
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

/**
 * The quantity stepper of the detail screen: minus and plus buttons around a number field,
 * never below 1 (core QUANTITY_MIN) nor above the variant's stock. While the shopper types,
 * the field keeps their text; a whole number in range is taken at once, anything else is
 * put right when the field is left.
 */
export function QuantityStepper({ value, max, onChange, disabled = false }: QuantityStepperProps) {
  const { t } = useTranslation('product');
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const upper = Math.max(QUANTITY_MIN, max);
  const set = (quantity: number) => {
    setDraft(null);
    onChange(Math.min(upper, Math.max(QUANTITY_MIN, quantity)));
  };

  return (
    <div className="quantity-stepper">
      <label htmlFor={id} className="quantity-stepper__label">
        {t('quantity.label')}
      </label>
      <div className="quantity-stepper__control">
        <button
          type="button"
          className="quantity-stepper__button"
          aria-label={t('quantity.decrease')}
          aria-controls={id}
          disabled={disabled || value <= QUANTITY_MIN}
          onClick={() => set(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className="quantity-stepper__input"
          type="number"
          inputMode="numeric"
          min={QUANTITY_MIN}
          max={upper}
          step={1}
          value={draft ?? String(value)}
          disabled={disabled}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            const typed = Number(text);
            if (text !== '' && Number.isInteger(typed) && typed >= QUANTITY_MIN && typed <= upper) onChange(typed);
          }}
          onBlur={() => {
            if (draft === null) return;
            const typed = Number.parseInt(draft, 10);
            set(Number.isFinite(typed) ? typed : value);
          }}
        />
        <button
          type="button"
          className="quantity-stepper__button"
          aria-label={t('quantity.increase')}
          aria-controls={id}
          disabled={disabled || value >= upper}
          onClick={() => set(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
