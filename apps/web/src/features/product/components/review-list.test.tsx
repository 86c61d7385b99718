import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/core';
import { i18n } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { review } from '../testing/fixtures';
import { RatingSummary } from './rating-summary';
import { ReviewList } from './review-list';

describe('ReviewList', () => {
  it('shows name, date in the current language, star bar and text of each review', async () => {
    renderWithProviders(
      <ReviewList
        reviews={[
          review({ id: 2, customer_name: 'Daniel Joshi', review_rating: 3.5, review_text: 'Decent quality.', created_date: '2026-10-23T11:05:22.000Z' }),
          review({ id: 1 }),
        ]}
      />,
    );

    const items = within(await screen.findByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('heading', { name: 'Daniel Joshi' })).toBeTruthy();
    const date = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date('2026-10-23T11:05:22.000Z'));
    expect(first.getByText(date).getAttribute('datetime')).toBe('2026-10-23T11:05:22.000Z');
    expect(first.getByRole('img', { name: '3.5 out of 5' })).toBeTruthy();
    expect(first.getByText('Decent quality.')).toBeTruthy();
  });

  it("marks a review by a customer who bought the product 'Verified buyer', and no other", async () => {
    renderWithProviders(<ReviewList reviews={[review({ id: 2, verified_buyer: true, customer_name: 'Meera K' }), review({ id: 1 })]} />);

    const items = within(await screen.findByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Verified buyer')).toBeTruthy();
    expect(within(items[1]!).queryByText('Verified buyer')).toBeNull();
  });

  it("shows a deleted account's review under 'Former customer' in the page's language", async () => {
    await i18n.changeLanguage('ar');
    renderWithProviders(<ReviewList reviews={[review({ id: 3, customer_name: 'Former customer', review_text: 'Bright and clear.' })]} />);
    const item = within(await screen.findByRole('list', { name: 'التقييمات' })).getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'عميل سابق' })).toBeTruthy();
    expect(within(item).getByText('Bright and clear.')).toBeTruthy();
  });

  it('formats the date in Arabic on an Arabic page', async () => {
    await i18n.changeLanguage('ar');
    renderWithProviders(<ReviewList reviews={[review()]} />);

    const date = new Intl.DateTimeFormat('ar', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date('2026-08-13T02:18:27.000Z'));
    expect((await screen.findByText(date)).tagName).toBe('TIME');
  });

  it('shows review text as text, never as HTML', async () => {
    renderWithProviders(<ReviewList reviews={[review({ review_text: '<b>x</b><img src=x onerror=alert(1)>' })]} />);

    const text = await screen.findByText('<b>x</b><img src=x onerror=alert(1)>');
    expect(text.querySelector('b')).toBeNull();
    expect(text.querySelector('img')).toBeNull();
  });

  it("says 'No reviews yet.' when there are none", async () => {
    renderWithProviders(<ReviewList reviews={[]} />);

    expect(await screen.findByText(MESSAGES.noReviews)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('RatingSummary', () => {
  it('shows the average out of 5 and the share of reviews per star, 5 down to 1', async () => {
    renderWithProviders(<RatingSummary ratings={[5, 5, 4.5, 3]} />);

    // (5 + 5 + 4.5 + 3) / 4 = 4.375 → 4.5 (core averageRatingOf, nearest half).
    expect((await screen.findByText('4.5')).closest('p')?.textContent).toBe('4.5 out of 5');
    expect(screen.getByText('Based on 4 reviews')).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Ratings by stars' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.visually-hidden')?.textContent)).toEqual([
      '5 stars: 50%',
      '4 stars: 25%',
      '3 stars: 25%',
      '2 stars: 0%',
      '1 star: 0%',
    ]);
    expect((rows[0]!.querySelector('.rating-summary__fill') as HTMLElement).style.inlineSize).toBe('50%');
  });
});
