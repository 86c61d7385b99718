import { describe, expect, it } from 'vitest';
import { MESSAGES, addedToCartToast, foundItemsText, wishlistAddedToCartToast } from './messages';

describe('messages', () => {
  it('builds the toasts and the listing count', () => {
    expect(addedToCartToast('Rose Quartz')).toBe('Rose Quartz Added');
    expect(wishlistAddedToCartToast('Rose Quartz')).toBe('Rose Quartz added to cart');
    expect(foundItemsText(12)).toBe('We found 12 items for you!');
  });

  it('quotes the spec texts exactly', () => {
    expect(MESSAGES.loginSuccessful).toBe('Login successful!');
    expect(MESSAGES.loginUserNotFoundToast).toBe('User not found......');
    expect(MESSAGES.noResponse).toBe('An error occurred. Please try again.');
    expect(MESSAGES.orderProcessing).toBe("Order is processing, can't cancel.");
    expect(MESSAGES.noAddressText).toBe('Please add your address and set a default address.');
    expect(MESSAGES.addressErrorText).toBe('Unable to retrieve address information. Please try again later.');
    expect(MESSAGES.placeOrderButtonBusy).toBe('Placing.....');
    expect(MESSAGES.headerLogoutTitle).toBe('Are you sure? You will be logged out!');
  });
});
