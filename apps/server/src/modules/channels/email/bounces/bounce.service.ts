import type { AppDeps } from '../../../../platform/deps';
import { recordMessageEvent } from '../../../messaging';
import type { TBounceReport } from './dsn-parser';

export type TBounceOutcome = { handled: number; suppressed: number };

// DSN: a failed 5.x.x is a hard bounce (suppress at once), 4.x.x or a `delayed` action a soft one
// (suppressed after the pipeline's soft-bounce limit). An ARF complaint suppresses like a hard bounce.
// Reports without a valid VERP token are ignored: only our own signed tokens can touch a message.
export async function handleBounceReport(
  deps: Pick<AppDeps, 'db' | 'secretBox'>,
  report: TBounceReport,
): Promise<TBounceOutcome> {
  if (!report.token || report.kind === 'other') return { handled: 0, suppressed: 0 };
  const message = { returnPathToken: report.token };
  if (report.kind === 'complaint') {
    const recorded = await recordMessageEvent(deps, {
      message,
      type: 'complaint',
      detail: { feedbackType: report.feedbackType },
    });
    return { handled: recorded ? 1 : 0, suppressed: recorded?.suppressed ? 1 : 0 };
  }
  let handled = 0;
  let suppressed = 0;
  for (const recipient of report.recipients) {
    if (recipient.action !== 'failed' && recipient.action !== 'delayed') continue;
    const kind = recipient.status.startsWith('5') && recipient.action === 'failed' ? 'hard' : 'soft';
    const recorded = await recordMessageEvent(deps, {
      message,
      type: 'bounce',
      bounce: { kind, status: recipient.status, diagnostic: recipient.diagnostic ?? undefined },
      detail: { recipient: recipient.address },
    });
    if (recorded) handled += 1;
    if (recorded?.suppressed) suppressed += 1;
  }
  return { handled, suppressed };
}
