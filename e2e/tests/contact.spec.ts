import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { BRAND, sidewaysOverflow } from '../support/shop';

/** The thank-you text the server answers a valid message with. */
const THANKS = 'Thank you for your message. We will get back to you soon.';

function form(page: Page) {
  return {
    name: page.getByRole('textbox', { name: 'Your name' }),
    email: page.getByRole('textbox', { name: 'E-mail address' }),
    telephone: page.getByRole('textbox', { name: 'Phone number' }),
    subject: page.getByRole('textbox', { name: 'Subject' }),
    message: page.getByRole('textbox', { name: 'Message' }),
    send: page.getByRole('button', { name: 'Send message' }),
  };
}

test.describe('contact', () => {
  test('shows the intro, the shop address, a map and the form', async ({ page }) => {
    await page.goto('/Contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await expect(page).toHaveTitle(`${BRAND} | Contact`);
    await expect(page.getByText(/A question about a stone/)).toBeVisible();
    await expect(page.getByRole('main').getByText('14 Johari Bazaar, Jaipur, Rajasthan 302003, India').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Open in Maps/ })).toBeVisible();
    const f = form(page);
    for (const control of [f.name, f.email, f.telephone, f.subject, f.message, f.send]) await expect(control).toBeVisible();
  });

  test('an empty form shows each required message, and each clears when its field is edited', async ({ page }) => {
    await page.goto('/Contact');
    const f = form(page);
    await f.send.click();

    const messages = ['First Name is required', 'Email is required', 'Phone number is required', 'Subject is required', 'Message is required'];
    for (const text of messages) await expect(page.getByText(text, { exact: true })).toBeVisible();
    await expect(f.name).toHaveAttribute('aria-invalid', 'true');

    await f.email.fill('a');
    await expect(page.getByText('Email is required', { exact: true })).toBeHidden();
    await expect(page.getByText('First Name is required', { exact: true })).toBeVisible();
    await f.subject.fill('Bulk order');
    await expect(page.getByText('Subject is required', { exact: true })).toBeHidden();
    await f.message.fill('Hello');
    await expect(page.getByText('Message is required', { exact: true })).toBeHidden();
    await f.telephone.fill('9');
    await expect(page.getByText('Phone number is required', { exact: true })).toBeHidden();
    await f.name.fill('Asha');
    await expect(page.getByText('First Name is required', { exact: true })).toBeHidden();
  });

  test('a bad e-mail and a short phone number are named on submit', async ({ page }) => {
    await page.goto('/Contact');
    const f = form(page);
    await f.name.fill('Asha Mehta');
    await f.email.fill('asha.example.com');
    await f.telephone.fill('98765');
    await f.subject.fill('Bulk order');
    await f.message.fill('Do you ship amethyst clusters to Pune?');
    await f.send.click();
    await expect(page.getByText('Email is not valid', { exact: true })).toBeVisible();
    await expect(page.getByText('Phone number must be exactly 10 digits', { exact: true })).toBeVisible();
    await expect(page.getByText(THANKS)).toBeHidden();

    await f.telephone.fill('98765432101');
    await f.send.click();
    await expect(page.getByText('Phone number must be exactly 10 digits', { exact: true })).toBeVisible();
  });

  test('the name field drops digits and symbols as they are typed', async ({ page }) => {
    await page.goto('/Contact');
    const f = form(page);
    await f.name.pressSequentially('Asha2 M3hta!');
    await expect(f.name).toHaveValue('Asha Mhta');
  });

  test('a valid message is thanked with the server text, and the form can be used again', async ({ page }) => {
    await page.goto('/Contact');
    const f = form(page);
    await f.name.fill('Asha Mehta');
    await f.email.fill('asha@example.com');
    await f.telephone.fill('9876543210');
    await f.subject.fill('Bulk order');
    await f.message.fill('Do you ship amethyst clusters to Pune?');
    await f.send.click();

    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(page.getByText(THANKS, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(f.name).toHaveValue('');
    await expect(f.name).toBeFocused();
  });

  test('in Arabic the form reads right to left, with its messages in Arabic, and no sideways scroll', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/Contact?lng=ar');
    await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'اتصل بنا' })).toBeVisible();
    await page.locator('form.contact-form button[type="submit"]').click();
    await expect(page.locator('.contact-field__error')).toHaveCount(5);
    // Arabic letters, not the English messages.
    for (const text of await page.locator('.contact-field__error').allTextContents()) expect(text).toMatch(/[\u0600-\u06FF]/);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
