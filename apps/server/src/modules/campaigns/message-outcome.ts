import { sql } from 'drizzle-orm';
import type { TTaskRunOutcome, TTaskRunStatus, TTaskRunTally } from '@ulak/shared';

// How a campaign message ended, as SQL over the alias `m` of `messages`: one definition for the run
// log and the reports. The pipeline records a message held back by a send rule as `failed` (event
// "blocked") and one the provider or rendering refused as `error`; a channel without settings is
// refused before any rule, so it is a failure the merchant must fix, not a rule at work.
const NOT_CONFIGURED = 'channel_not_configured';
export const MESSAGE_IS = {
  pending: sql`m.status in ('in_queue', 'waiting', 'sending')`,
  sent: sql`m.status in ('success', 'bounce')`,
  failed: sql`(m.status = 'error' or (m.status = 'failed' and m.reason_code = ${NOT_CONFIGURED}))`,
  skipped: sql`(m.status = 'failed' and m.reason_code is distinct from ${NOT_CONFIGURED})`,
  bounced: sql`m.status = 'bounce'`,
};

export const emptyTally = (): TTaskRunTally => ({ total: 0, pending: 0, sent: 0, failed: 0, skipped: 0, bounced: 0 });

// The outcome of a run: its own status until it handed its messages over, then what they came to.
export function runOutcome(status: TTaskRunStatus, tally: TTaskRunTally): TTaskRunOutcome {
  if (status !== 'sent') return status;
  if (tally.total === 0) return 'empty';
  if (tally.pending > 0) return 'sending';
  if (tally.failed === 0) return tally.sent > 0 ? 'sent' : 'skipped';
  return tally.sent > 0 ? 'partial' : 'failed';
}
