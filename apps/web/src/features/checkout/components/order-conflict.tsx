import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatPrice, type CurrencyCode, type PlaceOrderConflict } from '@shop/core';
import { isolateIn } from '../../../shared/i18n/direction';

export interface OrderConflictProps {
  conflict: PlaceOrderConflict;
  /** The currency the order was sent in: the changes' prices are in it. */
  currency: CurrencyCode;
  /** Whether the cart has been fitted to the stock the shop reported. */
  fitted: boolean;
  onFitToStock(): void;
}

/**
 * The shop refused the order because the cart no longer matches it (409): what changed,
 * line by line (new prices in the order currency, short or sold-out lines named), and, when
 * stock is short, a way to bring the cart down to what is left. The shopper then places the
 * order again.
 */
export function OrderConflict({ conflict, currency, fitted, onFitToStock }: OrderConflictProps) {
  const { t, i18n } = useTranslation('checkout');
  const iso = (text: string) => isolateIn(i18n.language, text);
  const money = (amount: number) => iso(formatPrice(amount, currency));
  const stockShort = conflict.changes.some((change) => change.reason !== 'price');
  const priceMoved = conflict.changes.some((change) => change.reason === 'price');
  return (
    <div className="notice notice--alert checkout-conflict" role="alert">
      <p className="notice__text">{t('conflict.title')}</p>
      {conflict.changes.length > 0 ? (
        <ul className="notice__list">
          {conflict.changes.map((change) => {
            const title = iso(change.product_title);
            let text: string;
            if (change.reason === 'price' && change.current_price !== null) {
              text =
                change.sent_price !== null
                  ? t('conflict.price', { title, to: money(change.current_price), from: money(change.sent_price) })
                  : t('conflict.priceNoOld', { title, to: money(change.current_price) });
            } else if (change.reason === 'stock' && (change.available ?? 0) > 0) {
              text = t('conflict.stock', { title, count: change.available ?? 0 });
            } else if (change.reason === 'stock') {
              text = t('conflict.soldOut', { title });
            } else {
              text = t('conflict.unavailable', { title });
            }
            return <li key={`${change.product_variant_id}-${change.reason}`}>{text}</li>;
          })}
        </ul>
      ) : (
        <p className="notice__detail">{conflict.message}</p>
      )}
      <p className="notice__detail">{fitted ? t('conflict.fitted') : stockShort && !priceMoved ? t('conflict.textStock') : t('conflict.text')}</p>
      {stockShort && !fitted && (
        <button type="button" className="button button--ghost button--small notice__action" onClick={onFitToStock}>
          {t('conflict.fitToStock')}
        </button>
      )}
    </div>
  );
}
