import { notifications } from '@mantine/notifications';
import { translate } from '../i18n/i18n';
import { SwipeToDismiss } from './swipe-to-dismiss';

export type TToastKind = 'success' | 'error' | 'info' | 'warning';

const COLORS: Record<TToastKind, string> = { success: 'teal', error: 'red', info: 'blue', warning: 'yellow' };

let counter = 0;

export function showToast(message: string, kind: TToastKind = 'info', title?: string): string {
  counter += 1;
  const id = `toast-${counter}`;
  notifications.show({
    id,
    color: COLORS[kind],
    title,
    // The close button shows only an icon: its name is for screen readers.
    closeButtonProps: { 'aria-label': translate('common.close') },
    message: <SwipeToDismiss onDismiss={() => notifications.hide(id)}>{message}</SwipeToDismiss>,
  });
  return id;
}
