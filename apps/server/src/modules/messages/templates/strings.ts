import type { MessageLanguage } from '../message-data.js';

/**
 * Every word the shop's e-mails say, per language. {name} marks a value filled in when the
 * message is rendered (see fill in parts.tsx). The Arabic reuses the storefront's wording
 * (apps/web/public/locales/ar: order, invoice, totals, payment methods, tracking) so an
 * e-mail and the page it links to name things alike. Staff messages are English only.
 */

const en = {
  greeting: 'Hello {name},',
  signOff: 'Thank you for shopping with us.',
  team: 'The {shop} team',
  footerHelp: 'Questions? Reply to this e-mail or write to us at {email}.',
  /** A date with its time of day, in India time. */
  dateTime: '{date} at {time} (India time)',
  linkFallback: 'If the button does not work, copy this link into your browser:',

  order: {
    orderDetails: 'Order details',
    orderNumber: 'Order number',
    invoiceNumber: 'Invoice number',
    orderDate: 'Order date',
    paymentMethod: 'Payment method',
    item: 'Item',
    quantity: 'Qty',
    unitPrice: 'Unit Price',
    amount: 'Amount',
    variant: 'Size / Weight: {variant}',
    subTotal: 'SubTotal',
    grandTotal: 'Grand Total',
    deliveryAddress: 'Delivery address',
    landmark: 'Landmark: {landmark}',
    phone: 'Phone: {phone}',
    viewInvoice: 'View your invoice',
    myOrders: 'Go to My Orders',
    visitShop: 'Visit the shop',
    noteFromShop: 'Note from the shop',
    cardEnding: '{brand} ending in {last4}',
    paymentMethods: { cash: 'Cash on Delivery', upi: 'UPI', paypal: 'PayPal', card: 'Credit/Debit Card' } as Record<string, string>,
    cardBrands: { visa: 'Visa', mastercard: 'Mastercard', rupay: 'RuPay', amex: 'American Express', discover: 'Discover', card: 'Card' } as Record<
      string,
      string
    >,
  },

  orderPlaced: {
    subject: 'Order {invoice} received',
    preview: 'We have your order {order}. Here is what happens next.',
    heading: 'Thank you for your order',
    intro: 'We have received your order {order}, placed on {date}. Here is what you ordered.',
    invoiceAttached: 'Your invoice {invoice} is attached to this e-mail as a PDF. You can also open it online at any time.',
    nextHeading: 'What happens next',
    next: {
      cash: 'You pay {amount} in cash to the courier when your order is delivered. No money has been taken now. We will e-mail you when your order ships.',
      upi: 'No money has been taken yet. To complete your order, pay {amount} to our UPI ID {vpa}: scan the QR code with any UPI app, or open the link below on your phone. We ship your order once the payment reaches us.',
      paypal: 'We have not taken any payment yet. We will e-mail you how to pay {amount} for this order through PayPal. We ship your order once it is paid.',
      card: 'We have not taken any payment yet, and your card has not been charged. We will e-mail you how to pay {amount} for this order. We ship your order once it is paid.',
    } as Record<string, string>,
    /** A method without its own words (or a UPI order the shop cannot show a QR code for). */
    nextOther: 'We have not taken any payment yet. We will e-mail you how to pay {amount} for this order.',
    upiHeading: 'Pay with UPI',
    upiButton: 'Pay with UPI app',
    upiQrAlt: 'QR code to pay {amount} with a UPI app',
    upiPayTo: 'Pay to',
    upiAmount: 'Amount',
    payBy: 'Please pay by {time}. An order not paid by then is cancelled, and its items go back on sale.',
    nextOnline:
      'If you have just paid {amount} at the checkout, we will e-mail you as soon as the payment reaches us. If it did not go through, pay from your invoice (the button below) with UPI, PayPal or a card.',
  },

  paymentReceived: {
    subject: 'Payment received for order {invoice}',
    preview: 'Thank you: your payment for order {order} has reached us.',
    heading: 'We have received your payment',
    text: 'Thank you. We have received {amount} for order {order} (invoice {invoice}). We are now preparing your order and will e-mail you when it ships.',
    reference: 'Payment reference',
  },

  orderShipped: {
    subject: 'Order {invoice} has shipped',
    preview: 'Order {order} is on its way with {carrier}.',
    heading: 'Your order is on its way',
    text: 'Good news: we have handed order {order} to {carrier}.',
    carrier: 'Carrier',
    trackingNumber: 'Tracking number',
    track: 'Track your parcel',
    trackByNumber: 'Follow your parcel on the carrier’s website with the tracking number.',
    cashDue: 'Please keep {amount} ready in cash for the courier.',
    shippingTo: 'Shipping to',
    inParcel: 'In your parcel',
  },

  orderDelivered: {
    subject: 'Order {invoice} delivered',
    preview: 'Order {order} has been delivered.',
    heading: 'Your order has been delivered',
    text: 'Order {order} (invoice {invoice}) has been delivered. We hope you enjoy your stones and crystals.',
    help: 'If anything is wrong with your order, reply to this e-mail and we will put it right.',
  },

  orderCancelled: {
    subject: 'Order {invoice} cancelled',
    preview: 'Order {order} has been cancelled.',
    heading: 'Your order has been cancelled',
    by: {
      customer: 'As you asked, we have cancelled order {order} (invoice {invoice}).',
      shop: 'We are sorry: we had to cancel order {order} (invoice {invoice}).',
      system: 'We have cancelled order {order} (invoice {invoice}) because it was not paid in time.',
    },
    consequences: 'The order will not be sent, and the items in it are back on sale.',
    refund: 'The amount you paid, {amount}, will be refunded to your original payment method within 5-7 working days.',
    noMoney: 'No money was taken for this order.',
    orderAgain: 'Changed your mind? You are welcome to order again at any time.',
    cancelledItems: 'Cancelled items',
  },

  orderRefunded: {
    subject: 'Refund for order {invoice}',
    preview: 'We have refunded {amount} for order {order}.',
    heading: 'We have refunded your payment',
    text: 'We have refunded {amount} for order {order} (invoice {invoice}) to your original payment method.',
    timing: 'Depending on your bank, it can take 5-7 working days to appear in your account.',
    amount: 'Amount refunded',
    reference: 'Refund reference',
  },

  accountWelcome: {
    subject: 'Welcome to {shop}',
    preview: 'Your account is ready.',
    heading: 'Welcome, {name}',
    text: 'Your account at {shop} is ready. You can now save delivery addresses, follow your orders and find your invoices in My Orders.',
    button: 'Start shopping',
  },

  passwordReset: {
    subject: 'Reset your {shop} password',
    preview: 'Choose a new password for your account.',
    heading: 'Reset your password',
    text: 'We received a request to reset the password of your account. Choose a new password with the link below.',
    button: 'Choose a new password',
    expiry: 'This link works once and expires in {minutes} minutes. If you did not ask for it, ignore this e-mail; your password stays the same.',
  },

  passwordChanged: {
    subject: 'Your {shop} password was changed',
    preview: 'The password of your account was changed.',
    heading: 'Your password was changed',
    text: 'Your password was changed on {date}.',
    ifYou: 'If it was you, there is nothing more to do.',
    notYou: 'If this was not you, reset your password now and tell us at {email}.',
    button: 'Reset your password',
  },

  emailChanged: {
    subject: 'The e-mail of your {shop} account was changed',
    preview: 'Your account now uses another e-mail address.',
    heading: 'Your e-mail address was changed',
    text: 'The e-mail of your account was changed from {old} to {new} on {date}. From now on we will write to the new address.',
    notYou: 'If this was not you, contact us at {email} straight away.',
  },

  contactReceived: {
    subject: 'We received your message [{ticket}]',
    preview: 'Your ticket number is {ticket}.',
    heading: 'We received your message',
    text: 'Thank you for writing to us. Your message has been received and given the ticket number {ticket}.',
    hours: 'We will acknowledge and answer it within {hours} hours. Please quote the ticket number in any reply.',
    ticket: 'Ticket number',
    subjectLabel: 'Subject',
    yourMessage: 'Your message',
  },
  testEmail: {
    subject: 'Test e-mail from {shop}',
    preview: 'The shop’s e-mail works.',
    heading: 'Test e-mail',
    text: 'This is a test e-mail from {shop}’s back office, asked for by {by}.',
    works: 'If you can read it, the shop’s e-mail works.',
  },
};

export type MessageStrings = typeof en;

const ar: MessageStrings = {
  greeting: 'مرحبًا {name}،',
  signOff: 'شكرًا لتسوقك معنا.',
  team: 'فريق {shop}',
  footerHelp: 'لديك سؤال؟ ردّ على هذه الرسالة أو راسلنا على {email}.',
  dateTime: '{date} الساعة {time} (بتوقيت الهند)',
  linkFallback: 'إن لم يعمل الزر، فانسخ هذا الرابط إلى متصفحك:',

  order: {
    orderDetails: 'تفاصيل الطلب',
    orderNumber: 'رقم الطلب',
    invoiceNumber: 'رقم الفاتورة',
    orderDate: 'تاريخ الطلب',
    paymentMethod: 'طريقة الدفع',
    item: 'المنتج',
    quantity: 'الكمية',
    unitPrice: 'سعر الوحدة',
    amount: 'المبلغ',
    variant: 'الحجم / الوزن: {variant}',
    subTotal: 'المجموع الفرعي',
    grandTotal: 'المجموع الكلي',
    deliveryAddress: 'عنوان التوصيل',
    landmark: 'معلم قريب: {landmark}',
    phone: 'الهاتف: {phone}',
    viewInvoice: 'عرض فاتورتك',
    myOrders: 'الذهاب إلى طلباتي',
    visitShop: 'زيارة المتجر',
    noteFromShop: 'ملاحظة من المتجر',
    cardEnding: '{brand} تنتهي بـ {last4}',
    paymentMethods: { cash: 'الدفع عند الاستلام', upi: 'UPI', paypal: 'PayPal', card: 'بطاقة ائتمان/خصم' },
    cardBrands: { visa: 'فيزا', mastercard: 'ماستركارد', rupay: 'روباي', amex: 'أمريكان إكسبريس', discover: 'ديسكفر', card: 'بطاقة' },
  },

  orderPlaced: {
    subject: 'تم استلام الطلب {invoice}',
    preview: 'استلمنا طلبك {order}. إليك ما سيحدث بعد ذلك.',
    heading: 'شكرًا لطلبك',
    intro: 'استلمنا طلبك {order} المقدَّم بتاريخ {date}. إليك ما طلبته.',
    invoiceAttached: 'فاتورتك {invoice} مرفقة بهذه الرسالة بصيغة PDF، ويمكنك أيضًا فتحها على الإنترنت في أي وقت.',
    nextHeading: 'ما الخطوة التالية',
    next: {
      cash: 'تدفع {amount} نقدًا لمندوب التوصيل عند تسليم طلبك. لم يُخصم أي مبلغ الآن. سنراسلك عندما نشحن طلبك.',
      upi: 'لم يُخصم أي مبلغ بعد. لإتمام طلبك ادفع {amount} إلى معرّف UPI الخاص بنا {vpa}: امسح رمز QR بأي تطبيق UPI، أو افتح الرابط أدناه على هاتفك. نشحن طلبك بعد وصول الدفعة إلينا.',
      paypal: 'لم نحصّل أي مبلغ بعد. سنراسلك بطريقة دفع {amount} لهذا الطلب عبر PayPal. نشحن طلبك بعد الدفع.',
      card: 'لم نحصّل أي مبلغ بعد، ولم تُحاسَب بطاقتك. سنراسلك بطريقة دفع {amount} لهذا الطلب. نشحن طلبك بعد الدفع.',
    },
    nextOther: 'لم نحصّل أي مبلغ بعد. سنراسلك بطريقة دفع {amount} لهذا الطلب.',
    upiHeading: 'الدفع عبر UPI',
    upiButton: 'الدفع بتطبيق UPI',
    upiQrAlt: 'رمز QR لدفع {amount} بتطبيق UPI',
    upiPayTo: 'الدفع إلى',
    upiAmount: 'المبلغ',
    payBy: 'يُرجى الدفع قبل {time}. الطلب الذي لا يُدفع بحلول ذلك الوقت يُلغى، وتعود منتجاته إلى البيع.',
    nextOnline:
      'إن كنت قد دفعت {amount} للتو عند إتمام الطلب، فسنراسلك فور وصول الدفعة إلينا. وإن لم يتم الدفع، فادفع من فاتورتك (الزر أدناه) عبر UPI أو PayPal أو بطاقة.',
  },

  paymentReceived: {
    subject: 'تم استلام الدفعة للطلب {invoice}',
    preview: 'شكرًا لك: وصلتنا دفعتك للطلب {order}.',
    heading: 'استلمنا دفعتك',
    text: 'شكرًا لك. استلمنا {amount} عن الطلب {order} (الفاتورة {invoice}). نجهّز طلبك الآن وسنراسلك عندما نشحنه.',
    reference: 'مرجع الدفع',
  },

  orderShipped: {
    subject: 'تم شحن الطلب {invoice}',
    preview: 'الطلب {order} في الطريق إليك مع {carrier}.',
    heading: 'طلبك في الطريق إليك',
    text: 'أخبار سارة: سلّمنا الطلب {order} إلى {carrier}.',
    carrier: 'شركة الشحن',
    trackingNumber: 'رقم التتبّع',
    track: 'تتبّع شحنتك',
    trackByNumber: 'تابِع شحنتك على موقع شركة الشحن باستخدام رقم التتبّع.',
    cashDue: 'يرجى تجهيز {amount} نقدًا لمندوب التوصيل.',
    shippingTo: 'الشحن إلى',
    inParcel: 'محتويات شحنتك',
  },

  orderDelivered: {
    subject: 'تم توصيل الطلب {invoice}',
    preview: 'تم توصيل الطلب {order}.',
    heading: 'تم توصيل طلبك',
    text: 'تم توصيل الطلب {order} (الفاتورة {invoice}). نتمنى أن تستمتع بأحجارك وبلوراتك.',
    help: 'إن كان في طلبك أي خطأ، فردّ على هذه الرسالة وسنصلحه.',
  },

  orderCancelled: {
    subject: 'أُلغي الطلب {invoice}',
    preview: 'أُلغي الطلب {order}.',
    heading: 'أُلغي طلبك',
    by: {
      customer: 'بناءً على طلبك، ألغينا الطلب {order} (الفاتورة {invoice}).',
      shop: 'نأسف: اضطررنا إلى إلغاء الطلب {order} (الفاتورة {invoice}).',
      system: 'ألغينا الطلب {order} (الفاتورة {invoice}) لأنه لم يُدفع في الوقت المحدد.',
    },
    consequences: 'لن يُرسَل الطلب، وعادت منتجاته إلى البيع.',
    refund: 'سيُعاد المبلغ الذي دفعته، {amount}، إلى وسيلة الدفع الأصلية خلال 5 إلى 7 أيام عمل.',
    noMoney: 'لم يُخصم أي مبلغ لهذا الطلب.',
    orderAgain: 'غيّرت رأيك؟ يسعدنا أن تطلب مجددًا في أي وقت.',
    cancelledItems: 'المنتجات الملغاة',
  },

  orderRefunded: {
    subject: 'استرداد مبلغ الطلب {invoice}',
    preview: 'أعدنا {amount} عن الطلب {order}.',
    heading: 'أعدنا إليك المبلغ',
    text: 'أعدنا {amount} عن الطلب {order} (الفاتورة {invoice}) إلى وسيلة الدفع الأصلية.',
    timing: 'قد يستغرق ظهوره في حسابك من 5 إلى 7 أيام عمل حسب مصرفك.',
    amount: 'المبلغ المسترد',
    reference: 'مرجع الاسترداد',
  },

  accountWelcome: {
    subject: 'مرحبًا بك في {shop}',
    preview: 'حسابك جاهز.',
    heading: 'أهلًا بك، {name}',
    text: 'حسابك في {shop} جاهز. يمكنك الآن حفظ عناوين التوصيل ومتابعة طلباتك والعثور على فواتيرك في طلباتي.',
    button: 'ابدأ التسوق',
  },

  passwordReset: {
    subject: 'إعادة تعيين كلمة المرور في {shop}',
    preview: 'اختر كلمة مرور جديدة لحسابك.',
    heading: 'إعادة تعيين كلمة المرور',
    text: 'تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك. اختر كلمة مرور جديدة من الرابط أدناه.',
    button: 'اختيار كلمة مرور جديدة',
    expiry: 'يعمل هذا الرابط مرة واحدة وتنتهي صلاحيته خلال {minutes} دقيقة. إن لم تطلبه فتجاهل هذه الرسالة؛ تبقى كلمة مرورك كما هي.',
  },

  passwordChanged: {
    subject: 'تم تغيير كلمة المرور في {shop}',
    preview: 'تم تغيير كلمة مرور حسابك.',
    heading: 'تم تغيير كلمة مرورك',
    text: 'تم تغيير كلمة مرورك في {date}.',
    ifYou: 'إن كنت أنت من غيّرها، فلا حاجة لأي إجراء.',
    notYou: 'إن لم تكن أنت، فأعد تعيين كلمة المرور الآن وأخبرنا على {email}.',
    button: 'إعادة تعيين كلمة المرور',
  },

  emailChanged: {
    subject: 'تم تغيير البريد الإلكتروني لحسابك في {shop}',
    preview: 'يستخدم حسابك الآن بريدًا إلكترونيًا آخر.',
    heading: 'تم تغيير بريدك الإلكتروني',
    text: 'تم تغيير البريد الإلكتروني لحسابك من {old} إلى {new} في {date}. من الآن فصاعدًا سنراسلك على العنوان الجديد.',
    notYou: 'إن لم تكن أنت، فتواصل معنا فورًا على {email}.',
  },

  contactReceived: {
    subject: 'استلمنا رسالتك [{ticket}]',
    preview: 'رقم تذكرتك {ticket}.',
    heading: 'استلمنا رسالتك',
    text: 'شكرًا لمراسلتنا. استلمنا رسالتك وأعطيناها رقم التذكرة {ticket}.',
    hours: 'سنؤكد استلامها ونرد عليها خلال {hours} ساعة. يُرجى ذكر رقم التذكرة في أي رد.',
    ticket: 'رقم التذكرة',
    subjectLabel: 'الموضوع',
    yourMessage: 'رسالتك',
  },
  testEmail: {
    subject: 'رسالة تجريبية من {shop}',
    preview: 'بريد المتجر يعمل.',
    heading: 'رسالة تجريبية',
    text: 'هذه رسالة تجريبية من لوحة إدارة {shop}، طلبها {by}.',
    works: 'إن كنت تستطيع قراءتها، فبريد المتجر يعمل.',
  },
};

export const STRINGS: Record<MessageLanguage, MessageStrings> = { en, ar };

/** The shop's own messages (new order, contact message): English only, whatever the shopper used. */
export const STAFF_STRINGS = {
  newOrder: {
    subject: 'New order {invoice}',
    preview: '{customer} ordered for {amount}.',
    heading: 'New order {invoice}',
    intro: '{customer} placed order {order} on {date} for {amount}.',
    customer: 'Customer',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    paymentHeading: 'Payment',
    next: {
      cash: 'Cash on Delivery: the courier collects {amount} on delivery. The order can be prepared now.',
      upi: 'UPI: awaiting payment of {amount}. Confirm the payment in the back office when it reaches the account, then ship.',
      paypal: 'PayPal: no money taken. Send the customer a payment request for {amount}, and ship once it is paid.',
      card: 'Card: no money taken (the shop has no card gateway). Send the customer a way to pay {amount}, and ship once it is paid.',
    } as Record<string, string>,
    nextOther: 'No money taken yet: arrange payment of {amount} with the customer.',
    open: 'Open in the back office',
  },
  contactMessage: {
    subject: 'New contact message: {subject}',
    preview: 'From {name}: {subject}',
    heading: 'New contact message',
    ticket: 'Ticket',
    from: 'From',
    email: 'E-mail',
    telephone: 'Telephone',
    subjectLabel: 'Subject',
    message: 'Message',
    reply: 'Reply to this e-mail to answer {name} directly.',
    open: 'Open in the back office',
  },
};
