import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { isOutOfStock, type ProductVariant } from '@shop/core';

export interface VariantPickerProps {
  variants: readonly ProductVariant[];
  selectedId: number;
  onSelect: (variantId: number) => void;
}

/**
 * The 'Size / Weight' picker (spec 2.5): one choice per variant, as a radio group drawn as
 * pills. An out-of-stock variant can still be chosen (the screen then says 'Out Stock').
 */
export function VariantPicker({ variants, selectedId, onSelect }: VariantPickerProps) {
  const { t } = useTranslation('product');
  const name = useId();
  return (
    <fieldset className="variant-picker">
      <legend className="variant-picker__legend">{t('variant.label')}</legend>
      <div className="variant-picker__options">
        {variants.map((variant) => {
          const id = `${name}-${variant.product_variant_id}`;
          const soldOut = isOutOfStock(variant);
          return (
            <span key={variant.product_variant_id} className="variant-picker__option">
              <input
                id={id}
                className="variant-picker__radio"
                type="radio"
                name={name}
                value={variant.product_variant_id}
                checked={variant.product_variant_id === selectedId}
                onChange={() => onSelect(variant.product_variant_id)}
              />
              <label htmlFor={id} className={`variant-picker__pill${soldOut ? ' is-sold-out' : ''}`}>
                <bdi>{variant.product_variant_title}</bdi>
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
