import { expect, test } from '../support/fixtures';
import { allowFailedCall, createCustomer, PASSWORD, uniqueEmail } from '../support/account';

test.describe('sign-up', () => {
  test('creates an account, goes to /Login, and the new account can log in', async ({ page }) => {
    await page.goto('/CreateAccount');
    const submit = page.getByRole('button', { name: 'Submit & Register' });
    await expect(submit).toBeDisabled();

    const email = uniqueEmail('signup');
    await page.getByLabel('Username').fill('Mira Rao');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    // Valid and changed, but the terms are not ticked yet.
    await expect(submit).toBeDisabled();
    await page.getByLabel('I agree to the terms and conditions').check();
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page).toHaveURL(/\/Login$/);
    const login = await page.request.post('/api/Users/UserLogin', {
      data: { customer_email: email, customer_password: PASSWORD, rememberMe: false },
    });
    expect(login.ok()).toBeTruthy();
  });

  // Walk-through: in Arabic the server's own messages (here the sign-up's) came in English.
  test('in Arabic the server says "account created" in Arabic', async ({ page }) => {
    await page.goto('/CreateAccount?lng=ar');
    await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
    await page.locator('input[name="username"]').fill('Mira Rao');
    await page.locator('input[name="email"]').fill(uniqueEmail('signup-ar'));
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="confirm_password"]').fill(PASSWORD);
    await page.locator('input[name="terms"]').check();
    await page.getByRole('button', { name: 'إرسال وتسجيل' }).click();
    await expect(page).toHaveURL(/\/Login(\?|$)/);
    await expect(page.getByText('تم إنشاء الحساب. يرجى تسجيل الدخول.')).toBeVisible();
    await expect(page.getByText('Account created. Please log in.')).toHaveCount(0);
  });

  test('shows the rules as the shopper types', async ({ page }) => {
    await page.goto('/CreateAccount');
    await page.getByLabel('Username').fill('ab');
    await expect(page.getByText('Username must be at least 3 characters long')).toBeVisible();
    await page.getByLabel('Email').fill('mira');
    await expect(page.getByText('Invalid email format')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('crystal2024');
    await expect(page.getByText('Password must contain at least one uppercase letter')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Crystal2024');
    await expect(page.getByText('Password must contain at least one special character')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill('Crystal#2025');
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit & Register' })).toBeDisabled();
  });

  test('a taken e-mail shows the server message as a toast and under the username', async ({ page, request, consoleErrors }) => {
    const existing = await createCustomer(request, 'Arun Rao');
    await page.goto('/CreateAccount');
    await page.getByLabel('Username').fill('Arun Again');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByLabel('I agree to the terms and conditions').check();
    await page.getByRole('button', { name: 'Submit & Register' }).click();

    const message = 'An account with this email already exists.';
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page.locator('.form-field__error', { hasText: message })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/CreateAccount$/);
    allowFailedCall(consoleErrors, 409, 'Users/UserSignUp');
  });
});
