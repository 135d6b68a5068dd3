// What the service worker shows for a push, and where a click goes. Pure, so unit tests cover it.

export type PushPayload = {
  id?: string;
  title?: string;
  body?: string;
  icon?: string;
  image?: string;
  url?: string;
  click?: string;
  sound?: string;
};

export type NotificationSpec = {
  title: string;
  options: {
    body: string;
    icon?: string;
    image?: string;
    tag?: string;
    silent: boolean;
    data: { url: string | null; click: string | null };
  };
};

const httpUrl = (value: unknown): string | null =>
  typeof value === 'string' && /^https?:\/\//i.test(value) ? value : null;
const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');

export function parsePayload(raw: string | null): PushPayload {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as unknown;
    return value !== null && typeof value === 'object' ? (value as PushPayload) : { body: raw };
  } catch {
    return { body: raw };
  }
}

export function notificationFrom(payload: PushPayload): NotificationSpec {
  const icon = httpUrl(payload.icon);
  const image = httpUrl(payload.image);
  return {
    title: text(payload.title, 200) || ' ',
    options: {
      body: text(payload.body, 1000),
      ...(icon ? { icon } : {}),
      ...(image ? { image } : {}),
      ...(payload.id ? { tag: text(payload.id, 100) } : {}),
      // Browsers no longer play custom sounds; a named sound at least keeps the notification audible.
      silent: false,
      data: { url: httpUrl(payload.url), click: httpUrl(payload.click) },
    },
  };
}

// The click-tracking redirect when present (it records the click and forwards to the target).
export function clickTarget(data: unknown): string | null {
  if (data === null || typeof data !== 'object') return null;
  const d = data as { url?: unknown; click?: unknown };
  return httpUrl(d.click) ?? httpUrl(d.url);
}
