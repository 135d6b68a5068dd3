import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { ZExtendPacketInput } from '@ulak/shared/billing';
import { useTranslation } from 'react-i18next';
import { showDialog } from '../../../lib/dialogs/app-dialog';
import { showServerErrors, useSchemaForm } from '../../../lib/forms/schema-form';
import { formatDate } from '../../../lib/format';
import { showToast } from '../../../lib/toast/toast';
import type { TPacket } from '@ulak/shared/billing-api';
import { useExtendPacket } from '../hooks/use-billing-admin';

// Extends an active packet by some days: the schema first, then a confirmation, then the server (whose
// refusal is said on the days field).
export function ExtendPacketForm({
  accountId,
  packet,
  summary,
  onDone,
}: {
  accountId: number;
  packet: TPacket;
  summary: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const extend = useExtendPacket();
  const form = useSchemaForm({
    schema: ZExtendPacketInput,
    initialValues: { days: 30 as number | string },
    toInput: (values) => ({ days: Number(values.days) }),
    errorNamespace: 'billing',
  });
  const submit = form.onSubmit(async ({ days }) => {
    const choice = await showDialog({
      variant: 'warning',
      title: t('billing.admin.extend_confirm_title'),
      message: t('billing.admin.extend_confirm', { packet: summary, days }),
      confirmLabel: t('billing.admin.extend'),
      cancelLabel: t('common.cancel'),
      testId: 'confirm-dialog',
    });
    if (choice !== 'confirm') return;
    extend.mutate(
      { accountId, packetId: packet.id, days },
      {
        onSuccess: (p) => {
          showToast(t('billing.admin.extended', { date: formatDate(p.endsAt) }), 'success');
          onDone();
        },
        onError: (error) => {
          if (!showServerErrors(form, error)) form.setFieldError('days', error.message);
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{summary}</Text>
        <NumberInput
          label={t('billing.admin.days')}
          min={1}
          max={3660}
          allowDecimal={false}
          {...form.getInputProps('days')}
          data-testid="extend-days"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={extend.isPending} data-testid="extend-submit">
            {t('billing.admin.extend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
