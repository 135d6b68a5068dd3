// The statuses shown in filters, badges and the chart (`sending` is internal: shown as in queue).
export const SHOWN_STATUSES = ['in_queue', 'waiting', 'success', 'failed', 'error', 'bounce'] as const;
export type TShownStatus = (typeof SHOWN_STATUSES)[number];

export const STATUS_COLORS: Record<TShownStatus, string> = {
  in_queue: 'blue.6',
  waiting: 'yellow.6',
  success: 'teal.6',
  failed: 'red.6',
  error: 'orange.6',
  bounce: 'grape.6',
};

export function shownStatus(status: string): TShownStatus {
  if (status === 'sending') return 'in_queue';
  return (SHOWN_STATUSES as readonly string[]).includes(status) ? (status as TShownStatus) : 'error';
}

// The timeline of one message: events in order, with the pipeline's own moments when no event has them.
export const TIMELINE_EVENTS = [
  'queued',
  'blocked',
  'accepted',
  'retry',
  'failed',
  'delivered',
  'open',
  'click',
  'bounce',
  'complaint',
  'unsubscribe',
] as const;
