import { useTranslation } from '../../../shared/i18n/use-translation';
import { cartLineTotal, cartUnitPrice, isExpired, isOutOfStock, lineStockLimit, type CartItem, type CurrencyCode } from '@shop/core';
import { LineProductCell, LineRemoveCell } from '../../../shared/ui/line-table';
import { useNow } from '../lib/ticker';
import { Countdown } from './countdown';
import { QuantityStepper } from './quantity-stepper';

export interface CartTableProps {
  items: readonly CartItem[];
  currency: CurrencyCode;
  formatAmount(amount: number): string;
  onIncrease(variantId: number): void;
  onDecrease(variantId: number): void;
  onRemove(variantId: number): void;
}

/**
 * The cart table of spec 2.6: Product (with its countdown), Unit Price, Quantity,
 * Subtotal, Remove. Prices are converted to the selected currency by core
 * (cartUnitPrice, cartLineTotal). On narrow screens each row becomes a card.
 */
export function CartTable({ items, currency, formatAmount, onIncrease, onDecrease, onRemove }: CartTableProps) {
  const { t } = useTranslation('cart');
  const now = useNow();
  return (
    <table className="line-table cart-table">
      <caption className="visually-hidden">{t('cart.tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('cart.product')}</th>
          <th scope="col">{t('cart.unitPrice')}</th>
          <th scope="col">{t('cart.quantity')}</th>
          <th scope="col">{t('cart.subtotal')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('cart.remove')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((line) => {
          const expired = isExpired(line, now);
          const soldOut = isOutOfStock(line);
          const title = line.product_title;
          return (
            <tr key={`${line.product_id}-${line.product_variant_id}`} className={expired ? 'line-table__row line-table__row--expired' : 'line-table__row'}>
              <LineProductCell productId={line.product_id} title={title} imageUrl={line.product_image_url}>
                {line.product_variant_title && <span className="line-table__variant">{t('cart.variant', { variant: line.product_variant_title })}</span>}
                {soldOut && <span className="line-table__warning">{t('cart.nowOutOfStock')}</span>}
                <Countdown expiresAt={line.expiresAt} title={title} />
              </LineProductCell>
              <td data-label={t('cart.unitPrice')} className="line-table__price">
                {formatAmount(cartUnitPrice(line, currency))}
              </td>
              <td data-label={t('cart.quantity')}>
                <QuantityStepper
                  title={title}
                  quantity={line.quantity}
                  max={lineStockLimit(line)}
                  disabled={expired}
                  onDecrease={() => onDecrease(line.product_variant_id)}
                  onIncrease={() => onIncrease(line.product_variant_id)}
                />
              </td>
              <td data-label={t('cart.subtotal')} className="line-table__total">
                {formatAmount(cartLineTotal(line, currency))}
              </td>
              <LineRemoveCell label={t('cart.removeItem', { title })} tooltip={t('cart.remove')} onRemove={() => onRemove(line.product_variant_id)} />
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
