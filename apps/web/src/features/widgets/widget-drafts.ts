import {
  WIDGET_TYPES,
  ZWidgetStyle,
  ZWidgetTargeting,
  type TWidgetAbTest,
  type TWidgetInputDraft,
  type TWidgetStyle,
  type TWidgetText,
  type TWidgetType,
} from '@ulak/shared';

// The widget types the shop script renders (each has its module); the market offers these.
export const BUILT_WIDGET_TYPES = WIDGET_TYPES satisfies readonly TWidgetType[];
export type TBuiltWidgetType = (typeof BUILT_WIDGET_TYPES)[number];
export const isBuiltType = (type: string): type is TBuiltWidgetType =>
  (BUILT_WIDGET_TYPES as readonly string[]).includes(type);

export type TDraftText = Partial<TWidgetText> & { title: string };
export type TDraftAbTest = Omit<TWidgetAbTest, 'texts'> & { texts: Partial<Record<'tr' | 'en', TDraftText>> };
// The editor's working copy: the API input with every part present.
export type TWidgetDraft = Omit<TWidgetInputDraft, 'texts' | 'style' | 'targeting' | 'settings' | 'abTest'> & {
  abTest: TDraftAbTest | null;
  type: TBuiltWidgetType;
  texts: { tr: TDraftText; en: TDraftText };
  style: TWidgetStyle;
  targeting: ReturnType<typeof ZWidgetTargeting.parse>;
  settings: Record<string, unknown>;
};

const sector = (name: string, percentage: number, color: string, textColor: string) => ({
  name,
  percentage,
  color,
  textColor,
  couponCampaignId: null,
});

// Example settings per type: what the market previews and a new widget starts from.
export function defaultSettings(type: TBuiltWidgetType): Record<string, unknown> {
  switch (type) {
    case 'banner':
      return { position: 'top', imageUrl: null, linkUrl: null, closable: true };
    case 'newsletter':
      return { channel: 'email', tag: 'newsletter', couponCampaignId: null };
    case 'survey':
      return {
        answers: [
          { text: 'Elbise', segmentId: null },
          { text: 'Ayakkabı', segmentId: null },
        ],
        otherOption: true,
        otherSegmentId: null,
      };
    case 'wheel':
      return {
        collect: 'email',
        sectors: [
          sector('%10', 30, '#1971c2', '#ffffff'),
          sector('%20', 10, '#e8590c', '#ffffff'),
          sector('Kargo', 30, '#2f9e44', '#ffffff'),
          sector('Pas', 30, '#f1f3f5', '#1a1b1e'),
        ],
      };
    case 'multi_banner':
      return { position: 'center', slides: [{ imageUrl: '', linkUrl: null }], autoplaySeconds: 5 };
    case 'story':
      return { stories: [{ name: '', images: [''], content: '', linkUrl: null }], secondsPerImage: 5 };
    case 'web_push':
      return {};
    case 'product_view_remember':
      return { maxProducts: 4, lookbackDays: 30 };
  }
}

export function newDraft(type: TBuiltWidgetType, title: string, applicationId: number): TWidgetDraft {
  return {
    name: '',
    type,
    applicationId,
    texts: { tr: { title }, en: { title: '' } },
    style: ZWidgetStyle.parse({}),
    targeting: ZWidgetTargeting.parse({}),
    settings: defaultSettings(type),
    abTest: null,
  };
}

const written = (texts: Partial<Record<string, TDraftText>>) =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => text && text.title.trim() !== ''));

// Languages left empty are not sent: the API needs at least one language with a title (B's too).
export function toInput(draft: TWidgetDraft): TWidgetInputDraft {
  const abTest = draft.abTest ? { ...draft.abTest, texts: written(draft.abTest.texts) } : null;
  return { ...draft, texts: written(draft.texts), abTest } as TWidgetInputDraft;
}
