import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingBar } from './rating-bar';

describe('RatingBar', () => {
  it.each([
    ['4.5', '90%'],
    ['5', '100%'],
    ['2.5', '50%'],
    ['1', '20%'],
  ])('fills %s stars to %s, read as "N out of 5"', (rating, width) => {
    render(<RatingBar rating={rating} />);

    const bar = screen.getByRole('img', { name: `${rating} out of 5` });
    const fill = bar.querySelector<HTMLElement>('.rating-bar__fill');
    expect(fill?.style.inlineSize).toBe(width);
  });

  it('is hidden when the rating is "0"', () => {
    const { container } = render(<RatingBar rating="0" />);
    expect(container.innerHTML).toBe('');
  });
});
