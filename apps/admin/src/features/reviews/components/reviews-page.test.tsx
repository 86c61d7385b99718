import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stars } from './reviews-page';

describe('Stars', () => {
  it('fills four and a half stars for 4.5, not five', () => {
    const { container } = render(<Stars rating={4.5} />);
    const fill = container.querySelector<HTMLElement>('.stars__fill')!;
    expect(fill.style.width).toBe('90%');
    expect(screen.getByText('4.5 of 5')).toBeTruthy();
  });

  it('fills none for 0 and all for 5', () => {
    const { container, rerender } = render(<Stars rating={0} />);
    expect(container.querySelector<HTMLElement>('.stars__fill')!.style.width).toBe('0%');
    rerender(<Stars rating={5} />);
    expect(container.querySelector<HTMLElement>('.stars__fill')!.style.width).toBe('100%');
  });
});
