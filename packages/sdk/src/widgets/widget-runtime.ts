import { urlRulesHold } from '@ulak/shared/widgets/targeting';
import type { PluginContext, UlakPlugin } from '../plugins/plugin.types';
import { openFrame, type FrameKind } from './widget-frame';
import { widgetStrings } from './widget-strings';
import type { PostResult, PublicWidget, WidgetHost, WidgetModule } from './widget.types';

// On-site widgets: one configuration request per page view (the browser revalidates it by ETag), the
// page-side rules (URL, device, trigger, this browser's frequency), then each type's module loaded
// only when a widget of that type is about to show. Never two pop-ups at once: the higher priority first.
type Registry = Record<string, WidgetModule | undefined>;
type WidgetWindow = Window & { __ulakWidgets?: Registry };
type SeenMap = Record<string, { v?: number; c?: number }>;
const SEEN_KEY = 'ulak_w';

// This browser's memory of views and conversions (the server keeps its own per device and member).
export function seenAllows(widget: PublicWidget, seen: SeenMap, now: number): boolean {
  const mine = seen[widget.id];
  if (!mine) return true;
  if (mine.c) return false;
  if (widget.frequencyMs === 0 || !mine.v) return true;
  return widget.frequencyMs !== null && now - mine.v >= widget.frequencyMs;
}

function frameKind(widget: PublicWidget): FrameKind {
  const banner = widget.type === 'banner' || widget.type === 'multi_banner';
  if (banner && widget.settings.position === 'top') return 'bar-top';
  if (banner && widget.settings.position === 'bottom') return 'bar-bottom';
  return 'modal';
}

// The soft ask only where the browser can still ask: push supported and not yet granted or blocked.
function canAskPush(win: Window): boolean {
  const N = (win as Window & { Notification?: { permission: string } }).Notification;
  return !!N && N.permission === 'default' && 'serviceWorker' in win.navigator && 'PushManager' in win;
}

export function createWidgetRuntime(win: WidgetWindow, ctx: PluginContext) {
  const doc = win.document;
  const apiBase = ctx.config.apiBase ?? '';
  const token = ctx.config.token ?? '';
  const lang = win.navigator.language || 'tr';
  const t = widgetStrings(lang);
  const mobile = win.matchMedia('(max-width: 767px)').matches || /Mobi|Android/i.test(win.navigator.userAgent);
  const reducedMotion = win.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const loads: Record<string, Promise<WidgetModule | undefined>> = {};
  const waiting: PublicWidget[] = [];
  let modalOpen = false;

  const readSeen = (): SeenMap => {
    try {
      return JSON.parse(win.localStorage.getItem(SEEN_KEY) || '{}') as SeenMap;
    } catch {
      return {};
    }
  };
  const remember = (id: number, field: 'v' | 'c') => {
    try {
      const seen = readSeen();
      seen[id] = { ...seen[id], [field]: Date.now() };
      win.localStorage.setItem(SEEN_KEY, JSON.stringify(seen));
    } catch {
      // storage blocked: the server's frequency still holds
    }
  };
  const send = (widget: PublicWidget, path: string, body: Record<string, unknown>): Promise<PostResult> =>
    win
      .fetch(`${apiBase}/t/v1/widgets/${widget.id}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({ token, deviceId: ctx.getDeviceId(), widgetToken: widget.token, lang, ...body }),
        credentials: 'omit',
        keepalive: path === 'interactions',
      })
      .then((res) =>
        res
          .json()
          .catch(() => ({}))
          .then((json: { data?: Record<string, unknown>; error?: PostResult['error'] }) => ({
            ok: res.ok,
            status: res.status,
            data: json.data,
            error: json.error,
          })),
      )
      .catch(() => ({ ok: false, status: 0 }));

  const load = (type: string): Promise<WidgetModule | undefined> => {
    const registry = (win.__ulakWidgets = win.__ulakWidgets || {});
    if (registry[type]) return Promise.resolve(registry[type]);
    if (!loads[type]) {
      loads[type] = new Promise((resolve) => {
        const script = doc.createElement('script');
        script.async = true;
        script.src = `${apiBase}/ulak-widgets/${type}.js`;
        script.onload = () => resolve((win.__ulakWidgets || {})[type]);
        script.onerror = () => resolve(undefined);
        (doc.head || doc.body).appendChild(script);
      });
    }
    return loads[type];
  };

  const show = (widget: PublicWidget): void => {
    const kind = frameKind(widget);
    if (kind === 'modal') modalOpen = true;
    load(widget.type).then((module) => {
      if (!module) {
        if (kind === 'modal') next();
        return;
      }
      const frame = openFrame(doc, widget, kind, {
        mobile,
        t,
        onClose() {
          report('close');
          if (kind === 'modal') next();
        },
      });
      const report = (kind: Parameters<WidgetHost['report']>[0]) => {
        if (kind === 'conversion') remember(widget.id, 'c');
        void send(widget, 'interactions', { kind, url: win.location.href });
      };
      const host: WidgetHost = {
        widget,
        body: frame.body,
        mobile,
        reducedMotion,
        t,
        el(tag, attrs, text) {
          const node = doc.createElement(tag);
          if (attrs) Object.keys(attrs).forEach((name) => node.setAttribute(name, attrs[name] ?? ''));
          if (text !== undefined) node.textContent = text;
          return node;
        },
        report,
        post: (action, body) =>
          send(widget, action, body).then((result) => {
            if (result.ok) remember(widget.id, 'c');
            return result;
          }),
        subscribePush: () => (ctx.pushSubscribe ? ctx.pushSubscribe() : Promise.resolve('unsupported')),
        close: () => frame.close(),
      };
      try {
        module(host);
        remember(widget.id, 'v');
        report('view');
      } catch (error) {
        ctx.logger.log(`widget ${widget.id} failed`, error);
        frame.close();
      }
    });
  };

  function next(): void {
    modalOpen = false;
    waiting.sort((a, b) => b.priority - a.priority);
    const widget = waiting.shift();
    if (widget) show(widget);
  }

  const enqueue = (widget: PublicWidget): void => {
    if (frameKind(widget) !== 'modal') return show(widget);
    waiting.push(widget);
    if (!modalOpen) next();
  };

  const arm = (widget: PublicWidget): void => {
    const trigger = widget.trigger;
    let fired = false;
    const fire = () => {
      if (fired) return;
      fired = true;
      enqueue(widget);
    };
    if (trigger.kind === 'immediate') fire();
    else if (trigger.kind === 'delay') win.setTimeout(fire, trigger.seconds * 1000);
    else if (trigger.kind === 'scroll') {
      const onScroll = () => {
        const max = doc.documentElement.scrollHeight - win.innerHeight;
        if (max <= 0 || (win.scrollY / max) * 100 >= trigger.percent) {
          win.removeEventListener('scroll', onScroll);
          fire();
        }
      };
      win.addEventListener('scroll', onScroll, { passive: true });
    } else if (trigger.kind === 'exit_intent') {
      if (mobile) return;
      const onOut = (event: MouseEvent) => {
        if (!event.relatedTarget && event.clientY <= 0) {
          doc.removeEventListener('mouseout', onOut);
          fire();
        }
      };
      doc.addEventListener('mouseout', onOut);
    } else if (trigger.kind === 'click') {
      doc.addEventListener('click', (event) => {
        const target = event.target as Element | null;
        if (target && typeof target.closest === 'function' && target.closest(trigger.selector)) fire();
      });
    }
  };

  return {
    start(): Promise<void> {
      if (!apiBase || !token) return Promise.resolve();
      const query = `token=${encodeURIComponent(token)}&device=${encodeURIComponent(ctx.getDeviceId())}&lang=${encodeURIComponent(lang)}`;
      return win
        .fetch(`${apiBase}/t/v1/widgets?${query}`, { credentials: 'omit' })
        .then((res) => (res.ok ? res.json() : { data: { widgets: [] } }))
        .then((json: { data?: { widgets?: PublicWidget[] } }) => {
          const now = Date.now();
          const seen = readSeen();
          const url = win.location.href;
          (json.data?.widgets || [])
            .filter((w) => w.device === 'all' || (w.device === 'mobile') === mobile)
            .filter((w) => urlRulesHold(w.urlRules, url))
            .filter((w) => seenAllows(w, seen, now))
            .filter((w) => w.type !== 'web_push' || canAskPush(win))
            .forEach(arm);
        })
        .catch((error) => ctx.logger.log('widgets unavailable', error));
    },
  };
}

export const widgetsPlugin: UlakPlugin = {
  name: 'widgets',
  setup(ctx) {
    if (typeof window === 'undefined' || typeof window.fetch !== 'function' || !document.body) {
      if (typeof window !== 'undefined' && typeof document !== 'undefined') {
        document.addEventListener('DOMContentLoaded', () => void createWidgetRuntime(window, ctx).start());
      }
      return;
    }
    void createWidgetRuntime(window, ctx).start();
  },
};
