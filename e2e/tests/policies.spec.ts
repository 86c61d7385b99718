import { expect, test } from '../support/fixtures';
import { BRAND, sidewaysOverflow } from '../support/shop';

/** The footer's links to the policy pages (issue 23), as the footer labels them. */
const FOOTER_POLICIES = [
  { label: 'Delivery Information', path: '/Policy/ShippingDelivery', heading: 'Shipping & Delivery', text: /Every order is packed by hand/ },
  { label: 'Returns & Refunds', path: '/Policy/ReturnsRefunds', heading: 'Returns & Refunds', text: /within 7 days of delivery/ },
  { label: 'Cancellation', path: '/Policy/Cancellation', heading: 'Cancellation', text: /while its status is Placed/ },
  { label: 'Privacy Policy', path: '/Policy/Privacy', heading: 'Privacy Policy', text: /Digital Personal Data Protection Act/ },
  { label: 'Terms & Conditions', path: '/Policy/Terms', heading: 'Terms & Conditions', text: /By placing an order you agree/ },
];

test.describe('policy pages', () => {
  test('each policy page opens from the footer, with the others beside it and no sideways scroll', { tag: '@phone' }, async ({ page }) => {
    for (const policy of FOOTER_POLICIES) {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      const link = footer.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: policy.label, exact: true });
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${policy.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: policy.heading })).toBeVisible();
      await expect(page).toHaveTitle(`${BRAND} | ${policy.heading}`);
      await expect(page.getByRole('main').getByText(policy.text).first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Our policies' }).getByRole('link', { name: policy.heading })).toHaveAttribute('aria-current', 'page');
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    }
  });

  test('the server sends a policy page rendered, with its head; an unknown one is a 404', async ({ request }) => {
    const res = await request.get('/Policy/ReturnsRefunds');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('Returns &amp; Refunds</h1>');
    expect(html).toContain('7 days of delivery');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/Policy\/ReturnsRefunds"/);
    expect((await request.get('/Policy/Refunds')).status()).toBe(404);
    expect(await (await request.get('/sitemap.xml')).text()).toContain('/Policy/Privacy</loc>');
  });

  test('in Arabic a policy page reads right to left, in Arabic', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/Policy/Privacy?lng=ar');
    await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeVisible();
    await expect(page.getByRole('main').getByText(/قانون حماية البيانات الشخصية الرقمية/)).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe('an unknown policy page', () => {
  // The page's own 404 status: Chromium logs the document's status as a console error.
  test.use({
    ignoredConsoleErrors: [
      /^console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\) \(http:\/\/[^/]+\/Policy\/Refunds:0\)$/,
    ],
  });

  test('says so, with a way home', async ({ page }) => {
    await page.goto('/Policy/Refunds');
    await expect(page.getByText('Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('grievance officer and tickets', () => {
  test('the Contact page and the footer show the grievance officer', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/Contact');
    const block = page.getByRole('region', { name: 'Grievance Officer' }).first();
    await expect(block).toBeVisible();
    await expect(block.getByText('Meera Sharma')).toBeVisible();
    await expect(block.getByRole('link', { name: 'grievance@stoneandcrystal.example' })).toHaveAttribute('href', 'mailto:grievance@stoneandcrystal.example');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('region', { name: 'Grievance Officer' })).toContainText('Meera Sharma');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('a message sent from Contact is thanked with its ticket number', async ({ page }) => {
    await page.goto('/Contact');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Asha Mehta');
    await page.getByRole('textbox', { name: 'E-mail address' }).fill('asha.ticket@example.com');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('9876543210');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Return of a geode');
    await page.getByRole('textbox', { name: 'Message' }).fill('The geode arrived chipped.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Thank you for your message. We will get back to you soon.', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Your ticket number is T-\d{6}\. We will acknowledge and answer your message within 48 hours\.$/)).toBeVisible();
  });
});
