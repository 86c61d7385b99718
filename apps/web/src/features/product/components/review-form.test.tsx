import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, RESULT_TOAST_MS, REVIEW_MESSAGES } from '@shop/core';
import { toast } from '../../../shared/ui/toast';
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

describe('ReviewForm', { timeout: 20_000 }, () => {
  it("shows the spec's messages for an empty form", async () => {
    signInForTest();
    const fetchSpy = mockApi();
    renderForm();

    expect(await screen.findByRole('heading', { name: MESSAGES.addReview })).toBeTruthy();
    // The rating starts at 5 (spec 9) and is always valid.
    expect((screen.getByRole('radio', { name: '5 out of 5, Excellent' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByText(REVIEW_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(REVIEW_MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(REVIEW_MESSAGES.descriptionRequired)).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("says 'Invalid email format' for an address that is not one", async () => {
    signInForTest();
    mockApi();
    renderForm();

    await user.type(await screen.findByLabelText('Email'), 'asha.example.com');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByText(REVIEW_MESSAGES.emailInvalid)).toBeTruthy();
  });

  it('clears each error as soon as its field is edited, and only that one', async () => {
    signInForTest();
    mockApi();
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

  it('posts a logged-in review, shows Success with the server message for 2 seconds, and empties the form', async () => {
    signInForTest();
    const success = vi.spyOn(toast, 'success');
    const fetchSpy = mockApi({
      'Customers/SubmitCustomerReview': { success: true, message: 'Review published' },
    });
    renderForm();
    await screen.findByRole('radiogroup');

    await user.click(screen.getByRole('radio', { name: '3.5 out of 5, Ok' }));
    await fillIn();
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    await waitFor(() => expect(success).toHaveBeenCalledOnce());
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe('/api/Customers/SubmitCustomerReview');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      customer_name: 'Asha Rao',
      customer_email: 'asha@example.com',
      review_text: 'Lovely colour bands.',
      review_rating: 3.5,
      product_id: 6,
    });
    const [content, options] = success.mock.calls[0]!;
    expect(toastText(content)).toBe('Success: Review published');
    expect(options).toEqual({ autoClose: RESULT_TOAST_MS });
    expect(RESULT_TOAST_MS).toBe(2000);

    await waitFor(() => expect(field('Name').value).toBe(''));
    expect(field('Email').value).toBe('');
    expect(field('Description').value).toBe('');
    expect((screen.getByRole('radio', { name: '5 out of 5, Excellent' }) as HTMLInputElement).checked).toBe(true);
  });

  it('reloads the reviews and the product after a review is published', async () => {
    signInForTest();
    mockApi({ 'Customers/SubmitCustomerReview': { success: true, message: 'Review published' } });
    const { queryClient } = renderForm();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await screen.findByRole('radiogroup');

    await fillIn();
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['product', 6] }));
  });

  it('shows Failed with the server message, and keeps what was typed, when the review is refused', async () => {
    signInForTest();
    const error = vi.spyOn(toast, 'error');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ success: false, message: 'You have already reviewed this product' }), {
        status: 409,
        headers: { 'content-type': 'application/json' },
      }),
    );
    renderForm();
    await screen.findByRole('radiogroup');

    await fillIn();
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    await waitFor(() => expect(error).toHaveBeenCalledOnce());
    const [content, options] = error.mock.calls[0]!;
    expect(toastText(content)).toBe('Failed: You have already reviewed this product');
    expect(options).toEqual({ autoClose: RESULT_TOAST_MS });
    expect(field('Name').value).toBe('Asha Rao');
  });
});
