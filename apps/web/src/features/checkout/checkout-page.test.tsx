import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, PAYMENT_MESSAGES, STORAGE_KEYS, placeOrderAmounts, type Address, type ProductCard } from '@shop/core';
import { cartActions, cartStore } from '../../shared/stores/cart-store';
import { reloadAllStores } from '../../shared/stores/create-store';
import { bodyOf, stubApi, type StubAnswer } from '../../test/api-stub';
import { customerAddress, productCard, shopInfo } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { signInForTest } from '../../test/session';
import CheckoutPage from './checkout-page';

const india = customerAddress({ default_address: 1 });
const abroad = customerAddress({ default_address: 1, country_region: 'United States', state: 'Oregon', town_city: 'Portland' });

const amethyst = productCard();
const rose = productCard({
  product_id: 40,
  product_variant_id: 41,
  product_title: 'Rose Quartz',
  product_variant_sale_price: 500,
  product_variant_mrp_price: 650,
});

type Handler = (url: URL, init?: RequestInit) => StubAnswer;

function addressPage(data: Address[]): StubAnswer {
  return { body: { success: true, data, page: 1, total_pages: data.length ? 1 : 0, total_records: data.length, next: null, prev: null } };
}

/** The catalog as it is now: the cart's products at `prices` (rupees by product id). */
function catalog(products: ProductCard[], prices: Record<number, number> = {}): Handler {
  return (url) => {
    const id = Number(url.searchParams.get('product_id'));
    const rows = products.filter((p) => p.product_id === id).map((p) => ({ ...p, product_variant_sale_price: prices[id] ?? p.product_variant_sale_price }));
    return { body: { success: true, data: rows, product_variants: [] } };
  };
}

const placed: StubAnswer = {
  body: { success: true, message: 'Order placed.', order_id: 77, invoice_key: 'abc123', invoice_number: 'SC/26-27/000077' },
};

function fillCart() {
  cartActions.add(amethyst, 2);
  cartActions.add(rose, 1);
}

function renderCheckout({ address = india as Address | null, handlers = {} as Record<string, Handler> } = {}) {
  signInForTest();
  const api = stubApi({
    'Customers/GetCustomerAddress': () => addressPage(address ? [address] : []),
    'Products/GetProductDetails': catalog([amethyst, rose]),
    // The shop takes no online payments unless a test says otherwise.
    'Payments/Options': () => ({ body: { success: true, online: false } }),
    // The shop is not registered for GST unless a test says otherwise: no GSTIN field.
    'Home/GetShopInfo': () => ({ body: { success: true, data: shopInfo() } }),
    ...handlers,
  });
  const result = renderWithProviders(<CheckoutPage />, { path: '/CheckOut' });
  return { ...result, api };
}

const callsTo = (api: ReturnType<typeof stubApi>, path: string) => api.mock.calls.filter(([url]) => String(url).includes(path));
const headersOf = (init: RequestInit | undefined) => (init?.headers ?? {}) as Record<string, string>;
const placeButton = () => screen.getByRole('button', { name: MESSAGES.placeOrderButton });
const radio = (name: RegExp) => screen.getByRole('radio', { name });

async function chooseCard(values: { number: string; name: string; expiry: string; cvv: string }) {
  await userEvent.click(radio(/Credit\/Debit Card/));
  await userEvent.type(screen.getByLabelText('Card number'), values.number);
  await userEvent.type(screen.getByLabelText('Name on card'), values.name);
  await userEvent.type(screen.getByLabelText('Expiry date'), values.expiry);
  await userEvent.type(screen.getByLabelText('CVV'), values.cvv);
}

describe('CheckoutPage: address', () => {
  it('shows the default address card linking to /MyAddress, with update and create icons', async () => {
    fillCart();
    const { api, router } = renderCheckout();

    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    const card = await screen.findByRole('link', { name: /Mira Rao/ });
    expect(card.getAttribute('href')).toBe('/MyAddress');
    for (const text of ['12 Quartz Lane', 'Sector 4', 'Bengaluru, Karnataka, 560001', 'India']) expect(within(card).getByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a new address' }).getAttribute('href')).toBe('/AddressDetails');

    const url = new URL(String(callsTo(api, 'Customers/GetCustomerAddress')[0]![0]), 'http://localhost');
    expect([url.searchParams.get('limit'), url.searchParams.get('page')]).toEqual(['1', '1']);

    await userEvent.click(screen.getByRole('button', { name: 'Update this address' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/AddressDetails/1'));
  });

  it("asks for an address when there is no default one: 'No Address Found' goes to the address page", async () => {
    fillCart();
    const { router } = renderCheckout({ address: null });

    const dialog = await screen.findByRole('dialog', { name: MESSAGES.noAddressTitle });
    expect(within(dialog).getByText(MESSAGES.noAddressText)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.noAddressButton }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/MyAddress'));
  });

  it("says 'No customer address found to update.' from the update icon when there is none, and cannot place the order", async () => {
    fillCart();
    renderCheckout({ address: null });

    const dialog = await screen.findByRole('dialog', { name: MESSAGES.noAddressTitle });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: 'Update this address' }));
    expect(await screen.findByText(MESSAGES.noAddressToUpdate)).toBeTruthy();
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Add a default delivery address to place the order.')).toBeTruthy();
  });

  it('asks to confirm the state of an old Indian address that names none of the list, and cannot place the order until then', async () => {
    fillCart();
    const { api, router } = renderCheckout({ address: customerAddress({ customer_address_id: 9, default_address: 1, state: 'Karnatak' }) });

    const notice = await screen.findByText(/Please confirm the state of this address/);
    expect(notice.textContent).toContain('Please confirm the state of this address: edit it and choose its state from the list, then place the order.');
    expect(screen.getByText('Confirm the delivery address’s state to place the order.')).toBeTruthy();
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(placeButton());
    expect(callsTo(api, 'Order/PlaceAndOrder')).toHaveLength(0);
    await userEvent.click(within(notice).getByRole('link', { name: 'Choose the state' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/AddressDetails/9'));
  });

  it('takes an old spelling of a state as it is (the server reads it too)', async () => {
    fillCart();
    renderCheckout({ address: customerAddress({ default_address: 1, state: 'orissa', pincode: '751001' }) });
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText(/Please confirm the state of this address/)).toBeNull();
  });

  it("shows the 'Error' dialog when the address cannot be read, and Retry reads it again", async () => {
    fillCart();
    let calls = 0;
    const { api } = renderCheckout({
      handlers: {
        'Customers/GetCustomerAddress': () => (++calls === 1 ? { status: 500, body: { success: false, message: 'Boom' } } : addressPage([india])),
      },
    });

    const dialog = await screen.findByRole('dialog', { name: MESSAGES.addressErrorTitle });
    expect(within(dialog).getByText(MESSAGES.addressErrorText)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.addressErrorButton }));

    expect(await screen.findByRole('link', { name: /Mira Rao/ })).toBeTruthy();
    expect(callsTo(api, 'Customers/GetCustomerAddress')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('CheckoutPage: payment form', () => {
  it('offers Cash on Delivery only for India, and pre-selects it there', async () => {
    fillCart();
    renderCheckout();

    await waitFor(() => expect((radio(/Cash on Delivery/) as HTMLInputElement).checked).toBe(true));
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['cash', 'upi', 'paypal', 'card']);
    expect(screen.getByText(/Pay the courier in cash/)).toBeTruthy();
  });

  it('offers UPI, PayPal and card elsewhere, with nothing chosen; placing then asks for a method and sends nothing', async () => {
    fillCart();
    const { api } = renderCheckout({ address: abroad });

    await screen.findByRole('link', { name: /Mira Rao/ });
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(['upi', 'paypal', 'card']);
    expect(radios.some((r) => r.checked)).toBe(false);
    expect(screen.getByText('Cash on Delivery is available for delivery addresses in India.')).toBeTruthy();

    await userEvent.click(placeButton());
    expect(await screen.findByText('Please choose a payment method.')).toBeTruthy();
    expect(callsTo(api, 'Order/PlaceAndOrder')).toHaveLength(0);
  });

  it("shows UPI's messages, and changing the option clears them", async () => {
    fillCart();
    renderCheckout();
    await screen.findByRole('link', { name: /Mira Rao/ });

    await userEvent.click(radio(/UPI/));
    // The fields' labels come with the account translations, which load on first use here.
    expect(await screen.findByText(/No money is taken now\. After you place the order, your invoice shows a QR code/)).toBeTruthy();
    await userEvent.click(placeButton());
    expect(await screen.findByText(PAYMENT_MESSAGES.upiRequired)).toBeTruthy();

    await userEvent.type(screen.getByLabelText('UPI ID'), 'mira');
    expect(await screen.findByText(PAYMENT_MESSAGES.upiInvalid)).toBeTruthy();

    await userEvent.click(radio(/PayPal/));
    expect(screen.queryByText(PAYMENT_MESSAGES.upiInvalid)).toBeNull();
    expect(screen.getByText(/Not charged: the shop will contact you to arrange payment through PayPal/)).toBeTruthy();
    await userEvent.click(radio(/UPI/));
    expect(screen.queryByText(PAYMENT_MESSAGES.upiInvalid)).toBeNull();
  });

  it('shows every card message, masks the number and expiry, limits the CVV to 4, and clears on change', async () => {
    fillCart();
    const { api } = renderCheckout();
    await screen.findByRole('link', { name: /Mira Rao/ });

    await userEvent.click(radio(/Credit\/Debit Card/));
    expect(await screen.findByText(/Not charged: the shop will contact you to arrange payment\. Your card is not charged now\./)).toBeTruthy();
    expect(screen.getByText(/stay in this browser/)).toBeTruthy();
    await userEvent.click(placeButton());
    for (const message of [
      PAYMENT_MESSAGES.cardNumberRequired,
      PAYMENT_MESSAGES.cardNameRequired,
      PAYMENT_MESSAGES.cardExpiryRequired,
      PAYMENT_MESSAGES.cardCvvRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }

    const number = screen.getByLabelText('Card number') as HTMLInputElement;
    await userEvent.type(number, '4111 11');
    expect(number.value).toBe('4111 11');
    expect(await screen.findByText(PAYMENT_MESSAGES.cardNumberInvalid)).toBeTruthy();
    await userEvent.clear(number);
    await userEvent.type(number, '4111-1111-1111-1111-999');
    expect(number.value).toBe('4111 1111 1111 1111');

    const expiry = screen.getByLabelText('Expiry date') as HTMLInputElement;
    await userEvent.type(expiry, '1327');
    expect(expiry.value).toBe('13/27');
    expect(await screen.findByText(PAYMENT_MESSAGES.cardExpiryFormat)).toBeTruthy();
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '12299');
    expect(expiry.value).toBe('12/29');

    const cvv = screen.getByLabelText(/^CVV/) as HTMLInputElement;
    await userEvent.type(cvv, 'a1');
    expect(await screen.findByText(PAYMENT_MESSAGES.cardCvvInvalid)).toBeTruthy();
    await userEvent.clear(cvv);
    await userEvent.type(cvv, '12345');
    expect(cvv.value).toBe('1234');

    await userEvent.click(radio(/Cash on Delivery/));
    expect(screen.queryByText(PAYMENT_MESSAGES.cardNameRequired)).toBeNull();
    expect(callsTo(api, 'Order/PlaceAndOrder')).toHaveLength(0);
  });
});

describe('CheckoutPage: order summary', () => {
  it('lists the items with Subtotal and Grand Total in rupees', async () => {
    fillCart();
    renderCheckout();

    const rows = await screen.findAllByTestId('summary-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Amethyst Cluster.*Quantity: 2.*₹1,749 each.*₹3,498/),
      expect.stringMatching(/Rose Quartz.*Quantity: 1.*₹500 each.*₹500/),
    ]);
    expect(screen.getByTestId('summary-subtotal').textContent).toBe('₹3,998');
    expect(screen.getByTestId('summary-grand-total').textContent).toBe('₹3,998');
  });

  it("in dollars, matches core's placeOrderAmounts to the cent", async () => {
    window.localStorage.setItem(STORAGE_KEYS.currency_value, 'USD');
    reloadAllStores();
    fillCart();
    renderCheckout();

    const rows = await screen.findAllByTestId('summary-row');
    expect(rows[0]!.textContent).toMatch(/\$20\.23 each.*\$40\.46/);
    expect(rows[1]!.textContent).toMatch(/\$5\.78 each.*\$5\.78/);
    const total = placeOrderAmounts(cartStore.getSnapshot(), 'USD').order_grand_total;
    expect(total).toBe(46.24);
    expect(screen.getByTestId('summary-subtotal').textContent).toBe('$46.24');
    expect(screen.getByTestId('summary-grand-total').textContent).toBe('$46.24');
  });

  it('shows a friendly empty state with a way to the shop when the cart is empty', async () => {
    renderCheckout();

    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the shop' }).getAttribute('href')).toBe('/AllProductsList');
    expect(screen.queryByRole('button', { name: MESSAGES.placeOrderButton })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('CheckoutPage: placing the order', () => {
  it("sends core's amounts and only the card's brand and last four, reads 'Placing.....', clears the cart and opens the invoice", async () => {
    fillCart();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { api, router } = renderCheckout();
    const stubbed = api.getMockImplementation()!;
    api.mockImplementation(async (input, init) => {
      if (String(input).includes('Order/PlaceAndOrder')) {
        await gate;
        return new Response(JSON.stringify(placed.body), { status: 200 });
      }
      return stubbed(input, init);
    });
    await screen.findByRole('link', { name: /Mira Rao/ });

    await chooseCard({ number: '4111111111111111', name: 'Mira Rao', expiry: '1229', cvv: '123' });
    await userEvent.click(placeButton());

    expect(await screen.findByRole('button', { name: MESSAGES.placeOrderButtonBusy })).toBeTruthy();
    const [call] = callsTo(api, 'Order/PlaceAndOrder');
    const items = cartStore.getSnapshot();
    expect(bodyOf(call![1])).toEqual({
      ...placeOrderAmounts(items, 'INR'),
      customer_address_id: 1,
      order_payment_method: 'card',
      order_currency: 'INR',
      payment: { card_brand: 'visa', card_last4: '1111' },
    });
    expect(String(call![1]!.body)).not.toMatch(/4111111111111111|4111 1111|12\/29|"123"|cvv/i);
    expect(headersOf(call![1])['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);

    release();
    expect(await screen.findByText('Thank you! Your order is placed.')).toBeTruthy();
    expect(screen.getByText(/Order SC\/26-27\/000077/)).toBeTruthy();
    expect(cartStore.getSnapshot()).toEqual([]);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/Invoice/77?key=abc123'), {
      timeout: 4000,
    });
  });

  it("a shop registered for GST asks for a business buyer's GSTIN (optional), checks it, and sends it", async () => {
    fillCart();
    const { api } = renderCheckout({
      handlers: { 'Home/GetShopInfo': () => ({ body: { success: true, data: shopInfo({ gst_registered: true }) } }), 'Order/PlaceAndOrder': () => placed },
    });
    await screen.findByRole('link', { name: /Mira Rao/ });
    const field = await screen.findByLabelText('GSTIN (optional)');
    expect(screen.getByText(/Your GSTIN is printed on the tax invoice/)).toBeTruthy();
    await userEvent.type(field, '27AAPFU0939F1ZW');
    await userEvent.click(placeButton());
    expect((await screen.findByRole('alert')).textContent).toBe('GSTIN’s last character does not match the others: please check it for a mistyped character');
    expect(callsTo(api, 'Order/PlaceAndOrder')).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, '27aapfu0939f1zv');
    await userEvent.click(placeButton());
    await waitFor(() => expect(callsTo(api, 'Order/PlaceAndOrder')).toHaveLength(1));
    expect(bodyOf(callsTo(api, 'Order/PlaceAndOrder')[0]![1])).toMatchObject({ buyer_gstin: '27aapfu0939f1zv' });
  });

  it('an unregistered shop asks no GSTIN and sends none', async () => {
    fillCart();
    const { api } = renderCheckout({ handlers: { 'Order/PlaceAndOrder': () => placed } });
    await screen.findByRole('link', { name: /Mira Rao/ });
    await waitFor(() => expect(callsTo(api, 'Home/GetShopInfo').length).toBeGreaterThan(0));
    expect(screen.queryByLabelText('GSTIN (optional)')).toBeNull();
    await userEvent.click(placeButton());
    await waitFor(() => expect(callsTo(api, 'Order/PlaceAndOrder')).toHaveLength(1));
    expect(bodyOf(callsTo(api, 'Order/PlaceAndOrder')[0]![1])).not.toHaveProperty('buyer_gstin');
  });

  it('keeps the Idempotency-Key when the same order is retried after a network failure', async () => {
    fillCart();
    let attempts = 0;
    const { api } = renderCheckout({
      handlers: {
        'Order/PlaceAndOrder': () => {
          attempts += 1;
          if (attempts === 1) throw new TypeError('Failed to fetch');
          return placed;
        },
      },
    });
    await waitFor(() => expect((radio(/Cash on Delivery/) as HTMLInputElement).checked).toBe(true));

    await userEvent.click(placeButton());
    expect(await screen.findByText(/We could not reach the shop/)).toBeTruthy();
    await userEvent.click(placeButton());
    expect(await screen.findByText('Thank you! Your order is placed.')).toBeTruthy();

    const [first, second] = callsTo(api, 'Order/PlaceAndOrder');
    expect(headersOf(second![1])['Idempotency-Key']).toBe(headersOf(first![1])['Idempotency-Key']);
    expect(bodyOf(first![1])).toMatchObject({ order_payment_method: 'cash' });
    expect(bodyOf(first![1])).not.toHaveProperty('payment');
  });

  it('on 409 shows what changed, takes the current prices, fits the cart to the stock, and confirms with a new key', async () => {
    fillCart();
    let currentPrice = 1749;
    let attempts = 0;
    const { api } = renderCheckout({
      handlers: {
        'Products/GetProductDetails': (url) => catalog([amethyst, rose], { 12: currentPrice })(url),
        'Order/PlaceAndOrder': () => {
          attempts += 1;
          if (attempts > 1) return placed;
          currentPrice = 1899;
          return {
            status: 409,
            body: {
              success: false,
              message: 'Some items have changed.',
              changes: [
                {
                  product_id: 12,
                  product_variant_id: 34,
                  product_title: 'Amethyst Cluster',
                  reason: 'price',
                  sent_price: 1749,
                  current_price: 1899,
                  available: 12,
                },
                { product_id: 40, product_variant_id: 41, product_title: 'Rose Quartz', reason: 'stock', sent_price: 500, current_price: 500, available: 0 },
              ],
            },
          };
        },
      },
    });
    await waitFor(() => expect((radio(/Cash on Delivery/) as HTMLInputElement).checked).toBe(true));

    await userEvent.click(placeButton());
    const alert = await screen.findByRole('alert', { name: '' });
    await within(alert).findByText('Some items in your order have changed');
    expect(within(alert).getByText('Amethyst Cluster: now ₹1,899 (was ₹1,749)')).toBeTruthy();
    expect(within(alert).getByText('Rose Quartz: out of stock')).toBeTruthy();

    // The cart takes the catalog's current price.
    await waitFor(() => expect(cartStore.getSnapshot()[0]?.product_variant_sale_price).toBe(1899));
    expect(screen.getAllByTestId('summary-row')[0]!.textContent).toMatch(/₹3,798/);

    await userEvent.click(within(alert).getByRole('button', { name: 'Update my cart to what is in stock' }));
    expect(cartStore.getSnapshot().map((line) => line.product_title)).toEqual(['Amethyst Cluster']);
    expect(screen.getByTestId('summary-grand-total').textContent).toBe('₹3,798');

    await userEvent.click(placeButton());
    expect(await screen.findByText('Thank you! Your order is placed.')).toBeTruthy();
    const [first, second] = callsTo(api, 'Order/PlaceAndOrder');
    expect(headersOf(second![1])['Idempotency-Key']).not.toBe(headersOf(first![1])['Idempotency-Key']);
    expect(bodyOf(second![1])).toMatchObject({ order_sub_total: 3798, order_grand_total: 3798, CartInfo: [{ product_variant_sale_price: 1899, quantity: 2 }] });
  });

  it("shows the shop's message for a refused order (422, 429)", async () => {
    fillCart();
    renderCheckout({
      handlers: {
        'Order/PlaceAndOrder': () => ({ status: 429, body: { success: false, message: 'Too many orders at once. Please wait a moment.' } }),
      },
    });
    await waitFor(() => expect((radio(/Cash on Delivery/) as HTMLInputElement).checked).toBe(true));

    await userEvent.click(placeButton());
    expect(await screen.findByText('Too many orders at once. Please wait a moment.')).toBeTruthy();
    expect(cartStore.getSnapshot()).toHaveLength(2);
  });
});
