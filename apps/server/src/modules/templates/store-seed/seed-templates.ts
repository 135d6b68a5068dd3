import type { TLocalizedText } from '@ulak/shared/templates/template-api';
import {
  COPY,
  SHOP_URL,
  button,
  cartTable,
  choiceRow,
  couponBox,
  divider,
  document,
  footer,
  header,
  hero,
  orderTable,
  productRow,
} from './seed-layout';

type TLang = 'tr' | 'en';
export type TSeedCategory = { key: string; name: TLocalizedText };
export type TSeedTemplate = {
  key: string;
  category: string;
  premium: boolean;
  name: TLocalizedText;
  description: TLocalizedText;
  subject: TLocalizedText;
  build: (lang: TLang) => string[];
};

export const SEED_CATEGORIES: TSeedCategory[] = [
  { key: 'welcome', name: { tr: 'Karşılama', en: 'Welcome' } },
  { key: 'cart', name: { tr: 'Sepet ve ürün', en: 'Cart and product' } },
  { key: 'order', name: { tr: 'Sipariş', en: 'Order' } },
  { key: 'loyalty', name: { tr: 'Sadakat', en: 'Loyalty' } },
  { key: 'newsletter', name: { tr: 'Bülten', en: 'Newsletter' } },
];

const pick = (text: TLocalizedText, lang: TLang) => text[lang];
const QTY: TLocalizedText = { tr: 'Adet', en: 'Quantity' };

const COUPON_NOTE: TLocalizedText = {
  tr: 'Son kullanım: {{ coupon.expire_date }}',
  en: 'Valid until {{ coupon.expire_date }}',
};
const COUPON_LABEL: TLocalizedText = { tr: 'İndirim kodunuz', en: 'Your discount code' };

function productOf(lang: TLang, cta: TLocalizedText, detail: TLocalizedText): string {
  return productRow({
    image: '{{ product.image }}',
    title: '{{ product.title | escape }}',
    detail: pick(detail, lang),
    href: '{{ product.url }}',
    cta: pick(cta, lang),
  });
}

export const SEED_TEMPLATES: TSeedTemplate[] = [
  {
    key: 'welcome',
    category: 'welcome',
    premium: false,
    name: { tr: 'Hoş geldiniz', en: 'Welcome' },
    description: {
      tr: 'Yeni üyeye sıcak bir merhaba ve ilk alışveriş kodu.',
      en: 'A warm hello and a first-order code.',
    },
    subject: { tr: 'Aramıza hoş geldin {{ member.name }}!', en: 'Welcome aboard, {{ member.name }}!' },
    build: (lang) => [
      hero({
        heading: lang === 'tr' ? 'Hoş geldin {{ member.name }}!' : 'Welcome, {{ member.name }}!',
        lines: [
          lang === 'tr'
            ? 'Ailemize katıldığın için teşekkürler. Yeni ürünler, sana özel fırsatlar ve kampanyalar artık ilk sende.'
            : 'Thanks for joining us. New arrivals, offers made for you and campaigns now reach you first.',
          lang === 'tr'
            ? 'İlk alışverişine özel indirim kodun aşağıda:'
            : 'Here is a discount code for your first order:',
        ],
      }),
      couponBox({ label: pick(COUPON_LABEL, lang), code: '{{ coupon.code }}', note: pick(COUPON_NOTE, lang) }),
      button(lang === 'tr' ? 'Alışverişe başla' : 'Start shopping', SHOP_URL),
    ],
  },
  {
    key: 'abandoned_cart',
    category: 'cart',
    premium: false,
    name: { tr: 'Sepette kalan ürünler', en: 'Abandoned cart' },
    description: { tr: 'Sepetindeki ürünleri hatırlatır.', en: 'Reminds the member of the items in their cart.' },
    subject: { tr: '{{ member.name }}, sepetin seni bekliyor', en: '{{ member.name }}, your cart is waiting' },
    build: (lang) => [
      hero({
        heading: lang === 'tr' ? 'Bir şey mi unuttun?' : 'Forgot something?',
        lines: [
          lang === 'tr'
            ? 'Sepetine eklediğin ürünleri senin için ayırdık. Stoklar tükenmeden siparişini tamamla.'
            : 'We saved the items in your cart. Complete your order before they sell out.',
        ],
      }),
      cartTable({ quantity: pick(QTY, lang) }),
      hero({
        heading: '',
        lines: [
          lang === 'tr'
            ? '<strong>Sepet toplamı: {{ cart.total_price }} {{ cart.price_currency }}</strong> ({{ cart.total_count }} ürün)'
            : '<strong>Cart total: {{ cart.total_price }} {{ cart.price_currency }}</strong> ({{ cart.total_count }} items)',
        ],
      }),
      button(lang === 'tr' ? 'Sepete git' : 'Go to my cart', `${SHOP_URL}/cart`),
    ],
  },
  {
    key: 'order_thanks',
    category: 'order',
    premium: false,
    name: { tr: 'Sipariş teşekkürü', en: 'Order thank-you' },
    description: { tr: 'Sipariş özeti ve kargo takibi.', en: 'Order summary and shipment tracking.' },
    subject: {
      tr: 'Siparişin alındı: {{ order.order_code }}',
      en: 'We received your order {{ order.order_code }}',
    },
    build: (lang) => [
      hero({
        heading: lang === 'tr' ? 'Teşekkürler {{ member.name }}!' : 'Thank you, {{ member.name }}!',
        lines: [
          lang === 'tr'
            ? '{{ order.date }} tarihli <strong>{{ order.order_code }}</strong> numaralı siparişini aldık ve hazırlamaya başladık.'
            : 'We received your order <strong>{{ order.order_code }}</strong> of {{ order.date }} and started preparing it.',
        ],
      }),
      orderTable({ quantity: pick(QTY, lang), total: lang === 'tr' ? 'Toplam' : 'Total' }),
      button(lang === 'tr' ? 'Kargomu takip et' : 'Track my parcel', '{{ order.tracking_url }}'),
    ],
  },
  {
    key: 'birthday',
    category: 'loyalty',
    premium: false,
    name: { tr: 'Doğum günü', en: 'Birthday' },
    description: { tr: 'Doğum gününe özel hediye kodu.', en: 'A birthday gift code.' },
    subject: { tr: 'İyi ki doğdun {{ member.name }}! 🎂', en: 'Happy birthday, {{ member.name }}! 🎂' },
    build: (lang) => [
      hero({
        heading: lang === 'tr' ? 'İyi ki doğdun {{ member.name }}!' : 'Happy birthday, {{ member.name }}!',
        lines: [
          lang === 'tr'
            ? 'Yeni yaşının sana mutluluk getirmesini dileriz. Bu özel günü kutlamak için küçük bir hediyemiz var.'
            : 'We wish you a wonderful year ahead. Here is a small gift to celebrate your day.',
        ],
      }),
      couponBox({ label: pick(COUPON_LABEL, lang), code: '{{ coupon.code }}', note: pick(COUPON_NOTE, lang) }),
      button(lang === 'tr' ? 'Hediyemi kullan' : 'Use my gift', SHOP_URL),
    ],
  },
  {
    key: 'win_back',
    category: 'loyalty',
    premium: true,
    name: { tr: 'Seni özledik', en: 'We miss you' },
    description: { tr: 'Bir süredir gelmeyen üyeyi geri kazanır.', en: 'Wins back a member who has been away.' },
    subject: { tr: 'Seni özledik {{ member.name }}', en: 'We miss you, {{ member.name }}' },
    build: (lang) => [
      hero({
        heading: lang === 'tr' ? 'Uzun zaman oldu!' : "It's been a while!",
        lines: [
          lang === 'tr'
            ? 'Son ziyaretinden bu yana pek çok yeni ürün ekledik. Geri dönmen için sana özel bir indirim hazırladık.'
            : 'We added plenty of new products since your last visit, and a discount to welcome you back.',
        ],
      }),
      couponBox({ label: pick(COUPON_LABEL, lang), code: '{{ coupon.code }}', note: pick(COUPON_NOTE, lang) }),
      button(lang === 'tr' ? 'Yenilikleri keşfet' : "See what's new", SHOP_URL),
    ],
  },
  {
    key: 'price_drop',
    category: 'cart',
    premium: true,
    name: { tr: 'Fiyatı düştü', en: 'Price drop' },
    description: { tr: 'Takip edilen ürünün fiyatı düştüğünde.', en: 'When a watched product gets cheaper.' },
    subject: { tr: 'Beklediğin an geldi: {{ product.title }}', en: 'Price drop: {{ product.title }}' },
    build: (lang) => [
      hero({
        heading: lang === 'tr' ? 'Fiyatı düştü!' : 'The price just dropped!',
        lines: [
          lang === 'tr'
            ? 'Göz attığın ürün artık daha uygun. Fırsat bitmeden yakala.'
            : 'The product you looked at is now cheaper. Grab it before the offer ends.',
        ],
      }),
      productOf(
        lang,
        { tr: 'Hemen al', en: 'Buy now' },
        {
          tr: '<s>{{ product.price }} {{ product.currency }}</s> <strong>{{ product.discount_price }} {{ product.currency }}</strong>',
          en: '<s>{{ product.price }} {{ product.currency }}</s> <strong>{{ product.discount_price }} {{ product.currency }}</strong>',
        },
      ),
    ],
  },
  {
    key: 'back_in_stock',
    category: 'cart',
    premium: false,
    name: { tr: 'Stoğa girdi', en: 'Back in stock' },
    description: { tr: 'Beklenen ürün yeniden stokta.', en: 'A product the member waited for is back.' },
    subject: { tr: '{{ product.title }} yeniden stokta', en: '{{ product.title }} is back in stock' },
    build: (lang) => [
      hero({
        heading: lang === 'tr' ? 'Yeniden stokta!' : 'Back in stock!',
        lines: [
          lang === 'tr'
            ? 'Haber vermemizi istediğin ürün tekrar satışta. Stoklar sınırlı.'
            : 'The product you asked about is available again. Stock is limited.',
        ],
      }),
      productOf(
        lang,
        { tr: 'Ürüne git', en: 'View product' },
        { tr: '{{ product.price }} {{ product.currency }}', en: '{{ product.price }} {{ product.currency }}' },
      ),
    ],
  },
  {
    key: 'newsletter',
    category: 'newsletter',
    premium: false,
    name: { tr: 'Bülten', en: 'Newsletter' },
    description: { tr: 'Haftanın öne çıkan ürünü ve haberleri.', en: 'The product and news of the week.' },
    subject: { tr: 'Bu hafta neler var?', en: "What's new this week" },
    build: (lang) => [
      hero({
        heading: lang === 'tr' ? 'Merhaba {{ member.name }},' : 'Hello {{ member.name }},',
        lines: [
          lang === 'tr'
            ? 'Bu hafta vitrinimizde yeni sezon ürünleri var. Senin için seçtiğimiz ürünü aşağıda bulabilirsin.'
            : 'New season products are in our window this week. Here is the one we picked for you.',
        ],
      }),
      productOf(
        lang,
        { tr: 'İncele', en: 'Take a look' },
        { tr: '{{ product.price }} {{ product.currency }}', en: '{{ product.price }} {{ product.currency }}' },
      ),
      divider(),
      hero({
        heading: lang === 'tr' ? 'Ücretsiz kargo' : 'Free shipping',
        lines: [
          lang === 'tr'
            ? 'Tüm siparişlerde hızlı teslimat ve kolay iade seni bekliyor.'
            : 'Fast delivery and easy returns on every order.',
        ],
      }),
      button(lang === 'tr' ? 'Mağazaya git' : 'Visit the shop', SHOP_URL),
    ],
  },
  {
    key: 'coupon',
    category: 'loyalty',
    premium: false,
    name: { tr: 'İndirim kuponu', en: 'Discount coupon' },
    description: { tr: 'Kampanya kuponunu duyurur.', en: 'Announces a campaign coupon.' },
    subject: {
      tr: '{{ member.name }}, sana özel indirim kodu',
      en: '{{ member.name }}, a discount code just for you',
    },
    build: (lang) => [
      hero({
        heading: lang === 'tr' ? 'Sana özel indirim' : 'A discount just for you',
        lines: [
          lang === 'tr'
            ? 'Sepette <strong>{{ coupon.discount }}{% if coupon.discount_type == "percent" %}%{% else %} TL{% endif %}</strong> indirim için kodunu ödeme adımında kullan.'
            : 'Use your code at checkout for <strong>{{ coupon.discount }}{% if coupon.discount_type == "percent" %}%{% else %} TRY{% endif %}</strong> off.',
        ],
      }),
      couponBox({ label: pick(COUPON_LABEL, lang), code: '{{ coupon.code }}', note: pick(COUPON_NOTE, lang) }),
      button(lang === 'tr' ? 'Kodumu kullan' : 'Use my code', SHOP_URL),
    ],
  },
  {
    key: 'order_evaluation',
    category: 'order',
    premium: false,
    name: { tr: 'Sipariş değerlendirme', en: 'Order review request' },
    description: { tr: 'Teslim edilen siparişi puanlatır.', en: 'Asks for a rating of a delivered order.' },
    subject: {
      tr: 'Siparişini nasıl buldun, {{ member.name }}?',
      en: 'How was your order, {{ member.name }}?',
    },
    build: (lang) => [
      hero({
        heading: lang === 'tr' ? 'Siparişini değerlendir' : 'Rate your order',
        lines: [
          lang === 'tr'
            ? '<strong>{{ order.order_code }}</strong> numaralı siparişin sana ulaştı. Ürünleri puanlayarak diğer müşterilere yol gösterebilirsin.'
            : 'Your order <strong>{{ order.order_code }}</strong> has arrived. Your rating helps other shoppers choose.',
        ],
      }),
      choiceRow(
        [1, 2, 3, 4, 5].map((score) => ({
          label: `${score} ★`,
          href: `{{ order.satisfaction_url }}?score=${score}`,
        })),
      ),
      orderTable({ quantity: pick(QTY, lang), total: lang === 'tr' ? 'Toplam' : 'Total' }),
    ],
  },
  {
    key: 'satisfaction_survey',
    category: 'order',
    premium: true,
    name: { tr: 'Memnuniyet anketi', en: 'Satisfaction survey' },
    description: { tr: 'Alışveriş deneyimini soran kısa anket.', en: 'A short survey about the shopping experience.' },
    subject: { tr: 'Bir dakikanı ayırır mısın?', en: 'Do you have a minute?' },
    build: (lang) => [
      hero({
        heading: lang === 'tr' ? 'Deneyimin bizim için önemli' : 'Your experience matters to us',
        lines: [
          lang === 'tr'
            ? 'Merhaba {{ member.name }}, son alışverişinden ne kadar memnun kaldın? Tek tıkla yanıtlayabilirsin.'
            : 'Hi {{ member.name }}, how happy were you with your last purchase? One click is enough.',
        ],
      }),
      choiceRow(
        (lang === 'tr' ? ['Çok memnunum', 'Memnunum', 'Memnun değilim'] : ['Very happy', 'Happy', 'Not happy']).map(
          (label, index) => ({ label, href: `{{ form_links.satisfaction_survey }}?answer=${index + 1}` }),
        ),
      ),
    ],
  },
  {
    key: 'gift_voucher_expiring',
    category: 'loyalty',
    premium: true,
    name: { tr: 'Hediye çeki süresi doluyor', en: 'Gift voucher expiring' },
    description: { tr: 'Kullanılmayan hediye çekini hatırlatır.', en: 'Reminds of an unused gift voucher.' },
    subject: {
      tr: 'Hediye çekinin süresi doluyor, {{ member.name }}',
      en: 'Your gift voucher expires soon, {{ member.name }}',
    },
    build: (lang) => [
      hero({
        heading: lang === 'tr' ? 'Hediye çekini unutma!' : "Don't miss your gift voucher!",
        lines: [
          lang === 'tr'
            ? 'Hesabındaki hediye çeki <strong>{{ coupon.expire_date }}</strong> tarihinde sona eriyor. Süresi dolmadan kullan.'
            : 'The gift voucher on your account expires on <strong>{{ coupon.expire_date }}</strong>. Use it before then.',
        ],
      }),
      couponBox({
        label: lang === 'tr' ? 'Hediye çeki kodu' : 'Voucher code',
        code: '{{ coupon.code }}',
        note: pick(COUPON_NOTE, lang),
      }),
      button(lang === 'tr' ? 'Şimdi kullan' : 'Use it now', SHOP_URL),
    ],
  },
];

export const SEED_LANGUAGES: TLang[] = ['tr', 'en'];

// The full MJML of one seeded template in one language.
export function seedMjml(template: TSeedTemplate, lang: TLang): string {
  const copy = COPY[lang];
  return document({
    title: pick(template.subject, lang),
    preview: pick(template.description, lang),
    language: lang,
    body: [header(copy), ...template.build(lang), footer(copy)],
  });
}
