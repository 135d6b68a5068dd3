import { showDialog } from '../../lib/dialogs/app-dialog';
import { translate } from '../../lib/i18n/i18n';

// SPEC §5: sending to all members is confirmed explicitly, and sending to a segment separately.
export async function confirmSendToAll(): Promise<boolean> {
  const result = await showDialog({
    variant: 'warning',
    title: translate('messaging.confirm_all_title'),
    message: translate('messaging.confirm_all_message'),
    confirmLabel: translate('messaging.confirm_all_button'),
    cancelLabel: translate('common.cancel'),
    testId: 'confirm-send-all',
  });
  return result === 'confirm';
}

export async function confirmSendToSegment(segmentName: string): Promise<boolean> {
  const result = await showDialog({
    variant: 'warning',
    title: translate('messaging.confirm_segment_title'),
    message: translate('messaging.confirm_segment_message', { name: segmentName }),
    confirmLabel: translate('messaging.confirm_segment_button'),
    cancelLabel: translate('common.cancel'),
    testId: 'confirm-send-segment',
  });
  return result === 'confirm';
}
