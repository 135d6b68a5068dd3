import type { TChannel } from '@ulak/shared/messaging/channels';
import type { TSendPreflight } from '@ulak/shared/messaging/api';
import { ApiError } from '../../lib/api/api-error';
import { showDialog } from '../../lib/dialogs/app-dialog';
import { translate } from '../../lib/i18n/i18n';

// Where a refused send leads: the channel's settings, or the packets for a quota.
export const sendingSettingsPath = (channel: TChannel): string => `/user/settings/sending?tab=${channel}`;
const LINKS: Partial<Record<string, (channel: TChannel) => string>> = {
  setting_not_found: sendingSettingsPath,
  feature_not_purchased: () => '/user/packet',
  packet_limit: () => '/user/packet',
};

// A send the server refused before queueing (418: no settings, no quota, nobody reachable), shown
// with a link to what fixes it; any other failure as an error dialog.
export async function showSendRefusal(
  error: unknown,
  channel: TChannel,
  navigate: (path: string) => void,
): Promise<void> {
  if (!(error instanceof ApiError)) throw error;
  const link = error.status === 418 ? LINKS[error.code ?? ''] : undefined;
  const choice = await showDialog({
    variant: error.status === 418 ? 'warning' : 'error',
    title: error.message,
    message: link ? translate('sendRules.refused_message') : undefined,
    confirmLabel: link ? translate('sendRules.go_to_settings') : translate('common.ok'),
    cancelLabel: link ? translate('common.cancel') : undefined,
    testId: 'preflight-refused',
  });
  if (link && choice === 'confirm') navigate(link(channel));
}

// Asks the server who the send would reach before it is queued. A refusal (418: no settings, no
// quota, nobody reachable) is shown with a link to what fixes it; otherwise the counts of who goes
// and who is skipped and why are confirmed. Resolves true when the send may go ahead.
export async function confirmPreflight(
  channel: TChannel,
  check: () => Promise<TSendPreflight>,
  navigate: (path: string) => void,
): Promise<boolean> {
  let result: TSendPreflight;
  try {
    result = await check();
  } catch (error) {
    await showSendRefusal(error, channel, navigate);
    return false;
  }
  if (result.total === null || result.skipped === null) return true;
  const choice = await showDialog({
    variant: 'info',
    title: translate('sendRules.confirm_title', { count: result.sendable ?? 0 }),
    message: [
      translate('sendRules.confirm_message', {
        total: result.total,
        noPermission: result.skipped.noPermission,
        suppressed: result.skipped.suppressed,
        noAddress: result.skipped.noAddress,
      }),
      // Said before the send starts: recipients past the quota left are not sent (SPEC §8 over-package).
      result.overQuota > 0
        ? translate('billing.over_quota', {
            recipients: result.sendable ?? 0,
            left: result.quotaLeft ?? 0,
            over: result.overQuota,
          })
        : '',
    ]
      .filter(Boolean)
      .join(' '),
    confirmLabel: translate('sendRules.confirm_button'),
    cancelLabel: translate('common.cancel'),
    testId: 'preflight-confirm',
  });
  return choice === 'confirm';
}
