import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, RESULT_TOAST_MS, REVIEW_MESSAGES } from '@shop/core';
import { i18n } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/ui/toast';
import { stubApi } from '../../../test/api-stub';
import { mockApi, renderWithProviders } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { ReviewForm } from './review-form';

// No pause between keystrokes: the flows stay quick on a busy machine.
const user = userEvent.setup({ delay: null });

const PATH = '/ProductDetails/Chinese-Fluorite-Tumbled-Stones=6';

function renderForm() {
  return renderWithProviders(<ReviewForm productId={6} />, { path: PATH });
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement | HTMLTextAreaElement;

/** The text of a toast's content (a React element). */
function toastText(content: unknown): string {
  const holder = document.createElement('div');
  const { title, message } = (content as { props: { title: string; message: string } }).props;
  holder.textContent = `${title}: ${message}`;
  return holder.textContent;
}

async function fillIn() {
  await user.type(field('Name'), 'Asha Rao');
  await user.type(field('Email'), 'asha@example.com');
  await user.type(field('Description'), 'Lovely colour bands.');
}

/** Customers/GetCustomerInfo's answer for the logged-in customer. */
const accountInfo = (display = 'Asha R') => ({
  success: true,
  data: [{ customer_id: 7, customer_name: 'Asha Rao', customer_display_name: display, customer_email: 'asha@example.com' }],
});

/** The form once the account's name and e-mail are in it. */
async function prefilled(name = 'Asha R') {
  await waitFor(() => expect(field('Name').value).toBe(name));
  expect(field('Email').value).toBe('asha@example.com');
}

const submitCalls = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.filter(([url]) => String(url).includes('Customers/SubmitCustomerReview'));

describe('ReviewForm', { timeout: 20_000 }, () => {
  // Without the account's details (GetCustomerInfo answers none here) name and e-mail are typed.
  const noAccountInfo = { 'Customers/GetCustomerInfo': { success: true, data: [] } };
  it("shows the spec's messages for an empty form", async () => {
    signInForTest();
    const fetchSpy = mockApi(noAccountInfo);
    renderForm();

    expect(await screen.findByRole('heading', { name: MESSAGES.addReview })).toBeTruthy();
    // The rating starts at 5 (spec 9) and is always valid.
    expect((screen.getByRole('radio', { name: '5 out of 5, Excellent' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByText(REVIEW_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(REVIEW_MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(REVIEW_MESSAGES.descriptionRequired)).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Name').readOnly).toBe(false);
    expect(submitCalls(fetchSpy)).toHaveLength(0);
  });

  it("says 'Invalid email format' for an address that is not one", async () => {
    signInForTest();
    mockApi(noAccountInfo);
    renderForm();

    await user.type(await screen.findByLabelText('Email'), 'asha.example.com');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByText(REVIEW_MESSAGES.emailInvalid)).toBeTruthy();
  });

  it('clears each error as soon as its field is edited, and only that one', async () => {
    signInForTest();
    mockApi(noAccountInfo);
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Submit review' }));
    await screen.findByText(REVIEW_MESSAGES.nameRequired);

    await user.type(field('Email'), 'a');

    expect(screen.queryByText(REVIEW_MESSAGES.emailRequired)).toBeNull();
    // Not re-checked while typing: 'a' is not yet an address, and no new message appears.
    expect(screen.queryByText(REVIEW_MESSAGES.emailInvalid)).toBeNull();
    expect(screen.getByText(REVIEW_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(REVIEW_MESSAGES.descriptionRequired)).toBeTruthy();

    await user.type(field('Name'), 'A');
    expect(screen.queryByText(REVIEW_MESSAGES.nameRequired)).toBeNull();

    await user.type(field('Description'), 'G');
    expect(screen.queryByText(REVIEW_MESSAGES.descriptionRequired)).toBeNull();
  });

  it('sends a guest who submits to /Login, with the way back, and posts nothing', async () => {
    const fetchSpy = mockApi();
    const { router } = renderForm();

    expect(await screen.findByText('You will be asked to log in before your review is posted.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(router.state.location.state).toEqual({ from: PATH });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends a guest who submits to /Login without reading any account, the fields left to type', async () => {
    const fetchSpy = mockApi();
    const { router } = renderForm();
    await screen.findByRole('radiogroup');
    expect(field('Name').readOnly).toBe(false);
    expect(field('Email').readOnly).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('GetCustomerInfo'))).toBe(false);
  });

  it("fills in a customer's display name and e-mail from the account, read-only, in the account query's cache", async () => {
    signInForTest();
    mockApi({ 'Customers/GetCustomerInfo': accountInfo() });
    const { queryClient } = renderForm();

    await prefilled();
    expect(field('Name').readOnly).toBe(true);
    expect(field('Email').readOnly).toBe(true);
    expect(field('Description').readOnly).toBe(false);
    const note = screen.getByText('Your review is posted with the name and e-mail of your account.');
    expect(field('Name').getAttribute('aria-describedby')).toBe(note.id);
    expect(screen.queryByText('You will be asked to log in before your review is posted.')).toBeNull();
    // The account screens' query, not a second fetcher: the same cache entry.
    expect(queryClient.getQueryData(['account', 'customer-info'])).toMatchObject({ customer_email: 'asha@example.com' });

    // Typing does not change them.
    await user.type(field('Name'), 'Someone else');
    expect(field('Name').value).toBe('Asha R');
  });

  it("takes the account's name when it has no display name", async () => {
    signInForTest();
    mockApi({ 'Customers/GetCustomerInfo': accountInfo('') });
    renderForm();
    await prefilled('Asha Rao');
  });

  it('posts a logged-in review with the account name and e-mail, shows Success with the server message for 2 seconds, and empties the rest', async () => {
    signInForTest();
    const success = vi.spyOn(toast, 'success');
    const fetchSpy = mockApi({
      'Customers/GetCustomerInfo': accountInfo(),
      'Customers/SubmitCustomerReview': { success: true, message: 'Review published' },
    });
    renderForm();
    await prefilled();

    await user.click(screen.getByRole('radio', { name: '3.5 out of 5, Ok' }));
    await user.type(field('Description'), 'Lovely colour bands.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    await waitFor(() => expect(success).toHaveBeenCalledOnce());
    const [[url, init]] = submitCalls(fetchSpy) as [[string, RequestInit]];
    expect(String(url)).toBe('/api/Customers/SubmitCustomerReview');
    expect(init.method).toBe('POST');
    // The spec's body keeps name and e-mail (the server signs with the account's anyway).
    expect(JSON.parse(String(init.body))).toEqual({
      customer_name: 'Asha R',
      customer_email: 'asha@example.com',
      review_text: 'Lovely colour bands.',
      review_rating: 3.5,
      product_id: 6,
    });
    const [content, options] = success.mock.calls[0]!;
    expect(toastText(content)).toBe('Success: Review published');
    expect(options).toEqual({ autoClose: RESULT_TOAST_MS });
    expect(RESULT_TOAST_MS).toBe(2000);

    await waitFor(() => expect(field('Description').value).toBe(''));
    expect(field('Name').value).toBe('Asha R');
    expect(field('Email').value).toBe('asha@example.com');
    expect((screen.getByRole('radio', { name: '5 out of 5, Excellent' }) as HTMLInputElement).checked).toBe(true);
  });

  it('posts what was typed when the account cannot be read', async () => {
    signInForTest();
    const success = vi.spyOn(toast, 'success');
    const fetchSpy = stubApi({
      'Customers/GetCustomerInfo': () => ({ status: 500, body: { success: false, message: 'Server error' } }),
      'Customers/SubmitCustomerReview': () => ({ body: { success: true, message: 'Review published' } }),
    });
    renderForm();
    await screen.findByRole('radiogroup');
    await fillIn();
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(success).toHaveBeenCalledOnce());
    const [[, init]] = submitCalls(fetchSpy) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toMatchObject({ customer_name: 'Asha Rao', customer_email: 'asha@example.com' });
  });

  it('reloads the reviews and the product after a review is published', async () => {
    signInForTest();
    mockApi({
      'Customers/GetCustomerInfo': accountInfo(),
      'Customers/SubmitCustomerReview': { success: true, message: 'Review published' },
    });
    const { queryClient } = renderForm();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await prefilled();

    await user.type(field('Description'), 'Lovely colour bands.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['product', 6] }));
  });

  it.each([
    [409, { success: false, message: 'You have already reviewed this product' }, 'Failed: You have already reviewed this product'],
    [429, { success: false, message: 'Too many requests. Please try again in 10 minutes.' }, 'Failed: Too many requests. Please try again in 10 minutes.'],
    [429, {}, 'Failed: Too many reviews at once. Please try again later.'],
  ])('shows Failed with the message of a %i refusal, and keeps what was typed', async (status, body, shown) => {
    signInForTest();
    const error = vi.spyOn(toast, 'error');
    stubApi({
      'Customers/GetCustomerInfo': () => ({ body: accountInfo() }),
      'Customers/SubmitCustomerReview': () => ({ status, body }),
    });
    const { router } = renderForm();
    await prefilled();

    await user.type(field('Description'), 'Lovely colour bands.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    await waitFor(() => expect(error).toHaveBeenCalledOnce());
    const [content, options] = error.mock.calls[0]!;
    expect(toastText(content)).toBe(shown);
    expect(options).toEqual({ autoClose: RESULT_TOAST_MS });
    expect(field('Description').value).toBe('Lovely colour bands.');
    expect(field('Name').value).toBe('Asha R');
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('shows the 429 text in Arabic when the refusal carries no message', async () => {
    signInForTest();
    await i18n.changeLanguage('ar');
    const error = vi.spyOn(toast, 'error');
    stubApi({
      'Customers/GetCustomerInfo': () => ({ body: accountInfo() }),
      'Customers/SubmitCustomerReview': () => ({ status: 429, body: {} }),
    });
    renderForm();
    expect(await screen.findByText('يُنشر تقييمك باسم حسابك وبريده الإلكتروني.')).toBeTruthy();
    expect(field('الاسم').value).toBe('Asha R');
    await user.type(field('الوصف'), 'جميل');
    await user.click(screen.getByRole('button', { name: 'إرسال التقييم' }));
    await waitFor(() => expect(error).toHaveBeenCalledOnce());
    expect(toastText(error.mock.calls[0]![0])).toBe('تعذّر الإرسال: أرسلت تقييمات كثيرة في وقت قصير. يرجى المحاولة لاحقًا.');
  });
});
