import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../test-app.js';
import { addressBody, newAccount, post, signUpAndLogin, type Customer } from '../accounts.js';

let t: TestShop;
let asha: Customer;
beforeAll(async () => {
  t = await createTestShop();
  asha = await signUpAndLogin(t, 'arabic');
});
afterAll(async () => {
  await t?.close();
});

/** The storefront in Arabic: its language cookie, as the language switcher leaves it. */
const arabic = { cookie: 'i18next=ar' };

describe('the server answers the storefront in its language', () => {
  it('sign-up, in Arabic by the cookie and in English without it', async () => {
    const ar = await post(t, 'Users/UserSignUp', newAccount('ar'), arabic);
    expect(ar.status).toBe(200);
    expect(ar.body.message).toBe('تم إنشاء الحساب. يرجى تسجيل الدخول.');
    const en = await post(t, 'Users/UserSignUp', newAccount('en'));
    expect(en.body.message).toBe('Account created. Please log in.');
  });

  it('Accept-Language alone is enough', async () => {
    const res = await post(t, 'Users/UserSignUp', newAccount('ar2'), { 'accept-language': 'ar-SA,ar;q=0.9' });
    expect(res.body.message).toBe('تم إنشاء الحساب. يرجى تسجيل الدخول.');
  });

  it('the address messages and the default-address warning', async () => {
    const created = await post(t, 'Customers/CreateCustomerAddress', addressBody(), { ...asha.headers, ...arabic });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('تم حفظ العنوان.');
    const list = await t.get('Customers/GetCustomerAddress?limit=10&page=1', asha.headers);
    const id = list.body.data[0].customer_address_id;
    const again = await post(t, 'Customers/UpdateDefaultAddress', { customer_address_id: id }, { ...asha.headers, ...arabic });
    expect(again.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(again.body.message).not.toBe('This address is already default');
  });

  it('refusals too: a validation message, a wrong password, a missing token', async () => {
    const invalid = await post(t, 'Users/UserLogin', { customer_email: 'nobody', customer_password: 'x' }, arabic);
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/[\u0600-\u06FF]/);
    const wrong = await post(t, 'Users/UserLogin', { customer_email: asha.email, customer_password: 'Wrong#2024x' }, arabic);
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
    const noToken = await t.get('Customers/GetCustomerAddress?limit=10&page=1', arabic);
    expect(noToken.status).toBe(401);
    expect(noToken.body.message).toBe('يرجى تسجيل الدخول أولًا.');
  });

  it('a 404 of the catalog, and of an address that does not exist', async () => {
    const product = await t.get('Products/GetProductDetails?product_id=99999999', arabic);
    expect(product.status).toBe(404);
    expect(product.body.message).toBe('المنتج غير موجود');
    const nowhere = await t.get('Products/Nowhere', arabic);
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.message).toBe('لا يوجد عنوان كهذا: GET /api/Products/Nowhere');
  });

  it('leaves the back office in English', async () => {
    const res = await t.request({ method: 'GET', url: '/api/admin/orders', headers: arabic });
    expect(res.status).toBe(401);
    expect(res.body.message).not.toMatch(/[\u0600-\u06FF]/);
  });
});
