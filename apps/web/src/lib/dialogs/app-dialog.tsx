import { Button, Group, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { translate } from '../i18n/i18n';
import { dialogQueue } from './dialog-queue';

export type TDialogVariant = 'error' | 'warning' | 'success' | 'info';
export type TDialogResult = 'confirm' | 'cancel';

export type TDialogOptions = {
  variant: TDialogVariant;
  title: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  testId?: string;
};

const ICONS = { error: IconCircleX, warning: IconAlertTriangle, success: IconCircleCheck, info: IconInfoCircle };
const COLORS = { error: 'red', warning: 'yellow', success: 'teal', info: 'blue' };

// Opens one Mantine modal now and resolves with the user's choice when it closes.
export function showDialogNow(options: TDialogOptions): Promise<TDialogResult> {
  return new Promise((resolve) => {
    let settled = false;
    const id = `dialog-${options.variant}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
    const finish = (result: TDialogResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
      modals.close(id);
    };
    const Icon = ICONS[options.variant];
    modals.open({
      modalId: id,
      centered: true,
      withCloseButton: false,
      // The dialog's accessible name: Mantine points aria-labelledby at its title, kept for screen
      // readers only (the visible title is inside the body, below).
      title: <VisuallyHidden>{options.title}</VisuallyHidden>,
      styles: { header: { minHeight: 0, padding: 0 } },
      onClose: () => finish('cancel'),
      // Mantine's title sits outside the body; ours lives inside so the test id covers title and text
      children: (
        <Stack gap="md" data-testid={options.testId ?? `${options.variant}-dialog`} data-variant={options.variant}>
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon color={COLORS[options.variant]} variant="light" size="lg" radius="xl">
              <Icon size={20} />
            </ThemeIcon>
            <Stack gap={6} style={{ flex: 1 }}>
              <Title order={2} fz="h4" data-testid="dialog-title">
                {options.title}
              </Title>
              {options.message ? (
                <Text style={{ whiteSpace: 'pre-line' }} data-testid="dialog-message">
                  {options.message}
                </Text>
              ) : null}
            </Stack>
          </Group>
          <Group justify="flex-end">
            {options.cancelLabel ? (
              <Button variant="default" onClick={() => finish('cancel')} data-testid="dialog-cancel">
                {options.cancelLabel}
              </Button>
            ) : null}
            <Button color={COLORS[options.variant]} onClick={() => finish('confirm')} data-testid="dialog-confirm">
              {options.confirmLabel ?? translate('common.ok')}
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
}

// Queued variant: waits for earlier dialogs to close first.
export function showDialog(options: TDialogOptions): Promise<TDialogResult> {
  let result: TDialogResult = 'cancel';
  return dialogQueue
    .enqueue(async () => {
      result = await showDialogNow(options);
    })
    .then(() => result);
}
