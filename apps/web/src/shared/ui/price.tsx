import { useTranslation } from '../i18n/use-translation';
import { useCurrency } from '../stores/currency-store';

export interface PriceProps {
  /** A rupee wire price; shown converted to the selected currency (core displayPrice). */
  amount: number;
  /** The struck-through old (list) price. */
  old?: boolean;
  className?: string;
}

/** One price in the selected currency: '₹1,749' or '$20.23'; `old` strikes it through. */
export function Price({ amount, old = false, className }: PriceProps) {
  const { t } = useTranslation();
  const { formatPrice } = useCurrency();
  const text = formatPrice(amount);
  const classes = ['price', old ? 'price--old' : 'price--sale', className].filter(Boolean).join(' ');
  if (old) {
    return (
      <del className={classes}>
        <span className="visually-hidden">{t('price.old')} </span>
        {text}
      </del>
    );
  }
  return <span className={classes}>{text}</span>;
}

export interface PricePairProps {
  /** product_variant_sale_price, rupees. */
  sale: number;
  /** product_variant_mrp_price, rupees: shown struck through when above the sale price. */
  mrp: number;
  className?: string;
}

/** A sale price and, when it is higher, the old list price beside it. */
export function PricePair({ sale, mrp, className }: PricePairProps) {
  return (
    <span className={className ? `price-pair ${className}` : 'price-pair'}>
      <Price amount={sale} />
      {mrp > sale && <Price amount={mrp} old />}
    </span>
  );
}
