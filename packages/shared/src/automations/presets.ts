import { z } from 'zod';
import type { TChannel } from '../messaging/channels';
import type { TMessageContent } from '../messaging/api';
import type { TPropertyFilter, TWorkflowGraphDraft, TWorkflowNode } from './workflow';

// The 13 scenarios of SPEC §1, each a ready journey built from its SPEC §3 settings.
export const SCENARIO_CODES = [
  'abandoned_cart',
  'we_miss_you',
  'order_evaluation',
  'price_alarm',
  'favorite_reminder',
  'birthday',
  'satisfaction_survey',
  'stock_alarm',
  'basket_amount',
  'order_amount',
  'welcome',
  'order_delay',
  'gift_expiration',
] as const;
export const ZScenarioCode = z.enum(SCENARIO_CODES);
export type TScenarioCode = z.infer<typeof ZScenarioCode>;

// SPEC §3 sending channel combinations; several channels = the first one the member can receive.
export const SCENARIO_CHANNEL_SETS = [
  'SMS',
  'EMAIL',
  'WHATSAPP',
  'ALL',
  'WHATSAPP,EMAIL',
  'WHATSAPP,SMS',
  'SMS,EMAIL',
] as const;
export type TScenarioChannelSet = (typeof SCENARIO_CHANNEL_SETS)[number];

export function channelsOf(set: TScenarioChannelSet): TChannel[] {
  if (set === 'ALL') return ['whatsapp', 'sms', 'email'];
  return set.split(',').map((c) => c.toLowerCase() as TChannel);
}

const ZText = z.object({
  title: z.string().trim().max(200).default(''),
  body: z.string().trim().min(1, 'validation.scenario_body_required').max(5000),
});

// Which optional settings a scenario's form shows.
export const SCENARIO_FIELDS = [
  'orderPriceThreshold',
  'orderStatus',
  'signupWindowDays',
  'delayHours',
  'secondDelayHours',
  'delayDays',
  'unusedDays',
  'priceDropPercent',
] as const;
export type TScenarioField = (typeof SCENARIO_FIELDS)[number];

const positive = (max: number) =>
  z.number('validation.threshold_positive').positive('validation.threshold_positive').max(max);
const positiveInt = (max: number) => positive(max).int('validation.threshold_positive');

export const ZScenarioSettings = z.object({
  name: z.string().trim().min(2, 'validation.name_min').max(200),
  campaignId: z.number().int().positive().nullable().default(null),
  applicationId: z.number().int().positive().nullable().default(null),
  channels: z.enum(SCENARIO_CHANNEL_SETS).default('EMAIL'),
  messages: z.object({ tr: ZText, en: ZText.optional() }),
  orderPriceThreshold: positive(100_000_000).nullable().default(null),
  orderStatus: z.string().trim().max(100).nullable().default(null),
  signupWindowDays: positiveInt(365).nullable().default(null),
  delayHours: positiveInt(8760).nullable().default(null),
  secondDelayHours: positiveInt(8760).nullable().default(null),
  delayDays: positiveInt(3650).nullable().default(null),
  unusedDays: positiveInt(3650).nullable().default(null),
  // The price alarm: the price must fall by at least this much (percent of the old price).
  priceDropPercent: positive(99).nullable().default(null),
  // A fixed code shown in the message, or a unique one per member from the campaign's coupons.
  couponCode: z.string().trim().max(100).nullable().default(null),
  uniqueCoupon: z.boolean().default(false),
});
export type TScenarioSettings = z.infer<typeof ZScenarioSettings>;
export type TScenarioSettingsDraft = z.input<typeof ZScenarioSettings>;

type TPresetDefinition = {
  fields: TScenarioField[];
  defaults: Omit<TScenarioSettingsDraft, 'name'> & { messages: TScenarioSettingsDraft['messages'] };
  build: (s: TScenarioSettings) => Pick<TWorkflowGraphDraft, 'trigger' | 'entry' | 'exitGoals'> & {
    steps: TStep[];
  };
};

// A linear journey: waits and sends in order (the canvas can branch it further).
type TStep = { wait: TWorkflowNode & { type: 'wait' } } | { send: true } | { node: TWorkflowNode };

const hours = (h: number) => ({ wait: waitNode(h * 60) });
const days = (d: number) => hours(d * 24);
function waitNode(minutes: number): TWorkflowNode & { type: 'wait' } {
  return {
    id: '',
    type: 'wait',
    mode: 'duration',
    minutes,
    hour: 10,
    minute: 0,
    weekdays: [],
    event: null,
    matchKey: false,
    filters: [],
    timeoutMinutes: 1440,
    next: null,
    timeoutNext: null,
  };
}
const eventTrigger = (event: string, filters: TPropertyFilter[] = [], key: string | null = null) =>
  ({ kind: 'event', event, filters, keyProperty: key }) as const;
const again = (d: number) => ({ mode: 'again_after', days: d }) as const;

// N days after an order reaches a status (delivered by default), once per order.
const afterOrderStatus = (s: TScenarioSettings, defaultDays: number) => ({
  trigger: eventTrigger(
    'order_status_changed',
    [{ property: 'status', op: 'eq', value: s.orderStatus ?? 'delivered' }],
    'orderCode',
  ),
  entry: again(0),
  exitGoals: [],
  steps: [days(s.delayDays ?? defaultDays), { send: true as const }],
});

const text = (trTitle: string, trBody: string, enTitle: string, enBody: string) => ({
  tr: { title: trTitle, body: trBody },
  en: { title: enTitle, body: enBody },
});

export const SCENARIO_PRESETS: Record<TScenarioCode, TPresetDefinition> = {
  abandoned_cart: {
    fields: ['delayHours', 'secondDelayHours'],
    defaults: {
      delayHours: 1,
      secondDelayHours: 24,
      messages: text(
        'Sepetinizde ürünler var',
        'Merhaba {{ member.name }}, sepetinizdeki ürünler sizi bekliyor.',
        'Items are waiting in your cart',
        'Hi {{ member.name }}, the items in your cart are waiting for you.',
      ),
    },
    build: (s) => {
      const first = s.delayHours ?? 1;
      const second = Math.max(1, (s.secondDelayHours ?? 24) - first);
      return {
        trigger: eventTrigger('add_to_cart'),
        entry: again(0),
        exitGoals: ['purchase'],
        steps: [hours(first), { send: true }, hours(second), { send: true }],
      };
    },
  },
  we_miss_you: {
    fields: ['delayDays'],
    defaults: {
      delayDays: 30,
      messages: text(
        'Sizi özledik',
        '{{ member.name }}, sizi özledik! Yeni ürünlerimize göz atın.',
        'We miss you',
        '{{ member.name }}, we miss you! Take a look at our new products.',
      ),
    },
    build: (s) => ({
      trigger: { kind: 'date', date: 'inactive', days: s.delayDays ?? 30, hour: 10 },
      entry: again(s.delayDays ?? 30),
      exitGoals: ['purchase'],
      steps: [{ send: true }],
    }),
  },
  order_evaluation: {
    fields: ['orderStatus', 'delayDays'],
    defaults: {
      orderStatus: 'delivered',
      delayDays: 3,
      messages: text(
        'Siparişinizi değerlendirin',
        '{{ member.name }}, {{ trigger.orderCode }} numaralı siparişinizi değerlendirir misiniz? {{ order_evaluation_url }}',
        'Rate your order',
        '{{ member.name }}, would you rate your order {{ trigger.orderCode }}? {{ order_evaluation_url }}',
      ),
    },
    build: (s) => afterOrderStatus(s, 3),
  },
  price_alarm: {
    fields: ['priceDropPercent'],
    defaults: {
      priceDropPercent: 10,
      messages: text(
        'Takip ettiğiniz ürünün fiyatı düştü',
        '{{ trigger.title }} şimdi {{ trigger.price }} TL.',
        'A product you follow is cheaper',
        '{{ trigger.title }} is now {{ trigger.price }} TL.',
      ),
    },
    build: (s) => ({
      trigger: eventTrigger(
        'price_drop',
        [{ property: 'dropPercent', op: 'gte', value: s.priceDropPercent ?? 10 }],
        'productCode',
      ),
      entry: again(1),
      exitGoals: [],
      steps: [{ send: true }],
    }),
  },
  favorite_reminder: {
    fields: ['delayDays'],
    defaults: {
      delayDays: 3,
      messages: text(
        'Favorileriniz sizi bekliyor',
        '{{ member.name }}, favorilerinize eklediğiniz ürün hâlâ stokta.',
        'Your favourites are waiting',
        '{{ member.name }}, the product you added to your favourites is still in stock.',
      ),
    },
    build: (s) => ({
      trigger: eventTrigger('add_favorite', [], 'code'),
      entry: again(s.delayDays ?? 3),
      exitGoals: ['purchase'],
      steps: [days(s.delayDays ?? 3), { send: true }],
    }),
  },
  birthday: {
    fields: [],
    defaults: {
      messages: text(
        'İyi ki doğdunuz',
        'Doğum gününüz kutlu olsun {{ member.name }}!',
        'Happy birthday',
        'Happy birthday {{ member.name }}!',
      ),
    },
    build: () => ({
      trigger: { kind: 'date', date: 'birthday', days: 0, hour: 10 },
      entry: again(300),
      exitGoals: [],
      steps: [{ send: true }],
    }),
  },
  satisfaction_survey: {
    fields: ['orderStatus', 'delayDays'],
    defaults: {
      orderStatus: 'delivered',
      delayDays: 5,
      messages: text(
        'Memnun kaldınız mı?',
        '{{ member.name }}, {{ trigger.orderCode }} numaralı siparişinizden memnun kaldınız mı? {{ satisfaction_url }}',
        'Were you satisfied?',
        '{{ member.name }}, were you satisfied with your order {{ trigger.orderCode }}? {{ satisfaction_url }}',
      ),
    },
    build: (s) => afterOrderStatus(s, 5),
  },
  stock_alarm: {
    fields: [],
    defaults: {
      messages: text(
        'Beklediğiniz ürün stokta',
        '{{ trigger.title }} yeniden stokta.',
        'Back in stock',
        '{{ trigger.title }} is back in stock.',
      ),
    },
    build: () => ({
      trigger: eventTrigger('back_in_stock', [], 'productCode'),
      entry: again(1),
      exitGoals: [],
      steps: [{ send: true }],
    }),
  },
  basket_amount: {
    fields: ['orderPriceThreshold', 'delayHours'],
    defaults: {
      orderPriceThreshold: 500,
      delayHours: 2,
      messages: text(
        'Sepetiniz hazır',
        '{{ member.name }}, {{ trigger.totalPrice }} TL tutarındaki sepetinizi tamamlayın.',
        'Your cart is ready',
        '{{ member.name }}, complete your cart of {{ trigger.totalPrice }} TL.',
      ),
    },
    build: (s) => ({
      trigger: eventTrigger('cart_update', [
        { property: 'totalPrice', op: 'gte', value: s.orderPriceThreshold ?? 500 },
      ]),
      entry: again(1),
      exitGoals: ['purchase'],
      steps: [hours(s.delayHours ?? 2), { send: true }],
    }),
  },
  order_amount: {
    fields: ['orderPriceThreshold'],
    defaults: {
      orderPriceThreshold: 750,
      messages: text(
        'Teşekkürler',
        '{{ member.name }}, {{ trigger.totalPrice }} TL tutarındaki siparişiniz için teşekkürler.',
        'Thank you',
        '{{ member.name }}, thank you for your order of {{ trigger.totalPrice }} TL.',
      ),
    },
    build: (s) => ({
      trigger: eventTrigger(
        'purchase',
        [{ property: 'totalPrice', op: 'gte', value: s.orderPriceThreshold ?? 750 }],
        'orderCode',
      ),
      entry: again(0),
      exitGoals: [],
      steps: [{ send: true }],
    }),
  },
  welcome: {
    fields: ['signupWindowDays', 'delayDays'],
    defaults: {
      delayDays: 2,
      messages: text(
        'Hoş geldiniz',
        'Aramıza hoş geldiniz {{ member.name }}!',
        'Welcome',
        'Welcome aboard {{ member.name }}!',
      ),
    },
    build: (s) => ({
      trigger: eventTrigger('signup'),
      entry: { mode: 'once' },
      exitGoals: [],
      steps: [{ send: true }, days(s.delayDays ?? 2), { send: true }],
    }),
  },
  order_delay: {
    fields: ['orderStatus', 'delayDays'],
    defaults: {
      orderStatus: 'shipped',
      delayDays: 3,
      messages: text(
        'Siparişiniz gecikti',
        '{{ member.name }}, {{ trigger.orderCode }} numaralı siparişiniz için özür dileriz; en kısa sürede yola çıkacak.',
        'Your order is delayed',
        '{{ member.name }}, we are sorry: your order {{ trigger.orderCode }} will ship as soon as possible.',
      ),
    },
    build: (s) => ({
      trigger: eventTrigger('purchase', [], 'orderCode'),
      entry: again(0),
      exitGoals: [],
      steps: [
        {
          wait: {
            ...waitNode(0),
            mode: 'event',
            event: 'order_status_changed',
            matchKey: true,
            filters: [{ property: 'status', op: 'eq', value: s.orderStatus ?? 'shipped' }],
            timeoutMinutes: (s.delayDays ?? 3) * 1440,
          },
        },
        { send: true },
      ],
    }),
  },
  gift_expiration: {
    fields: ['unusedDays'],
    defaults: {
      unusedDays: 5,
      messages: text(
        'Hediye çekiniz sizi bekliyor',
        '{{ member.name }}, {{ trigger.couponCode }} kodlu hediye çekinizi henüz kullanmadınız; süresi {{ trigger.expireDate }} tarihinde doluyor.',
        'Your gift voucher is waiting',
        '{{ member.name }}, you have not used your voucher {{ trigger.couponCode }} yet; it expires on {{ trigger.expireDate }}.',
      ),
    },
    build: (s) => ({
      trigger: { kind: 'date', date: 'coupon_expiry', days: s.unusedDays ?? 5, hour: 10 },
      entry: again(0),
      exitGoals: [],
      steps: [{ send: true }],
    }),
  },
};

export function presetDefaults(code: TScenarioCode, name: string): TScenarioSettingsDraft {
  return { name, ...SCENARIO_PRESETS[code].defaults };
}

function contentOf(channel: TChannel, s: TScenarioSettings): TMessageContent {
  const coupon = s.uniqueCoupon ? '{{ coupon.code }}' : (s.couponCode ?? '');
  const languages: TMessageContent['languages'] = {};
  for (const [lang, t] of Object.entries(s.messages)) {
    if (!t) continue;
    const body = coupon ? `${t.body} ${lang === 'tr' ? 'Kupon kodunuz' : 'Your coupon code'}: ${coupon}` : t.body;
    languages[lang] =
      channel === 'email'
        ? { subject: t.title || s.name, html: `<p>${body.replace(/\n/g, '<br>')}</p>`, text: body }
        : { subject: t.title || s.name, body };
  }
  return { defaultLanguage: 'tr', languages };
}

// The journey a scenario runs with these settings; a chosen domain limits its event trigger to that site.
export function buildPresetGraph(code: TScenarioCode, s: TScenarioSettings): TWorkflowGraphDraft {
  const built = SCENARIO_PRESETS[code].build(s);
  const plan =
    built.trigger.kind === 'event'
      ? { ...built, trigger: { ...built.trigger, applicationId: s.applicationId } }
      : built;
  const channels = channelsOf(s.channels);
  const contents = Object.fromEntries(channels.map((c) => [c, contentOf(c, s)]));
  const coupon = s.uniqueCoupon && s.campaignId !== null ? s.campaignId : null;
  const nodes: TWorkflowNode[] = [];
  let sends = 0;
  let waits = 0;
  for (const step of plan.steps) {
    let node: TWorkflowNode;
    if ('send' in step) {
      node = { id: `send${++sends}`, type: 'send', channels, contents, couponCampaignId: coupon, next: null };
    } else if ('wait' in step) node = { ...step.wait, id: `wait${++waits}` };
    else node = step.node;
    // A wait for an event goes on when it times out (the event came = nothing more to do).
    const previous = nodes.at(-1);
    if (previous?.type === 'wait' && previous.mode === 'event') previous.timeoutNext = node.id;
    else if (previous && (previous.type === 'send' || previous.type === 'wait')) previous.next = node.id;
    nodes.push(node);
  }
  return {
    trigger: plan.trigger,
    entry: plan.entry,
    exitGoals: plan.exitGoals,
    holdoutPercent: 0,
    start: nodes[0]?.id ?? null,
    nodes,
  };
}
