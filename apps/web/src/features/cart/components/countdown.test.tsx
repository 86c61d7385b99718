import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { Countdown } from './countdown';

beforeAll(async () => {
  await i18n.loadNamespaces('cart');
});

afterEach(() => vi.useRealTimers());

describe('Countdown', () => {
  it('counts down once a second and shows Expired at zero', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { container } = render(<Countdown expiresAt={1_000_000 + 14_400_000} title="Amethyst" />);
    // How long the line stays in the cart, said as such (nothing is reserved), with the line's
    // title for a screen reader; no aria-label on a plain span (axe: serious).
    expect(container.textContent).toBe('Amethyst: Kept in your cart for 04:00:00');
    expect(screen.getByText('Kept in your cart for')).toBeTruthy();
    expect(container.querySelector('[aria-label]')).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByText('03:59:59')).toBeTruthy();

    // Jump to one second before the end (without running the interval 14,399 times).
    vi.setSystemTime(1_000_000 + 14_400_000 - 2000);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByText('00:00:01')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByText('Expired')).toBeTruthy();
  });

  it('drives every countdown from one shared interval', async () => {
    vi.useFakeTimers({ now: 0 });
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    render(
      <>
        <Countdown expiresAt={5000} title="A" />
        <Countdown expiresAt={9000} title="B" />
        <Countdown expiresAt={12000} title="C" />
      </>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(setIntervalSpy).toHaveBeenCalledTimes(1);
    expect(screen.getByText('00:00:04')).toBeTruthy();
    expect(screen.getByText('00:00:08')).toBeTruthy();
  });
});
