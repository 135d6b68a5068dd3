// The widget configuration the API sends a page (the server's /t/v1/widgets contract), and what a lazily
// loaded widget module receives from the core.
export type WidgetText = {
  title: string;
  description: string;
  buttonText: string;
  consentText: string;
  successText: string;
};
export type WidgetStyle = {
  backgroundColor: string;
  textColor: string;
  buttonColor: string;
  buttonTextColor: string;
  fontSize: number;
  fontWeight: string;
};
export type UrlRule = { operator: 'contains' | 'not_contains' | 'equals' | 'starts_with'; value: string };
export type WidgetTrigger =
  | { kind: 'immediate' }
  | { kind: 'delay'; seconds: number }
  | { kind: 'scroll'; percent: number }
  | { kind: 'exit_intent' }
  | { kind: 'click'; selector: string };

export type PublicWidget = {
  id: number;
  type: string;
  token: string;
  priority: number;
  device: 'all' | 'mobile' | 'desktop';
  urlRules: UrlRule[];
  trigger: WidgetTrigger;
  frequencyMs: number | null;
  style: WidgetStyle;
  text: WidgetText;
  settings: Record<string, unknown>;
};

export type InteractionKind = 'view' | 'click' | 'close' | 'conversion';
export type PostResult = {
  ok: boolean;
  status: number;
  data?: Record<string, unknown>;
  error?: { message?: string; fields?: Record<string, string[]> };
};

export type WidgetHost = {
  widget: PublicWidget;
  // Where the module renders: inside the widget's Shadow DOM, already styled and labelled.
  body: HTMLElement;
  mobile: boolean;
  reducedMotion: boolean;
  t(key: WidgetStringKey): string;
  el<K extends keyof HTMLElementTagNameMap>(
    tag: K,
    attrs?: Record<string, string>,
    text?: string,
  ): HTMLElementTagNameMap[K];
  report(kind: InteractionKind): void;
  // A spin, vote or sign-up: decided and recorded on the server; a success hides the widget for good here.
  post(action: 'spin' | 'vote' | 'subscribe', body: Record<string, unknown>): Promise<PostResult>;
  // The browser's permission prompt and this device's push subscription ('subscribed', 'denied', ...).
  subscribePush(): Promise<string>;
  close(): void;
};

export type WidgetModule = (host: WidgetHost) => void;

export type WidgetStringKey =
  | 'close'
  | 'email'
  | 'phone'
  | 'consent'
  | 'send'
  | 'spin'
  | 'vote'
  | 'other'
  | 'name'
  | 'surname'
  | 'check_inbox'
  | 'thanks'
  | 'you_won'
  | 'no_luck'
  | 'coupon_sent'
  | 'previous'
  | 'next'
  | 'pause'
  | 'play'
  | 'all_stories'
  | 'allow'
  | 'later'
  | 'push_on'
  | 'push_denied'
  | 'error';
