import { INVOICE_NOTES, PAYMENT_METHOD_LABELS, isPaymentMethod, type OrderCustomerInfo, type TaxNote } from '@shop/core';

/**
 * The invoice's words in English (the tax invoice as issued: core's labels and the spec's
 * notes word for word) and in Arabic (the storefront's other language, for a shopper who
 * reads it; numbers, the invoice number and the seller's details stay as issued).
 */

export type InvoiceLanguage = 'en' | 'ar';

export interface InvoiceLabels {
  taxInvoice: string;
  /** Rule 48 of the CGST Rules: the buyer's copy of a goods invoice is marked so. */
  originalForRecipient: string;
  soldBy: string;
  billTo: string;
  invoiceNumber: string;
  invoiceDate: string;
  orderNumber: string;
  paymentMethod: string;
  orderStatus: string;
  paymentStatus: string;
  item: string;
  unitPrice: string;
  quantity: string;
  amount: string;
  subTotal: string;
  grandTotal: string;
  usdTotal: string;
  notes: string;
  noteLines: readonly string[];
  scanToPay: string;
  payTo: string;
  reference: string;
  state: string;
  gstin: string;
  phone: string;
  email: string;
  landmark: string;
  cardEnding: (brand: string, last4: string) => string;
  computerGenerated: string;
  page: (page: number, of: number) => string;
  /** A registered shop's invoice (issue 23): its title and the tax's words. */
  gstTaxInvoice: string;
  taxableValue: string;
  cgst: string;
  sgst: string;
  igst: string;
  totalTax: string;
  hsn: string;
  rate: string;
  qty: string;
  total: string;
  taxSummary: string;
  placeOfSupply: string;
  buyerGstin: string;
  reverseCharge: string;
  amountInWords: string;
  pricesIncludeTax: string;
  /** A credit or debit note against a tax invoice (issue 23). */
  creditNote: string;
  debitNote: string;
  noteNumber: string;
  noteDate: string;
  againstInvoice: string;
  reason: string;
  noteReasons: Record<TaxNote['reason'], string>;
  totalCredited: string;
  totalDebited: string;
  /** What a note does to its invoice, under the amount in words. */
  noteEffect: (type: TaxNote['type'], invoiceNumber: string, invoiceDate: string) => string;
  computerGeneratedNote: string;
  /** Order and payment status in this language, from the codes (English comes from the API's labels). */
  orderStatusLabel: (info: OrderCustomerInfo) => string;
  paymentStatusLabel: (info: OrderCustomerInfo) => string;
  paymentMethodLabel: (method: string) => string;
}

const en: InvoiceLabels = {
  // An unregistered shop's invoice is not a tax invoice: no tax is shown (spec 9). A registered shop's is titled gstTaxInvoice.
  taxInvoice: 'Invoice',
  originalForRecipient: 'ORIGINAL FOR RECIPIENT',
  soldBy: 'Sold by',
  billTo: 'Bill to',
  invoiceNumber: 'Invoice No.',
  invoiceDate: 'Invoice date',
  orderNumber: 'Order No.',
  paymentMethod: 'Payment method',
  orderStatus: 'Order status',
  paymentStatus: 'Payment status',
  item: 'Item',
  unitPrice: 'Unit Price',
  quantity: 'Quantity',
  amount: 'Amount',
  subTotal: 'SubTotal',
  grandTotal: 'Grand Total',
  usdTotal: 'Order total in USD:',
  notes: 'Notes',
  noteLines: INVOICE_NOTES,
  scanToPay: 'Scan to pay with any UPI app',
  payTo: 'Pay to',
  reference: 'Reference',
  state: 'State',
  gstin: 'GSTIN',
  phone: 'Phone',
  email: 'E-mail',
  landmark: 'Landmark',
  cardEnding: (brand, last4) => `${brand} ending ${last4}`,
  computerGenerated: 'This is a computer-generated invoice.',
  page: (page, of) => `Page ${page} of ${of}`,
  gstTaxInvoice: 'Tax Invoice',
  taxableValue: 'Taxable value',
  cgst: 'CGST',
  sgst: 'SGST',
  igst: 'IGST',
  totalTax: 'Total tax',
  hsn: 'HSN',
  rate: 'Rate',
  qty: 'Qty',
  total: 'Total',
  taxSummary: 'Tax by HSN and rate',
  placeOfSupply: 'Place of supply',
  buyerGstin: 'Buyer GSTIN',
  reverseCharge: 'Whether tax is payable under reverse charge: No',
  amountInWords: 'Amount in words',
  pricesIncludeTax: 'Prices include GST; the tax is backed out of each line.',
  creditNote: 'Credit Note',
  debitNote: 'Debit Note',
  noteNumber: 'Note No.',
  noteDate: 'Note date',
  againstInvoice: 'Against invoice',
  reason: 'Reason',
  noteReasons: { cancel: 'Order cancelled', refund: 'Refund', reopen: 'Cancelled order re-opened (paid after all)' },
  totalCredited: 'Total credited',
  totalDebited: 'Total debited',
  noteEffect: (type, invoiceNumber, invoiceDate) =>
    `${type === 'credit' ? 'Reduces' : 'Adds back to'} the value of invoice ${invoiceNumber} dated ${invoiceDate}, and its tax.`,
  computerGeneratedNote: 'This is a computer-generated note.',
  orderStatusLabel: (info) => info.order_status_label,
  paymentStatusLabel: (info) => info.payment_status_label,
  paymentMethodLabel: (method) => (isPaymentMethod(method) ? PAYMENT_METHOD_LABELS[method] : method),
};

const AR_ORDER_STATUS: Record<number, string> = {
  0: 'تم الطلب',
  1: 'قيد التجهيز',
  2: 'تم الشحن',
  3: 'تم التسليم',
  4: 'ملغى',
};

const AR_PAYMENT_STATUS: Record<string, string> = {
  cod_due: 'الدفع عند الاستلام',
  awaiting_payment: 'بانتظار الدفع',
  paid: 'مدفوع',
  refunded: 'مسترد',
  void: 'لم يُحصَّل أي مبلغ',
};

const AR_PAYMENT_METHOD: Record<string, string> = {
  cash: 'الدفع عند الاستلام',
  upi: 'UPI',
  paypal: 'PayPal',
  card: 'بطاقة ائتمان/خصم',
};

const ar: InvoiceLabels = {
  taxInvoice: 'فاتورة',
  originalForRecipient: 'النسخة الأصلية للمستلم',
  soldBy: 'البائع',
  billTo: 'فاتورة إلى',
  invoiceNumber: 'رقم الفاتورة',
  invoiceDate: 'تاريخ الفاتورة',
  orderNumber: 'رقم الطلب',
  paymentMethod: 'طريقة الدفع',
  orderStatus: 'حالة الطلب',
  paymentStatus: 'حالة الدفع',
  item: 'المنتج',
  unitPrice: 'سعر الوحدة',
  quantity: 'الكمية',
  amount: 'المبلغ',
  subTotal: 'المجموع الفرعي',
  grandTotal: 'الإجمالي',
  usdTotal: 'إجمالي الطلب بالدولار الأمريكي:',
  notes: 'ملاحظات',
  noteLines: [
    'المبالغ بالروبية الهندية (INR).',
    'تُفرض رسوم تمويل بنسبة 1.5% على الأرصدة غير المدفوعة بعد 30 يومًا.',
    'لا يُسترد المبلغ بعد اكتمال الطلب.',
    'قد يتأخر التوصيل.',
  ],
  scanToPay: 'امسح الرمز للدفع بأي تطبيق UPI',
  payTo: 'الدفع إلى',
  reference: 'المرجع',
  state: 'الولاية',
  gstin: 'GSTIN',
  phone: 'الهاتف',
  email: 'البريد الإلكتروني',
  landmark: 'معلم قريب',
  cardEnding: (brand, last4) => `${brand} تنتهي بـ ${last4}`,
  computerGenerated: 'هذه فاتورة صادرة من الحاسوب.',
  page: (page, of) => `صفحة ${page} من ${of}`,
  gstTaxInvoice: 'فاتورة ضريبية',
  taxableValue: 'القيمة الخاضعة للضريبة',
  cgst: 'CGST',
  sgst: 'SGST',
  igst: 'IGST',
  totalTax: 'إجمالي الضريبة',
  hsn: 'HSN',
  rate: 'النسبة',
  qty: 'الكمية',
  total: 'المجموع',
  taxSummary: 'الضريبة حسب رمز HSN والنسبة',
  placeOfSupply: 'مكان التوريد',
  buyerGstin: 'GSTIN المشتري',
  reverseCharge: 'هل الضريبة مستحقة بنظام الاحتساب العكسي: لا',
  amountInWords: 'المبلغ كتابةً',
  pricesIncludeTax: 'الأسعار شاملة ضريبة السلع والخدمات؛ تُستخرج الضريبة من كل بند.',
  creditNote: 'إشعار دائن',
  debitNote: 'إشعار مدين',
  noteNumber: 'رقم الإشعار',
  noteDate: 'تاريخ الإشعار',
  againstInvoice: 'مقابل الفاتورة',
  reason: 'السبب',
  noteReasons: { cancel: 'أُلغي الطلب', refund: 'استرداد مبلغ', reopen: 'أُعيد فتح الطلب الملغى (دُفع لاحقًا)' },
  totalCredited: 'إجمالي المبلغ الدائن',
  totalDebited: 'إجمالي المبلغ المدين',
  noteEffect: (type, invoiceNumber, invoiceDate) =>
    `${type === 'credit' ? 'يخفّض' : 'يعيد إضافة'} قيمة الفاتورة ${invoiceNumber} بتاريخ ${invoiceDate} وضريبتها.`,
  computerGeneratedNote: 'هذا إشعار صادر من الحاسوب.',
  orderStatusLabel: (info) => AR_ORDER_STATUS[info.order_status] ?? info.order_status_label,
  paymentStatusLabel: (info) => AR_PAYMENT_STATUS[info.payment_status] ?? info.payment_status_label,
  paymentMethodLabel: (method) => AR_PAYMENT_METHOD[method] ?? method,
};

export const INVOICE_LABELS: Record<InvoiceLanguage, InvoiceLabels> = { en, ar };

/** How a card's brand (core's cardBrand names) is written on the invoice. */
export const CARD_BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  rupay: 'RuPay',
  amex: 'American Express',
  discover: 'Discover',
  card: 'Card',
};
