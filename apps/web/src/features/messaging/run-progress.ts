import type { TDirectAudience, TMessageContent } from '@ulak/shared/messaging/api';
import { SHOWN_STATUSES, shownStatus, type TShownStatus } from './message-stats';
import type { TDirectRun } from './types';

// Statuses a message can still leave by sending; the rest are outcomes.
const PENDING: readonly TShownStatus[] = ['in_queue', 'waiting'];

export function runCounts(run: Pick<TDirectRun, 'counts'>): Record<TShownStatus, number> {
  const out = Object.fromEntries(SHOWN_STATUSES.map((s) => [s, 0])) as Record<TShownStatus, number>;
  for (const [status, count] of Object.entries(run.counts)) out[shownStatus(status)] += count ?? 0;
  return out;
}

// Share of the run's messages with an outcome, 0–100.
export function runProgress(run: Pick<TDirectRun, 'counts' | 'total' | 'status'>): number {
  if (run.status === 'complete' || run.status === 'cancelled') return 100;
  if (run.total <= 0) return 0;
  const counts = runCounts(run);
  const pending = PENDING.reduce((sum, status) => sum + counts[status], 0);
  return Math.min(100, Math.max(0, Math.round(((run.total - pending) / run.total) * 100)));
}

// The audience in a few words: its kind and its size where the request knew it.
export function audienceSummary(audience: TDirectAudience): { key: string; count?: number; id?: number } {
  if (audience.kind === 'members') return { key: 'members', count: audience.memberIds.length };
  if (audience.kind === 'addresses') return { key: 'addresses', count: audience.addresses.length };
  if (audience.kind === 'segment') return { key: 'segment', id: audience.segmentId };
  return { key: 'all' };
}

// The subject (or the start of the body) of the default language, for the list.
export function contentTitle(content: TMessageContent): string {
  const main = content.languages[content.defaultLanguage] ?? Object.values(content.languages)[0] ?? {};
  const text = main.subject ?? main.body ?? main.text ?? '';
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
