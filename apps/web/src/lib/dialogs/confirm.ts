import { translate } from '../i18n/i18n';
import { showDialog } from './app-dialog';

// SPEC §5: deleting (and other irreversible actions) asks 'Emin misiniz?' / 'Bu işlem geri alınamaz!'.
export async function confirmIrreversible(message?: string): Promise<boolean> {
  const result = await showDialog({
    variant: 'warning',
    title: translate('common.are_you_sure'),
    message: message ?? translate('common.irreversible'),
    confirmLabel: translate('common.continue'),
    cancelLabel: translate('common.cancel'),
    testId: 'confirm-dialog',
  });
  return result === 'confirm';
}
