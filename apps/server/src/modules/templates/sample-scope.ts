import { anyTag, type TScope } from './variables.service';

// Sample values of every variable group (SPEC §3): the editor's preview, the merge-tag picker and the
// seed tests render with them, so a template is seen filled in before it is sent to anyone.
const SAMPLE_PRODUCT_IMAGE = 'https://placehold.co/600x600/png';

export function sampleScope(language: string, publicUrl = 'https://ulak.example.com'): TScope {
  const tr = language === 'tr';
  return {
    member: {
      name: tr ? 'Ayşe' : 'Jane',
      surname: tr ? 'Yılmaz' : 'Doe',
      email: tr ? 'ayse@example.com' : 'jane@example.com',
      phone: '+90 555 000 00 00',
      gender: 'female',
      birth_date: '1990-05-17',
      city: tr ? 'İstanbul' : 'London',
      district: tr ? 'Kadıköy' : 'Camden',
      country: tr ? 'Türkiye' : 'United Kingdom',
      language,
      customer_id: 'C-1001',
    },
    tag: anyTag({ vip: 'true', visit_count: '12' }, { platform: 'ios' }),
    member_tag: { vip: 'true', visit_count: '12' },
    device_tag: { platform: 'ios' },
    cart: {
      show: true,
      total_count: 2,
      total_price: 1349.8,
      price_currency: 'TRY',
      items: [
        {
          title: tr ? 'Keten gömlek' : 'Linen shirt',
          quantity: 1,
          price: 899.9,
          image: SAMPLE_PRODUCT_IMAGE,
          url: 'https://www.example.com/p/linen-shirt',
          code: 'SKU-100',
        },
        {
          title: tr ? 'Pamuk çorap' : 'Cotton socks',
          quantity: 2,
          price: 224.95,
          image: SAMPLE_PRODUCT_IMAGE,
          url: 'https://www.example.com/p/cotton-socks',
          code: 'SKU-200',
        },
      ],
    },
    order: {
      order_code: 'ORD-24051',
      status: 'delivered',
      total_count: 2,
      total_price: 1349.8,
      price_currency: 'TRY',
      date: '24-11-2026',
      tracking_url: 'https://www.example.com/track/ORD-24051',
      tracking_code: 'TRK123456',
      satisfaction_url: `${publicUrl}/order_evaluation/sample`,
      items: [
        { title: tr ? 'Keten gömlek' : 'Linen shirt', quantity: 1, price: 899.9, code: 'SKU-100' },
        { title: tr ? 'Pamuk çorap' : 'Cotton socks', quantity: 2, price: 224.95, code: 'SKU-200' },
      ],
    },
    product: {
      title: tr ? 'Deri sırt çantası' : 'Leather backpack',
      content: tr ? 'El yapımı, su geçirmez.' : 'Handmade, waterproof.',
      price: 1899,
      discount_price: 1499,
      currency: 'TRY',
      url: 'https://www.example.com/p/leather-backpack',
      image: SAMPLE_PRODUCT_IMAGE,
      code: 'SKU-300',
      category: tr ? 'Çanta' : 'Bags',
    },
    coupon: { code: 'HOSGELDIN15', discount: 15, discount_type: 'percent', expire_date: '31-12-2026' },
    form_links: { satisfaction_survey: `${publicUrl}/satisfaction/questions/sample` },
    // The signed links an order's journey adds (order evaluation and satisfaction scenarios).
    order_evaluation_url: `${publicUrl}/order_evaluation/sample`,
    satisfaction_url: `${publicUrl}/satisfaction/questions/sample`,
    unsubscribe_link: `${publicUrl}/dont-send/preview`,
  };
}
