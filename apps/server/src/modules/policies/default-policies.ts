import type { PolicySlug } from '@shop/core';

/** A policy's starting text, both languages (HTML within the rich-text sanitiser's tags). */
export interface PolicyText {
  title_en: string;
  title_ar: string;
  body_en: string;
  body_ar: string;
}

/**
 * The shop's starting policies: what every policy page shows until the owner saves their
 * own in the back office. Written for this shop (natural stones and crystals sent from
 * Jaipur, in India and abroad); the grievance officer's name and address are the settings',
 * shown on the Contact page, so the texts point there rather than copy them.
 */
export const DEFAULT_POLICIES: Record<PolicySlug, PolicyText> = {
  ShippingDelivery: {
    title_en: 'Shipping & Delivery',
    title_ar: 'الشحن والتوصيل',
    body_en: `<p>Every order is packed by hand in our Jaipur workshop. Stones and crystals are wrapped one by one and sent in padded boxes, so they reach you as they left us.</p>
<h2>Dispatch</h2>
<p>Orders placed before 2 pm IST on a working day are dispatched the same day; later orders, and orders placed on Sundays and public holidays, are dispatched on the next working day. You receive an e-mail with the courier and tracking number as soon as your parcel leaves us.</p>
<h2>Delivery within India</h2>
<ul>
<li>Metro cities: 2 to 4 working days after dispatch.</li>
<li>Rest of India: 4 to 7 working days after dispatch.</li>
<li>Remote areas, the North-East, Jammu &amp; Kashmir, Ladakh and the islands: up to 10 working days.</li>
</ul>
<p>Delivery is free within India. Cash on Delivery is available on orders that our couriers accept for your pincode.</p>
<h2>Delivery abroad</h2>
<p>We ship to most countries by international courier. Delivery takes 7 to 15 working days after dispatch, depending on the country and its customs. Import duties and taxes of the destination country, where charged, are paid by the buyer on delivery.</p>
<h2>If something goes wrong</h2>
<p>If your parcel is late, damaged in transit or arrives opened, write to us within 48 hours of delivery with your order number and photographs of the parcel, and we will make it right.</p>`,
    body_ar: `<p>نجهّز كل طلب يدويًا في ورشتنا في جايبور. نلفّ الأحجار والكريستال قطعةً قطعة ونرسلها في صناديق مبطّنة لتصلك كما خرجت من عندنا.</p>
<h2>الإرسال</h2>
<p>الطلبات التي تصلنا قبل الساعة 2 ظهرًا بتوقيت الهند في يوم عمل تُرسل في اليوم نفسه، أما الطلبات اللاحقة وطلبات أيام الأحد والعطل الرسمية فتُرسل في يوم العمل التالي. تصلك رسالة بالبريد الإلكتروني فيها اسم شركة الشحن ورقم التتبع حالما يغادر الطرد.</p>
<h2>التوصيل داخل الهند</h2>
<ul>
<li>المدن الكبرى: من 2 إلى 4 أيام عمل بعد الإرسال.</li>
<li>باقي أنحاء الهند: من 4 إلى 7 أيام عمل بعد الإرسال.</li>
<li>المناطق النائية والشمال الشرقي وجامو وكشمير ولداخ والجزر: حتى 10 أيام عمل.</li>
</ul>
<p>التوصيل مجاني داخل الهند، والدفع عند الاستلام متاح حيث تقبله شركات الشحن لرمزك البريدي.</p>
<h2>التوصيل خارج الهند</h2>
<p>نشحن إلى معظم الدول عبر البريد الدولي السريع، ويستغرق التوصيل من 7 إلى 15 يوم عمل بعد الإرسال بحسب البلد وإجراءات الجمارك فيه. رسوم الاستيراد والضرائب في بلد الوصول، إن وُجدت، يدفعها المشتري عند الاستلام.</p>
<h2>إن حدثت مشكلة</h2>
<p>إذا تأخر طردك أو تلف أثناء الشحن أو وصل مفتوحًا، فراسلنا خلال 48 ساعة من الاستلام مع رقم الطلب وصور الطرد، وسنعالج الأمر.</p>`,
  },
  ReturnsRefunds: {
    title_en: 'Returns & Refunds',
    title_ar: 'الإرجاع واسترداد المبالغ',
    body_en: `<p>We want you to love every stone you buy from us. If you do not, you may return it.</p>
<h2>Returns</h2>
<ul>
<li>You may return any item within <strong>7 days of delivery</strong>, for any reason.</li>
<li>The item must be unused and in its original packing, with its tags and any certificate that came with it.</li>
<li>Items made or cut to your order, and items damaged after delivery, cannot be returned.</li>
</ul>
<p>To return an item, write to us with your order number and the items you are returning. We arrange the pickup within India; from abroad, please send the parcel to our Jaipur address by a tracked service.</p>
<h2>Damaged or wrong items</h2>
<p>If an item arrives damaged or is not what you ordered, tell us within 48 hours of delivery with photographs. We replace it or refund it in full, and we pay for the return.</p>
<h2>Refunds</h2>
<p>Once the returned item reaches us and is checked (usually within 2 working days), we refund it to the <strong>original payment method within 5 to 7 working days</strong>. Orders paid on delivery are refunded by bank transfer or UPI to an account you give us. We e-mail you when the refund is made.</p>`,
    body_ar: `<p>نريدك أن تحب كل حجر تشتريه منا، وإن لم يعجبك فيمكنك إرجاعه.</p>
<h2>الإرجاع</h2>
<ul>
<li>يمكنك إرجاع أي منتج خلال <strong>7 أيام من الاستلام</strong> لأي سبب.</li>
<li>يجب أن يكون المنتج غير مستعمل وفي تغليفه الأصلي مع بطاقاته وأي شهادة رافقته.</li>
<li>لا تُرجع المنتجات المصنوعة أو المقطوعة حسب الطلب، ولا المنتجات التي تلفت بعد الاستلام.</li>
</ul>
<p>لإرجاع منتج، راسلنا برقم الطلب والمنتجات التي تريد إرجاعها. نرتّب استلام الطرد داخل الهند، أما من خارجها فأرسل الطرد إلى عنواننا في جايبور بخدمة شحن قابلة للتتبع.</p>
<h2>المنتجات التالفة أو الخاطئة</h2>
<p>إذا وصلك منتج تالف أو غير الذي طلبته، فأخبرنا خلال 48 ساعة من الاستلام مع صور له، وسنستبدله أو نرد ثمنه كاملًا ونتحمّل تكلفة إرجاعه.</p>
<h2>استرداد المبالغ</h2>
<p>عندما يصلنا المنتج المُرجع ونفحصه (عادةً خلال يومي عمل)، نرد المبلغ إلى <strong>وسيلة الدفع الأصلية خلال 5 إلى 7 أيام عمل</strong>. الطلبات المدفوعة عند الاستلام نرد مبلغها بتحويل بنكي أو عبر UPI إلى حساب تعطينا إياه، ونراسلك عند إتمام الاسترداد.</p>`,
  },
  Cancellation: {
    title_en: 'Cancellation',
    title_ar: 'إلغاء الطلب',
    body_en: `<p>You can cancel an order yourself, free of charge, <strong>while its status is Placed</strong>, that is, before we pack it. Open My Orders, choose the order and cancel it; you receive an e-mail confirming the cancellation.</p>
<p>Once an order is being packed or has been shipped it can no longer be cancelled, but you can return it after delivery under our Returns &amp; Refunds policy.</p>
<p>If you paid online, the amount is refunded to the original payment method within 5 to 7 working days of the cancellation. Nothing is charged for an order cancelled before it was paid.</p>
<p>We may cancel an order ourselves when an item is out of stock, when a payment is not received in time, or when the delivery address cannot be served. We tell you by e-mail and refund anything you paid in full.</p>`,
    body_ar: `<p>يمكنك إلغاء طلبك بنفسك ودون أي رسوم <strong>ما دامت حالته «تم تقديم الطلب»</strong>، أي قبل أن نبدأ بتجهيزه. افتح «طلباتي» واختر الطلب ثم ألغه، وستصلك رسالة بالبريد الإلكتروني تؤكد الإلغاء.</p>
<p>بعد أن يبدأ تجهيز الطلب أو شحنه لا يمكن إلغاؤه، لكن يمكنك إرجاعه بعد الاستلام وفق سياسة الإرجاع واسترداد المبالغ.</p>
<p>إذا دفعت عبر الإنترنت، يُرد المبلغ إلى وسيلة الدفع الأصلية خلال 5 إلى 7 أيام عمل من الإلغاء، ولا يُحتسب أي مبلغ على طلب أُلغي قبل دفعه.</p>
<p>قد نلغي الطلب من جهتنا إذا نفد منتج من المخزون، أو لم يصلنا الدفع في موعده، أو تعذّر التوصيل إلى العنوان. نُعلمك بذلك بالبريد الإلكتروني ونرد أي مبلغ دفعته كاملًا.</p>`,
  },
  Privacy: {
    title_en: 'Privacy Policy',
    title_ar: 'سياسة الخصوصية',
    body_en: `<p>This policy explains what personal data we collect, why, and what rights you have under India's Digital Personal Data Protection Act, 2023 (DPDP Act).</p>
<h2>What we collect</h2>
<ul>
<li>Your name, e-mail address and password (kept only as a secure hash) when you create an account.</li>
<li>Delivery addresses and phone numbers you save, and the orders you place.</li>
<li>Messages you send us through the Contact page.</li>
<li>Reviews you write, shown with the name you choose.</li>
</ul>
<p>We do not store card numbers: online payments are handled by our payment partner.</p>
<h2>Why we use it</h2>
<p>We use your data only to deliver your orders, send invoices and order updates, answer your messages, keep your account secure and meet our legal duties (such as keeping tax records). We do not sell your data and do not use it for third-party advertising.</p>
<h2>Who we share it with</h2>
<p>Only with those who help us serve you: our couriers (name, address and phone for delivery), our payment partner and our e-mail provider, each bound to use it only for that purpose.</p>
<h2>Your rights</h2>
<p>You may ask to see the personal data we hold about you, to correct it, or to have it erased, and you may withdraw your consent at any time. Records that the law requires us to keep, such as invoices, are kept for the period the law sets.</p>
<h2>Grievances</h2>
<p>For any question or complaint about your data, write to our Grievance Officer, whose name, e-mail and phone are on our Contact page. We acknowledge every complaint within 48 hours and resolve it as quickly as we can. If you are not satisfied, you may approach the Data Protection Board of India.</p>`,
    body_ar: `<p>توضح هذه السياسة البيانات الشخصية التي نجمعها وسبب جمعها وحقوقك بموجب قانون حماية البيانات الشخصية الرقمية في الهند لعام 2023 (قانون DPDP).</p>
<h2>ما نجمعه</h2>
<ul>
<li>اسمك وبريدك الإلكتروني وكلمة المرور (نحفظها مشفّرة فقط) عند إنشاء حساب.</li>
<li>عناوين التوصيل وأرقام الهاتف التي تحفظها، والطلبات التي تقدمها.</li>
<li>الرسائل التي ترسلها إلينا عبر صفحة «اتصل بنا».</li>
<li>المراجعات التي تكتبها، وتظهر بالاسم الذي تختاره.</li>
</ul>
<p>لا نحفظ أرقام البطاقات، فالدفع الإلكتروني يتولاه شريك الدفع لدينا.</p>
<h2>لماذا نستخدمها</h2>
<p>نستخدم بياناتك فقط لتوصيل طلباتك وإرسال الفواتير وتحديثات الطلبات والرد على رسائلك وحماية حسابك والوفاء بواجباتنا القانونية (مثل حفظ السجلات الضريبية). لا نبيع بياناتك ولا نستخدمها لإعلانات أطراف أخرى.</p>
<h2>مع من نشاركها</h2>
<p>فقط مع من يساعدوننا على خدمتك: شركات الشحن (الاسم والعنوان والهاتف للتوصيل)، وشريك الدفع، ومزوّد البريد الإلكتروني، وكلٌّ منهم ملزم باستخدامها لهذا الغرض وحده.</p>
<h2>حقوقك</h2>
<p>يحق لك أن تطلب الاطلاع على بياناتك الشخصية لدينا أو تصحيحها أو محوها، وأن تسحب موافقتك في أي وقت. أما السجلات التي يلزمنا القانون بحفظها، كالفواتير، فنحفظها للمدة التي يحددها القانون.</p>
<h2>الشكاوى</h2>
<p>لأي سؤال أو شكوى بشأن بياناتك، راسل مسؤول التظلمات لدينا، وتجد اسمه وبريده الإلكتروني وهاتفه في صفحة «اتصل بنا». نؤكد استلام كل شكوى خلال 48 ساعة ونعالجها بأسرع ما يمكن، وإن لم تكن راضيًا فيمكنك التوجه إلى مجلس حماية البيانات في الهند.</p>`,
  },
  Terms: {
    title_en: 'Terms & Conditions',
    title_ar: 'الشروط والأحكام',
    body_en: `<p>These terms apply to every purchase from this shop. By placing an order you agree to them and to our Shipping &amp; Delivery, Returns &amp; Refunds, Cancellation and Privacy policies.</p>
<h2>Our products</h2>
<p>Our stones and crystals are natural. Colour, size, weight and inclusions vary from piece to piece and may differ slightly from the photographs; the weight shown is approximate. Descriptions of the traditional meaning of a stone are given for interest and are not medical or financial advice.</p>
<h2>Prices and payment</h2>
<p>Prices are in Indian rupees and include GST. Prices shown in another currency are converted for your information; you are charged the rupee amount. An order is accepted when we confirm it by e-mail. If a price was shown in error, we tell you before dispatch and you may cancel the order.</p>
<h2>Your account</h2>
<p>Keep your password to yourself; you are responsible for orders placed with your account. We may close an account used for fraud or abuse.</p>
<h2>Liability</h2>
<p>Nothing in these terms limits your rights as a consumer under the Consumer Protection Act, 2019. Our liability for an order is limited to the amount paid for it.</p>
<h2>Law and disputes</h2>
<p>These terms are governed by the laws of India. Please write to our Grievance Officer first (details on the Contact page); disputes that cannot be settled are subject to the courts of Jaipur, Rajasthan.</p>`,
    body_ar: `<p>تسري هذه الشروط على كل عملية شراء من هذا المتجر. بتقديمك طلبًا فإنك توافق عليها وعلى سياسات الشحن والتوصيل والإرجاع واسترداد المبالغ والإلغاء والخصوصية.</p>
<h2>منتجاتنا</h2>
<p>أحجارنا وكريستالنا طبيعية، ويختلف اللون والحجم والوزن والشوائب من قطعة إلى أخرى وقد تختلف قليلًا عن الصور، والوزن المعروض تقريبي. ما نذكره عن المعاني التقليدية للأحجار هو للاطلاع فقط وليس نصيحة طبية أو مالية.</p>
<h2>الأسعار والدفع</h2>
<p>الأسعار بالروبية الهندية وتشمل ضريبة السلع والخدمات. الأسعار المعروضة بعملة أخرى محوّلة للعلم فقط، ويُحتسب عليك المبلغ بالروبية. يُقبل الطلب عندما نؤكده بالبريد الإلكتروني، وإذا عُرض سعر خاطئ نُعلمك قبل الإرسال ويمكنك إلغاء الطلب.</p>
<h2>حسابك</h2>
<p>احتفظ بكلمة مرورك لنفسك، فأنت مسؤول عن الطلبات المقدّمة من حسابك. قد نغلق حسابًا يُستخدم في الاحتيال أو الإساءة.</p>
<h2>المسؤولية</h2>
<p>لا شيء في هذه الشروط يحدّ من حقوقك كمستهلك بموجب قانون حماية المستهلك لعام 2019، وتقتصر مسؤوليتنا عن أي طلب على المبلغ المدفوع فيه.</p>
<h2>القانون والنزاعات</h2>
<p>تخضع هذه الشروط لقوانين الهند. نرجو أن تراسل مسؤول التظلمات لدينا أولًا (بياناته في صفحة «اتصل بنا»)، وتختص محاكم جايبور في راجستان بالنزاعات التي لا تُحل وديًا.</p>`,
  },
};
