import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import {
  availablePaymentMethods,
  CHECKOUT_ADDRESS_LIMIT,
  defaultPaymentMethod,
  formatPrice,
  gstinProblem,
  hasKnownState,
  INVOICE_REDIRECT_MS,
  isOutOfStock,
  type CurrencyCode,
  type PlaceOrderConflict,
  type PlaceOrderResponse,
} from '@shop/core';
import { useGatewayPayment } from '../../shared/payments/lib/use-gateway-payment';
import { paymentOptions } from '../../shared/payments/api/payments';
import { GatewayStatus } from '../../shared/payments/components/gateway-status';
import { formatShortDateTime } from '../../shared/lib/short-date';
import { ApiError } from '../../shared/api/client';
import { queryKeys } from '../../shared/api/query-keys';
import { paths } from '../../shared/config/paths';
import { isolateIn } from '../../shared/i18n/direction';
import { cartActions, useCart } from '../../shared/stores/cart-store';
import { useCurrency } from '../../shared/stores/currency-store';
import { Breadcrumb } from '../../shared/ui/breadcrumb';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { EmptyState } from '../../shared/ui/empty-state';
import { CartIcon, CheckCircleIcon, LockIcon } from '../../shared/ui/icons';
import { Screen } from '../../shared/ui/screen';
import { toast } from '../../shared/ui/toast';
import { useCustomerAddresses } from '../../shared/api/get-customer-addresses';
import { useCartPriceRefresh } from '../../shared/hooks/use-cart-price-refresh';
import { placeOrderConflict, usePlaceOrder } from './api/place-order';
import { DeliveryAddress } from './components/delivery-address';
import { BuyerGstin } from './components/buyer-gstin';
import { useShopInfo } from '../../shared/api/get-shop-info';
import { OrderConflict } from './components/order-conflict';
import { OrderSummary } from './components/order-summary';
import { PolicyAgreement } from './components/policy-agreement';
import { PaymentOptions } from '../../shared/payments/components/payment-options';
import { AttemptKeys } from './lib/attempt-key';
import { EMPTY_PAYMENT_VALUES, usePaymentForm } from '../../shared/payments/lib/payment-form';
import { orderSummary, orderUnitPrice, placeOrderRequest } from './lib/place-order-request';
import './checkout.css';

/** The checkout's address call: the first address of page 1, which is the default (spec 7). */
const CHECKOUT_ADDRESS_PARAMS = { limit: CHECKOUT_ADDRESS_LIMIT, page: 1 } as const;

/**
 * /CheckOut and /Checkout (spec 2.10, 4, 8): the default address card, the payment options,
 * the order summary in the shopper's currency and 'Place an Order'. The order is sent with
 * core's amounts and a per-attempt Idempotency-Key; card details never leave the browser.
 * A 409 shows what changed and refreshes the cart's prices from the catalog; success
 * clears the cart and, after INVOICE_REDIRECT_MS, opens the invoice.
 */
export default function CheckoutPage() {
  const { t, i18n } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const iso = (text: string) => isolateIn(i18n.language, text);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = useCart();
  const { code: currency } = useCurrency();
  const addresses = useCustomerAddresses({ params: CHECKOUT_ADDRESS_PARAMS });
  const firstAddress = addresses.data?.data[0] ?? null;
  const address = firstAddress?.default_address === 1 ? firstAddress : null;
  const country = address?.country_region ?? null;
  const methods = useMemo(() => availablePaymentMethods(country), [country]);
  const form = usePaymentForm();
  const prices = useCartPriceRefresh(cart.items);
  const placeOrder = usePlaceOrder();
  const [attemptKeys] = useState(() => new AttemptKeys());
  const gateway = useGatewayPayment();
  const options = useQuery({ queryKey: ['payments', 'options'], queryFn: paymentOptions, staleTime: 60_000 });
  const online = options.data?.online === true;

  // A business buyer's GSTIN, offered only while the shop is registered for GST (issue 23).
  const gstRegistered = useShopInfo()?.gst_registered === true;
  const [gstin, setGstin] = useState('');
  const [gstinError, setGstinError] = useState<string | null>(null);
  const [missingMethod, setMissingMethod] = useState(false);
  const [conflict, setConflict] = useState<{ details: PlaceOrderConflict; currency: CurrencyCode } | null>(null);
  const [fitted, setFitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [placed, setPlaced] = useState<PlaceOrderResponse | null>(null);
  const [noAddressDismissed, setNoAddressDismissed] = useState(false);
  const [addressErrorDismissed, setAddressErrorDismissed] = useState(false);

  // Cash on Delivery is pre-selected for India (spec 4); a choice the new address no longer
  // offers is dropped, any other choice is kept.
  useEffect(() => {
    const current = form.getValues('method');
    if (current !== '' && methods.includes(current)) return;
    form.setValue('method', defaultPaymentMethod(country) ?? '');
    form.clearErrors();
  }, [country, methods, form]);

  useEffect(() => {
    // A gateway order moves on to its invoice once paid; a failed payment stays here to say so.
    if (!placed || (placed.payment && gateway.state.status !== 'paid')) return;
    const timer = setTimeout(() => void navigate(paths.invoice.getHref(placed.order_id, placed.invoice_key)), INVOICE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [placed, navigate, gateway.state.status]);

  const summary = useMemo(() => orderSummary(cart.items, currency), [cart.items, currency]);
  const soldOut = useMemo(
    () => new Set(cart.items.filter((line) => isOutOfStock(line)).map((line) => `${line.product_id}-${line.product_variant_id}`)),
    [cart.items],
  );
  const hasItems = cart.items.length > 0 && placed === null;
  // UPI pays in rupees whatever the order currency: the invoice's QR code is for the INR total.
  const upiAmount = useMemo(() => formatPrice(orderSummary(cart.items, 'INR').grandTotal, 'INR'), [cart.items]);

  /** After a 409: read the cart's products again, so its lines carry the shop's current prices and stock. */
  const refreshCartFromCatalog = () => {
    for (const productId of new Set(cart.items.map((line) => line.product_id))) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.product.details(productId) });
    }
  };

  const onFailure = (error: Error, sentIn: CurrencyCode) => {
    const details = placeOrderConflict(error);
    if (details) {
      attemptKeys.refused();
      setConflict({ details, currency: sentIn });
      setFitted(false);
      refreshCartFromCatalog();
      return;
    }
    if (!(error instanceof ApiError)) {
      setFailure(t('place.failed'));
      return;
    }
    // No answer, a server fault or throttling: the same order may be retried with the same key.
    if (error.status === 0) return setFailure(t('place.network'));
    if (error.status >= 500 || error.status === 200) return setFailure(t('place.server'));
    if (error.status === 429) return setFailure(error.message || t('place.server'));
    attemptKeys.refused();
    setFailure(error.message || t('place.failed'));
  };

  const onSubmit = form.handleSubmit((values) => {
    if (values.method === '') {
      setMissingMethod(true);
      return;
    }
    const gstinProblemFound = gstRegistered && gstin.trim() ? gstinProblem(gstin) : null;
    if (gstinProblemFound) {
      setGstinError(t(`gstin.errors.${gstinProblemFound}`));
      return;
    }
    if (!address || !hasItems || soldOut.size > 0 || placeOrder.isPending) return;
    const body = {
      ...placeOrderRequest({ items: cart.items, currency, addressId: address.customer_address_id, method: values.method, values }),
      ...(gstRegistered && gstin.trim() ? { buyer_gstin: gstin } : {}),
    };
    const idempotencyKey = attemptKeys.keyFor(JSON.stringify(body));
    const sentIn = currency;
    setFailure(null);
    placeOrder.mutate(
      { body, idempotencyKey },
      {
        onSuccess: (result) => {
          attemptKeys.reset();
          setConflict(null);
          setPlaced(result);
          cartActions.clear();
          // The card details are dropped from memory as soon as they are no longer needed: after
          // the gateway's script has taken them, for an order paid online.
          form.reset(EMPTY_PAYMENT_VALUES);
          if (result.payment) void gateway.pay(result.order_id, values, result.payment);
        },
        onError: (error) => onFailure(error, sentIn),
      },
    );
  });

  const onUpdateAddress = () => {
    if (firstAddress) void navigate(paths.addressEdit.getHref(firstAddress.customer_address_id));
    else toast.error(t('messages.checkout.noAddressToUpdate'), { toastId: 'no-address-to-update' });
  };

  const retryAddress = () => {
    setAddressErrorDismissed(false);
    void addresses.refetch();
  };

  // An Indian address whose state is not one of the list (kept from before issue 23) is confirmed first.
  const stateToConfirm = address !== null && !hasKnownState(address);
  const blockedReason = !address
    ? addresses.isPending
      ? null
      : t('place.needAddress')
    : stateToConfirm
      ? t('place.confirmState')
      : soldOut.size > 0
        ? t('summary.soldOutBlock')
        : prices.checking
          ? t('summary.checkingPrices')
          : null;
  const canPlace = hasItems && address !== null && !stateToConfirm && soldOut.size === 0 && !prices.checking && !placeOrder.isPending;

  return (
    <>
      <Breadcrumb
        items={[{ label: tc('nav.home'), to: paths.home.getHref() }, { label: tc('header.cart'), to: paths.cart.getHref() }, { label: t('title') }]}
      />
      <Screen title={t('title')}>
        {placed ? (
          placed.payment && gateway.state.status === 'failed' ? (
            <div className="checkout-placed checkout-placed--waiting" role="status">
              <h2 className="checkout-placed__title">{t('gateway.waitingTitle')}</h2>
              <GatewayStatus state={gateway.state} />
              <p className="checkout-placed__text">
                {t('gateway.waitingText', {
                  number: iso(placed.invoice_number),
                  time: iso(formatShortDateTime(placed.payment.payment_due_at ?? '', i18n.language)),
                })}
              </p>
              <Link className="button" to={paths.invoice.getHref(placed.order_id, placed.invoice_key)}>
                {t('gateway.payNow')}
              </Link>
            </div>
          ) : (
            <div className="checkout-placed" role="status">
              <CheckCircleIcon width={40} height={40} className="checkout-placed__icon" />
              <h2 className="checkout-placed__title">{t('place.placedTitle')}</h2>
              <p className="checkout-placed__text">{t('place.placedText', { number: iso(placed.invoice_number) })}</p>
              {placed.payment && <GatewayStatus state={gateway.state} />}
              <Link className="button" to={paths.invoice.getHref(placed.order_id, placed.invoice_key)}>
                {t('place.viewInvoice')}
              </Link>
            </div>
          )
        ) : !hasItems ? (
          <EmptyState
            icon={<CartIcon width={40} height={40} />}
            title={t('empty.title')}
            message={t('empty.text')}
            action={
              <Link to={paths.productList.getHref()} className="button">
                {t('empty.shop')}
              </Link>
            }
          />
        ) : (
          <form className="checkout-layout" noValidate onSubmit={(event) => void onSubmit(event)}>
            <div className="checkout-layout__main">
              {!conflict && prices.changes.length > 0 && (
                <div className="notice" role="status">
                  <p className="notice__text">{t('summary.pricesChanged')}</p>
                  <ul className="notice__list">
                    {prices.changes.map((change) => (
                      <li key={change.product_variant_id}>
                        {t('summary.priceChange', {
                          title: iso(change.product_title),
                          from: iso(formatPrice(orderUnitPrice(change.oldPrice, currency), currency)),
                          to: iso(formatPrice(orderUnitPrice(change.newPrice, currency), currency)),
                        })}
                      </li>
                    ))}
                  </ul>
                  <button type="button" className="button button--ghost notice__dismiss" onClick={prices.dismiss}>
                    {t('summary.dismiss')}
                  </button>
                </div>
              )}
              <DeliveryAddress address={address} loading={addresses.isPending} failed={addresses.isError} onRetry={retryAddress} onUpdate={onUpdateAddress} />
              {gstRegistered ? (
                <BuyerGstin
                  value={gstin}
                  error={gstinError}
                  onChange={(value) => {
                    setGstin(value);
                    setGstinError(null);
                  }}
                />
              ) : null}
              <section className="checkout-card" aria-label={t('payment.heading')}>
                <PaymentOptions
                  form={form}
                  methods={methods}
                  upiAmount={upiAmount}
                  missingMethod={missingMethod}
                  onMethodChange={() => setMissingMethod(false)}
                  online={online}
                />
              </section>
            </div>
            <aside className="checkout-layout__side">
              <OrderSummary rows={summary.rows} subTotal={summary.subTotal} grandTotal={summary.grandTotal} currency={currency} soldOut={soldOut}>
                {conflict && (
                  <OrderConflict
                    conflict={conflict.details}
                    currency={conflict.currency}
                    fitted={fitted}
                    onFitToStock={() => {
                      cartActions.fitToStock(
                        conflict.details.changes
                          .filter((change) => change.reason !== 'price')
                          .map((change) => ({ product_variant_id: change.product_variant_id, available: change.available ?? 0 })),
                      );
                      setFitted(true);
                    }}
                  />
                )}
                {failure && (
                  <p className="checkout-failure" role="alert">
                    {failure}
                  </p>
                )}
                <button type="submit" className="button checkout-place" disabled={!canPlace} aria-busy={placeOrder.isPending || undefined}>
                  {placeOrder.isPending ? t('messages.checkout.placeOrderButtonBusy') : t('messages.checkout.placeOrderButton')}
                </button>
                <PolicyAgreement />
                {blockedReason ? (
                  <p className="checkout-summary__note checkout-summary__note--block">{blockedReason}</p>
                ) : (
                  <p className="checkout-summary__note checkout-summary__secure">
                    <LockIcon width={16} height={16} />
                    <span>{online ? t('gateway.online.noCharge') : t('place.noCharge')}</span>
                  </p>
                )}
              </OrderSummary>
            </aside>
          </form>
        )}
      </Screen>
      <ConfirmDialog
        open={hasItems && addresses.isSuccess && address === null && !noAddressDismissed}
        title={t('messages.checkout.noAddressTitle')}
        text={t('messages.checkout.noAddressText')}
        confirmLabel={t('messages.checkout.noAddressButton')}
        onConfirm={() => {
          setNoAddressDismissed(true);
          void navigate(paths.myAddress.getHref());
        }}
        onCancel={() => setNoAddressDismissed(true)}
      />
      <ConfirmDialog
        open={hasItems && addresses.isError && !addresses.isFetching && !addressErrorDismissed}
        title={t('messages.checkout.addressErrorTitle')}
        text={t('messages.checkout.addressErrorText')}
        confirmLabel={t('messages.checkout.addressErrorButton')}
        onConfirm={retryAddress}
        onCancel={() => setAddressErrorDismissed(true)}
      />
    </>
  );
}
