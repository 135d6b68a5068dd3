import type { AppDeps } from '../../../platform/deps';
import { recordMessageEvent } from '../../messaging';
import { loadSmsSettings } from './sms-channel';
import { pendingSmsReports } from './sms.repository';

// Delivery reports of providers that answer them by polling (Netgsm): messages accepted in the last
// three days and not yet delivered or failed are asked about, a hundred jobs a request.
const WINDOW_HOURS = 72;
const PER_RUN = 5000;
const PER_REQUEST = 100;

export async function pollSmsDeliveryReports(deps: AppDeps): Promise<{ delivered: number; failed: number }> {
  const pending = await pendingSmsReports(deps.db, WINDOW_HOURS, PER_RUN);
  const byAccount = new Map<number, string[]>();
  for (const row of pending)
    byAccount.set(row.account_id, [...(byAccount.get(row.account_id) ?? []), row.provider_message_id]);
  let delivered = 0;
  let failed = 0;
  for (const [accountId, ids] of byAccount) {
    const settings = await loadSmsSettings(deps, accountId);
    const reports = settings?.provider?.deliveryReports;
    if (!settings || !reports) continue;
    for (let i = 0; i < ids.length; i += PER_REQUEST) {
      const wanted = new Set(ids.slice(i, i + PER_REQUEST));
      const answers = await reports(settings.baseUrl, settings.account, [...wanted]);
      if (!answers) {
        deps.logger.warn({ accountId }, 'sms delivery report request failed; retried next run');
        break;
      }
      for (const report of answers) {
        if (!wanted.has(report.providerMessageId) || report.state === 'pending') continue;
        const message = { providerMessageId: report.providerMessageId, accountId };
        const detail = { providerStatus: report.code, reason: report.reason };
        if (report.state === 'delivered') {
          await recordMessageEvent(deps, { message, type: 'delivered', detail });
          delivered += 1;
        } else if (report.permanent) {
          // The number itself is bad (invalid, blacklisted): a hard bounce suppresses it.
          const bounce = { kind: 'hard' as const, status: report.code, diagnostic: report.reason };
          await recordMessageEvent(deps, { message, type: 'bounce', bounce, detail });
        } else {
          const failure = { code: `sms_report_${report.code}`, reason: report.reason };
          await recordMessageEvent(deps, { message, type: 'failed', failure, detail });
          failed += 1;
        }
      }
    }
  }
  return { delivered, failed };
}
