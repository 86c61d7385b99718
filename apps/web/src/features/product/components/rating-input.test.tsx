import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_RATING_DEFAULT, REVIEW_RATING_LABELS } from '@shop/core';
import { i18n } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { RatingInput } from './rating-input';

// No pause between keystrokes: the flows stay quick on a busy machine.
const user = userEvent.setup({ delay: null });

function Harness({ initial = REVIEW_RATING_DEFAULT }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RatingInput name="rating" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const checked = () => (screen.getAllByRole('radio') as HTMLInputElement[]).find((radio) => radio.checked);
const shownLabel = () => screen.getByTestId('rating-label').textContent;
const value = () => screen.getByTestId('value').textContent;

describe('RatingInput', { timeout: 20_000 }, () => {
  // user-event walks a radio group by name with CSS.escape, which jsdom lacks.
  beforeEach(() => {
    if (!window.CSS?.escape) vi.stubGlobal('CSS', { escape: (text: string) => text.replace(/["\\]/g, '\\$&') });
    return () => vi.unstubAllGlobals();
  });

  it('is a labelled radio group of 1 to 5 in half steps, at 5 (Excellent) by default', async () => {
    renderWithProviders(<Harness />);

    const group = await screen.findByRole('radiogroup', { name: 'Your rating' });
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(group).toBeTruthy();
    expect(radios.map((radio) => Number(radio.value))).toEqual([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    expect(checked()?.value).toBe('5');
    expect(shownLabel()).toBe(REVIEW_RATING_LABELS[5]);
  });

  it('names each choice with its value and label (1 Useless, 2 Poor, 3 Ok, 4 Good, 5 Excellent)', async () => {
    renderWithProviders(<Harness />);
    await screen.findByRole('radiogroup');

    expect(screen.getByRole('radio', { name: '1 out of 5, Useless' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '2 out of 5, Poor' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '3 out of 5, Ok' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '4 out of 5, Good' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '5 out of 5, Excellent' })).toBeTruthy();
    // A half takes the label of the star below it.
    expect(screen.getByRole('radio', { name: '4.5 out of 5, Good' })).toBeTruthy();
  });

  it('moves half a star at a time with the arrow keys and shows the label of the value', async () => {
    renderWithProviders(<Harness />);
    await screen.findByRole('radiogroup');

    await user.tab();
    expect(document.activeElement).toBe(checked());

    await user.keyboard('{ArrowLeft}');
    expect(value()).toBe('4.5');
    expect(shownLabel()).toBe('Good');

    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(value()).toBe('3');
    expect(shownLabel()).toBe('Ok');

    await user.keyboard('{ArrowRight}');
    expect(value()).toBe('3.5');
  });

  it('picks a value when a star is clicked', async () => {
    renderWithProviders(<Harness />);
    await screen.findByRole('radiogroup');

    await user.click(screen.getByRole('radio', { name: '2.5 out of 5, Poor' }));

    expect(value()).toBe('2.5');
    expect(shownLabel()).toBe('Poor');
  });

  it('speaks Arabic in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderWithProviders(<Harness />);

    expect(await screen.findByRole('radiogroup', { name: 'تقييمك' })).toBeTruthy();
    expect(shownLabel()).toBe('ممتاز');
  });
});
