import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatPrice, type CurrencyCode } from '@shop/core';
import { paths } from '../../../shared/config/paths';
import { isolateIn } from '../../../shared/i18n/direction';
import type { SummaryRow } from '../lib/place-order-request';

export interface OrderSummaryProps {
  rows: readonly SummaryRow[];
  subTotal: number;
  grandTotal: number;
  /** The order currency: every amount here is already in it. */
  currency: CurrencyCode;
  /** Variant ids of lines now out of stock, marked as such. */
  soldOut?: ReadonlySet<string>;
  /** Below the totals: the place-order button and its notes. */
  children?: ReactNode;
}

/**
 * The order summary of spec 2.10: a row per item, Subtotal and Grand Total, in the
 * order currency, from the same numbers the order is sent with (core placeOrderAmounts).
 */
export function OrderSummary({ rows, subTotal, grandTotal, currency, soldOut, children }: OrderSummaryProps) {
  const { t, i18n } = useTranslation('checkout');
  const money = (amount: number) => formatPrice(amount, currency);
  const iso = (text: string) => isolateIn(i18n.language, text);
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <div className="checkout-summary__head">
        <h2 id="checkout-summary-title" className="checkout-card__title">
          {t('summary.heading')}
        </h2>
        <Link to={paths.cart.getHref()} className="checkout-summary__edit">
          {t('summary.editCart')}
        </Link>
      </div>
      <table className="summary-table">
        <caption className="visually-hidden">{t('summary.caption')}</caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t('summary.item')}</th>
            <th scope="col">{t('summary.total')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-testid="summary-row">
              <th scope="row" className="summary-table__item">
                <bdi className="summary-table__title">{row.title}</bdi>
                {row.variant && <span className="summary-table__meta">{t('summary.variant', { variant: iso(row.variant) })}</span>}
                <span className="summary-table__meta">
                  {t('summary.quantity', { count: row.quantity })} · {t('summary.each', { price: iso(money(row.unitPrice)) })}
                </span>
                {soldOut?.has(row.key) && <span className="summary-table__warning">{t('summary.outOfStock')}</span>}
              </th>
              <td className="summary-table__amount">{money(row.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="summary-totals">
        <div className="summary-totals__row">
          <dt>{t('summary.subtotal')}</dt>
          <dd data-testid="summary-subtotal">{money(subTotal)}</dd>
        </div>
        <div className="summary-totals__row summary-totals__row--grand">
          <dt>{t('summary.grandTotal')}</dt>
          <dd data-testid="summary-grand-total">{money(grandTotal)}</dd>
        </div>
      </dl>
      <p className="checkout-summary__note">{t('summary.noFees')}</p>
      {currency === 'USD' && <p className="checkout-summary__note">{t('summary.usdNote')}</p>}
      {children}
    </section>
  );
}
