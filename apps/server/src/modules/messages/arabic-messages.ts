import type { FastifyInstance } from 'fastify';
import { MESSAGES, ORDER_AMOUNT_MAX, ORDER_LINE_QUANTITY_MAX, ORDER_LINES_MAX, ORDER_MESSAGES, formatPrice } from '@shop/core';
import { messageLanguageOf } from './request-language.js';
// The storefront's own translations (English and Arabic side by side, key for key): a core
// message the storefront already shows in Arabic is answered in the same words.
import enAccount from '../../../../web/public/locales/en/account.json';
import arAccount from '../../../../web/public/locales/ar/account.json';
import enCart from '../../../../web/public/locales/en/cart.json';
import arCart from '../../../../web/public/locales/ar/cart.json';
import enCatalog from '../../../../web/public/locales/en/catalog.json';
import arCatalog from '../../../../web/public/locales/ar/catalog.json';
import enCheckout from '../../../../web/public/locales/en/checkout.json';
import arCheckout from '../../../../web/public/locales/ar/checkout.json';
import enCommon from '../../../../web/public/locales/en/common.json';
import arCommon from '../../../../web/public/locales/ar/common.json';
import enContent from '../../../../web/public/locales/en/content.json';
import arContent from '../../../../web/public/locales/ar/content.json';
import enOrders from '../../../../web/public/locales/en/orders.json';
import arOrders from '../../../../web/public/locales/ar/orders.json';
import enProduct from '../../../../web/public/locales/en/product.json';
import arProduct from '../../../../web/public/locales/ar/product.json';

/**
 * The Arabic of every message the server sends the storefront (a `message` in a JSON answer).
 * The server's messages are written in English, as the spec quotes them; a request in Arabic
 * (the storefront's language cookie, or Accept-Language) gets them in Arabic, translated here
 * in one place on the way out (installMessageLanguage). The back office is English and is
 * left alone. A message with a number or a name in it is matched by its pattern.
 * arabic-messages.test.ts walks every message constant and fails on one without Arabic.
 */

/** English → Arabic, for the server's own fixed messages. */
const SERVER_ARABIC: Record<string, string> = {
  // Accounts (AUTH_MESSAGES, AUTH_ERRORS, CUSTOMER_MESSAGES)
  'Account created. Please log in.': 'تم إنشاء الحساب. يرجى تسجيل الدخول.',
  'An account with this email already exists.': 'يوجد حساب بهذا البريد الإلكتروني بالفعل.',
  'Invalid email or password.': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  'Please log in: this call needs a token.': 'يرجى تسجيل الدخول أولًا.',
  'Your session is not valid. Please log in again.': 'جلستك غير صالحة. يرجى تسجيل الدخول مرة أخرى.',
  'Your session has expired. Please log in again.': 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.',
  'This token belongs to another customer.': 'هذه الجلسة تخص عميلًا آخر.',
  'Your account details have been saved.': 'تم حفظ بيانات حسابك.',
  'The server is busy. Please try again in a moment.': 'الخادم مشغول. يرجى المحاولة مرة أخرى بعد لحظات.',
  // Addresses (ADDRESS_RESULT_MESSAGES)
  'Address saved.': 'تم حفظ العنوان.',
  'Address updated.': 'تم تحديث العنوان.',
  'Default address updated.': 'تم تحديث العنوان الافتراضي.',
  'Address deleted.': 'تم حذف العنوان.',
  'Address not found': 'العنوان غير موجود',
  // Catalog, reviews, contact
  'Product not found': 'المنتج غير موجود',
  'Category not found': 'الفئة غير موجودة',
  'Image not found': 'الصورة غير موجودة',
  'Policy not found': 'الصفحة غير موجودة',
  'Policy must be one of ShippingDelivery, ReturnsRefunds, Cancellation, Privacy, Terms':
    'يجب أن تكون الصفحة إحدى: ShippingDelivery أو ReturnsRefunds أو Cancellation أو Privacy أو Terms',
  'Thank you! Your review has been published.': 'شكرًا لك! تم نشر تقييمك.',
  'You have already reviewed this product': 'لقد قيّمت هذا المنتج من قبل',
  'Thank you for your message. We will get back to you soon.': 'شكرًا لرسالتك. سنرد عليك قريبًا.',
  // Orders (ORDER_RESULT_MESSAGES, IDEMPOTENCY_MESSAGES)
  'Thank you! Your order has been placed.': 'شكرًا لك! تم تقديم طلبك.',
  'Your order has been cancelled.': 'تم إلغاء طلبك.',
  'Order not found': 'الطلب غير موجود',
  'This order has no credit or debit note of that number.': 'لا يوجد لهذا الطلب إشعار دائن أو مدين بهذا الرقم.',
  'This order is already cancelled.': 'هذا الطلب ملغى بالفعل.',
  'This order was changed by someone else a moment ago. Reload it and try again.': 'غيّر شخص آخر هذا الطلب قبل لحظة. أعد تحميله وحاول مرة أخرى.',
  'Cash on Delivery is available only for delivery addresses in India.': 'الدفع عند الاستلام متاح فقط لعناوين التوصيل داخل الهند.',
  'This Idempotency-Key was already used for a different order. Send a new key for a new order.':
    'مفتاح Idempotency-Key هذا استُخدم من قبل لطلب آخر. أرسل مفتاحًا جديدًا لطلب جديد.',
  'Not paid in time': 'لم يُدفع في الوقت المحدد',
  'The payment service is not answering just now. Your order was not placed and nothing was charged. Please try again in a minute, or choose Cash on Delivery.':
    'خدمة الدفع لا تستجيب الآن. لم يُقدَّم طلبك ولم يُخصم أي مبلغ. يرجى المحاولة بعد دقيقة، أو اختيار الدفع عند الاستلام.',
  'An Idempotency-Key header is required: send a new random key (a UUID) for each checkout attempt, and the same key when you retry it.':
    'ترويسة Idempotency-Key مطلوبة: أرسل مفتاحًا عشوائيًا جديدًا (UUID) لكل محاولة إتمام شراء، والمفتاح نفسه عند إعادة المحاولة.',
  'The Idempotency-Key must be 1 to 200 visible ASCII characters.': 'يجب أن يتكون Idempotency-Key من 1 إلى 200 محرف ASCII مرئي.',
  // Payments (the server's PAYMENT_MESSAGES)
  'Thank you! Your payment has been received.': 'شكرًا لك! تم استلام دفعتك.',
  'Your payment is being confirmed by your bank. We will e-mail you as soon as it is through; there is no need to pay again.':
    'يؤكد مصرفك دفعتك الآن. سنراسلك بالبريد الإلكتروني فور اكتمالها؛ لا حاجة إلى الدفع مرة أخرى.',
  'This order is not waiting for a payment.': 'هذا الطلب لا ينتظر أي دفعة.',
  'This order was not paid in time and has been cancelled, and its items went back on sale. Please place it again.':
    'لم يُدفع هذا الطلب في الوقت المحدد فأُلغي، وعادت أصنافه إلى البيع. يرجى تقديمه مرة أخرى.',
  'This order is paid as its invoice says: the shop takes no online payments just now.':
    'يُدفع هذا الطلب كما تذكر فاتورته: لا يقبل المتجر الدفع عبر الإنترنت الآن.',
  'This order is paid in cash on delivery.': 'يُدفع هذا الطلب نقدًا عند الاستلام.',
  'This payment is not for this order.': 'هذه الدفعة ليست لهذا الطلب.',
  'The payment could not be verified. If money was taken from your account, it will be refunded; please contact us with your order number.':
    'تعذّر التحقق من الدفعة. إذا خُصم مبلغ من حسابك فسيُردّ إليك؛ يرجى التواصل معنا وذكر رقم طلبك.',
  'The payment service is not answering just now. Please try again in a minute; if you have already paid, there is no need to pay again.':
    'خدمة الدفع لا تستجيب الآن. يرجى المحاولة بعد دقيقة؛ وإذا كنت قد دفعت بالفعل فلا حاجة إلى الدفع مرة أخرى.',
  'The webhook signature does not match.': 'توقيع الإشعار (webhook) غير مطابق.',
  'Only a paid order can be refunded.': 'لا يُردّ المبلغ إلا لطلب مدفوع.',
  'This order was paid outside the payment gateway: give the bank reference of the refund you made.':
    'دُفع هذا الطلب خارج بوابة الدفع: أدخل المرجع المصرفي للمبلغ الذي رددته.',
  'Refund started. The shopper is e-mailed when the bank confirms it.': 'بدأ ردّ المبلغ. سيُراسَل المتسوق بالبريد الإلكتروني عندما يؤكده المصرف.',
  'Refund recorded, and the shopper e-mailed.': 'سُجّل ردّ المبلغ وأُرسل بريد إلكتروني إلى المتسوق.',
  // Core's order and review checks (the storefront's forms never send these wrong; a stale page may)
  [MESSAGES.invalidToken]: 'رمز غير صالح',
  [ORDER_MESSAGES.cartEmpty]: 'سلتك فارغة.',
  [ORDER_MESSAGES.tooManyLines]: `يضم الطلب ${ORDER_LINES_MAX} سطرًا على الأكثر.`,
  [ORDER_MESSAGES.quantityInvalid]: `يجب أن تكون الكمية (quantity) عددًا صحيحًا من 1 إلى ${ORDER_LINE_QUANTITY_MAX}`,
  [ORDER_MESSAGES.productIdInvalid]: 'يجب أن يكون product_id عددًا صحيحًا موجبًا',
  [ORDER_MESSAGES.variantIdInvalid]: 'يجب أن يكون product_variant_id عددًا صحيحًا موجبًا',
  [ORDER_MESSAGES.duplicateLine]: 'لا يجوز أن يتكرر نوع المنتج الواحد في الطلب.',
  [ORDER_MESSAGES.methodInvalid]: `يجب أن تكون طريقة الدفع (order_payment_method) إحدى: ${ORDER_MESSAGES.methodInvalid.replace(/^.* one of /, '')}`,
  [ORDER_MESSAGES.currencyInvalid]: `يجب أن تكون العملة (order_currency) إحدى: ${ORDER_MESSAGES.currencyInvalid.replace(/^.* one of /, '')}`,
  [ORDER_MESSAGES.cardDetails]: 'للدفع بالبطاقة أرسل card_brand وcard_last4 (آخر أربعة أرقام) فقط.',
  [ORDER_MESSAGES.cardNumberRefused]: 'أرقام البطاقات لا تصل إلى المتجر أبدًا: أرسل نوع البطاقة وآخر أربعة أرقام منها فقط.',
  [ORDER_MESSAGES.totalTooLarge]: `يمكن أن يبلغ إجمالي الطلب ${formatPrice(ORDER_AMOUNT_MAX, 'INR')} على الأكثر. يرجى تقسيمه إلى طلبات أصغر، أو التواصل معنا لطلب أكبر.`,
  // What any request may be told (http/errors.ts)
  'Something went wrong on our side. Please try again.': 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.',
  'The request body is too large (1 MiB at most).': 'حجم الطلب كبير جدًا (1 ميغابايت على الأكثر).',
  'Unsupported content type: send JSON.': 'نوع المحتوى غير مدعوم: أرسل JSON.',
  'The JSON body is empty.': 'محتوى JSON فارغ.',
  'The request body is not valid JSON.': 'محتوى الطلب ليس JSON صالحًا.',
  'A value in the request is out of range or not allowed.': 'إحدى القيم في الطلب خارج النطاق أو غير مسموح بها.',
  'The address is not valid (a malformed %-escape).': 'العنوان غير صالح (ترميز % تالف).',
  'A part of the address is too long.': 'جزء من العنوان طويل جدًا.',
  'The request is not valid.': 'الطلب غير صالح.',
  'Invalid request': 'طلب غير صالح',
  'Not found': 'غير موجود',
};

/** "in 5 minutes" (rate-limits.ts inTime) in Arabic, with its dual and plural forms. */
export function arabicWait(wait: string): string | undefined {
  const m = /^in (\d+) (second|minute)s?$/.exec(wait);
  if (!m) return undefined;
  const n = Number(m[1]);
  return `بعد ${count(n, m[2] === 'second' ? ['ثانية واحدة', 'ثانيتين', 'ثوانٍ', 'ثانية'] : ['دقيقة واحدة', 'دقيقتين', 'دقائق', 'دقيقة'])}`;
}

/** A count with its noun in Arabic: one, two (dual), 3 to 10 (plural), 11 and more (singular). */
function count(n: number, [one, two, few, many]: [string, string, string, string]): string {
  if (n === 1) return one;
  if (n === 2) return two;
  return `${n} ${n >= 3 && n <= 10 ? few : many}`;
}

const ordersCount = (n: number) => count(n, ['طلب واحد', 'طلبان', 'طلبات', 'طلبًا']);

type Rule = { en: RegExp; ar: (m: RegExpExecArray) => string | undefined };

const waitRule = (sentence: string, arabic: string): Rule => ({
  en: new RegExp(`^${sentence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} Please try again (in \\d+ (?:second|minute)s?)\\.$`),
  ar: (m) => {
    const wait = arabicWait(m[1]!);
    return wait && `${arabic} يرجى المحاولة مرة أخرى ${wait}.`;
  },
});

/** One change of a cart that changed (orders.service.ts conflictMessage). */
function arabicCartChange(part: string): string | undefined {
  let m = /^(.+) now costs (.+) \(was (.+)\)$/.exec(part);
  if (m) return `أصبح سعر ${m[1]} ${m[2]} (كان ${m[3]})`;
  m = /^only (\d+) of (.+) (?:is|are) left$/.exec(part);
  if (m) return `لم يتبقَّ من ${m[2]} إلا ${m[1]}`;
  m = /^(.+) is out of stock$/.exec(part);
  if (m) return `نفد ${m[1]} من المخزون`;
  m = /^(.+) is no longer available$/.exec(part);
  if (m) return `${m[1]} لم يعد متاحًا`;
  return undefined;
}

/** Messages with a number, a price, a name or a wait in them. */
const RULES: Rule[] = [
  {
    // Deleting an account while orders are open (core's openOrdersMessage).
    en: /^Your account cannot be deleted while these orders are open: (.+)\. Cancel them or wait until they are delivered, then try again\.$/,
    ar: (m) => `لا يمكن حذف حسابك ما دامت هذه الطلبات مفتوحة: ${m[1]}. ألغِها أو انتظر حتى تُسلَّم، ثم حاول مرة أخرى.`,
  },
  waitRule('Too many failed attempts.', 'محاولات فاشلة كثيرة جدًا.'),
  waitRule('Too many requests.', 'طلبات كثيرة جدًا.'),
  waitRule('Too many orders from your network address in the last hour.', 'طلبات كثيرة جدًا من عنوان شبكتك في الساعة الأخيرة.'),
  waitRule('Too many messages from your address.', 'رسائل كثيرة جدًا من عنوانك.'),
  {
    en: /^The order total does not match its items: it is (.+)\. Please review your order\.$/,
    ar: (m) => `إجمالي الطلب لا يطابق أصنافه: الإجمالي ${m[1]}. يرجى مراجعة طلبك.`,
  },
  {
    en: /^You can order at most (\d+) of one item in an order \((.+)\)\. Please lower the quantity and place the order again\.$/,
    ar: (m) => `يمكنك طلب ${m[1]} قطعة على الأكثر من الصنف الواحد في الطلب (${m[2]}). يرجى تقليل الكمية وتقديم الطلب مرة أخرى.`,
  },
  {
    en: /^You already have (\d+) unpaid orders? open, the most one account may have\. Pay for or cancel one in My Orders, then place this order again\.$/,
    ar: (m) =>
      `لديك بالفعل ${ordersCount(Number(m[1]))} غير مدفوع مفتوح، وهو أقصى ما يُسمح به للحساب الواحد. ادفع أحدها أو ألغه في «طلباتي»، ثم قدّم هذا الطلب مرة أخرى.`,
  },
  {
    en: /^You have placed (\d+) orders? in the last hour, the most one account may place\. Please try again (in \d+ (?:second|minute)s?)\.$/,
    ar: (m) => {
      const wait = arabicWait(m[2]!);
      return wait && `لقد قدّمت ${ordersCount(Number(m[1]))} في الساعة الأخيرة، وهو أقصى ما يُسمح به للحساب الواحد. يرجى المحاولة مرة أخرى ${wait}.`;
    },
  },
  {
    en: /^This order cannot be re-opened: (.+) sold meanwhile\. Refund the shopper by bank transfer instead\.$/,
    ar: (m) => `لا يمكن إعادة فتح هذا الطلب: بيع ${m[1]} في الأثناء. ردّ المبلغ إلى المتسوق بتحويل مصرفي بدلًا من ذلك.`,
  },
  { en: /^A refund cannot be more than what is left to refund \((.+)\)\.$/, ar: (m) => `لا يمكن أن يتجاوز المبلغ المردود ما تبقى للرد (${m[1]}).` },
  { en: /^The payment gateway refused the refund: (.+)$/s, ar: (m) => `رفضت بوابة الدفع ردّ المبلغ: ${m[1]}` },
  {
    en: /^Your cart has changed since you filled it: (.+)\. Please review your order and place it again\.$/,
    ar: (m) => {
      const parts = m[1]!.split('; ').map(arabicCartChange);
      if (parts.some((p) => p === undefined)) return undefined;
      return `تغيّرت سلتك منذ أن ملأتها: ${parts.join('؛ ')}. يرجى مراجعة طلبك وتقديمه مرة أخرى.`;
    },
  },
  {
    en: /^You can keep at most (\d+) addresses\. Delete one to add another\.$/,
    ar: (m) => `يمكنك الاحتفاظ بـ ${count(Number(m[1]), ['عنوان واحد', 'عنوانان', 'عناوين', 'عنوانًا'])} على الأكثر. احذف عنوانًا لتضيف آخر.`,
  },
  // web-host.ts: an API address that does not exist.
  { en: /^No such address: ([A-Z]+ \S+)$/, ar: (m) => `لا يوجد عنوان كهذا: ${m[1]}` },
  // input-guard.ts: a field that holds a control character or a broken one.
  { en: /^(.+) must not contain control characters$/, ar: (m) => `${m[1]}: يجب ألا يحتوي على محارف تحكم` },
  { en: /^(.+) must be valid text \(it holds a broken character\)$/, ar: (m) => `${m[1]}: يجب أن يكون نصًا صالحًا (فيه محرف تالف)` },
  // errors.ts: Zod's own wording after a field's name, for a call no storefront form makes.
  {
    en: /^([\w.]+): (?:Invalid input|Invalid option|Invalid string|Invalid number|Too small|Too big|Unrecognized key)/,
    ar: (m) => `${m[1]}: قيمة غير صالحة`,
  },
];

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every English text of the storefront's translation files with its Arabic (same key). */
function storefrontPairs(): Map<string, string> {
  const pairs = new Map<string, string>();
  const walk = (en: unknown, ar: unknown) => {
    if (typeof en === 'string') {
      // A text with {{placeholders}} is filled by the storefront, never sent by the server.
      if (typeof ar === 'string' && ar.trim() !== '' && !en.includes('{{') && !pairs.has(en)) pairs.set(en, ar);
      return;
    }
    if (en && typeof en === 'object' && ar && typeof ar === 'object') {
      for (const [key, value] of Object.entries(en)) walk(value, (ar as Record<string, unknown>)[key]);
    }
  };
  const files: Array<[Json, Json]> = [
    [enAccount, arAccount],
    [enCart, arCart],
    [enCatalog, arCatalog],
    [enCheckout, arCheckout],
    [enCommon, arCommon],
    [enContent, arContent],
    [enOrders, arOrders],
    [enProduct, arProduct],
  ];
  for (const [en, ar] of files) walk(en, ar);
  return pairs;
}

let exact: Map<string, string> | undefined;

/** The Arabic of a message the server sends, or undefined when it has none. */
export function arabicMessage(message: string): string | undefined {
  exact ??= new Map([...storefrontPairs(), ...Object.entries(SERVER_ARABIC)]);
  const known = exact.get(message);
  if (known !== undefined) return known;
  for (const rule of RULES) {
    const m = rule.en.exec(message);
    if (m) return rule.ar(m);
  }
  return undefined;
}

/**
 * Answers the storefront's requests in its language: a JSON answer's `message` (success or
 * refusal) is put in Arabic when the request is Arabic (messageLanguageOf). The back office
 * (/api/admin) is English. A message without Arabic is left in English and logged once, so
 * a new message that was forgotten shows in the logs as well as in the test.
 */
export function installMessageLanguage(app: FastifyInstance): void {
  const reported = new Set<string>();
  app.addHook('preSerialization', async (req, _reply, payload) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const message = (payload as { message?: unknown }).message;
    if (typeof message !== 'string' || message === '' || !isStorefrontCall(req.url) || messageLanguageOf(req) !== 'ar') return payload;
    const arabic = arabicMessage(message);
    if (arabic === undefined) {
      if (reported.size < 100 && !reported.has(message)) {
        reported.add(message);
        req.log.warn({ message }, 'message has no Arabic');
      }
      return payload;
    }
    return { ...payload, message: arabic };
  });
}

/** The storefront's API calls: /api/… but not the back office's /api/admin/…. */
function isStorefrontCall(url: string): boolean {
  return url.startsWith('/api/') && !/^\/api\/admin(?:[/?]|$)/i.test(url);
}
