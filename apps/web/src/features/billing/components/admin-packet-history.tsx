import { Badge, Button, Card, Group, Modal, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDialog } from '../../../lib/dialogs/app-dialog';
import { formatDate } from '../../../lib/format';
import { showToast } from '../../../lib/toast/toast';
import type { TPacket } from '@ulak/shared/billing-api';
import { useExtendPacket } from '../hooks/use-billing-admin';
import { apiFieldErrors } from './api-errors';

// What a packet holds, in one line: its plan or its channel quotas, limits and features.
export function usePacketSummary() {
  const { t } = useTranslation();
  return (p: TPacket) => {
    const parts = [
      p.planCode ? p.planCode.toUpperCase() : null,
      ...Object.entries(p.quotas).map(([c, n]) => `${t(`billing.channels.${c}`)} +${n ?? '∞'}`),
      p.memberLimit !== null ? `${t('billing.members')} ${p.memberLimit}` : null,
      p.deviceLimit !== null ? `${t('billing.devices')} ${p.deviceLimit}` : null,
      ...p.features.map((f) => t(`billing.features.${f}`)),
    ];
    return parts.filter(Boolean).join(', ') || '—';
  };
}

// Every packet the account has had; an active one can be extended by some days (with a confirmation).
export function AdminPacketHistory({ accountId, packets }: { accountId: number; packets: TPacket[] }) {
  const { t } = useTranslation();
  const summary = usePacketSummary();
  const extend = useExtendPacket();
  const [target, setTarget] = useState<TPacket | null>(null);
  const [days, setDays] = useState<number | string>(30);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setTarget(null);
    setError(null);
  };
  const confirm = async () => {
    if (!target) return;
    const choice = await showDialog({
      variant: 'warning',
      title: t('billing.admin.extend_confirm_title'),
      message: t('billing.admin.extend_confirm', { packet: summary(target), days: Number(days) }),
      confirmLabel: t('billing.admin.extend'),
      cancelLabel: t('common.cancel'),
      testId: 'confirm-dialog',
    });
    if (choice !== 'confirm') return;
    extend.mutate(
      { accountId, packetId: target.id, days: Number(days) },
      {
        onSuccess: (p) => {
          showToast(t('billing.admin.extended', { date: formatDate(p.endsAt) }), 'success');
          close();
        },
        onError: (e) => setError(apiFieldErrors(e).days ?? e.message),
      },
    );
  };
  return (
    <Card withBorder data-testid="packet-history">
      <Title order={2} fz="h4" mb="sm">
        {t('billing.admin.packets')}
      </Title>
      {packets.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('billing.admin.no_packets')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('billing.admin.kind')}</Table.Th>
                <Table.Th>{t('billing.admin.contents')}</Table.Th>
                <Table.Th>{t('billing.admin.starts')}</Table.Th>
                <Table.Th>{t('billing.admin.ends')}</Table.Th>
                <Table.Th>{t('billing.status')}</Table.Th>
                <Table.Th>{t('billing.admin.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {packets.map((p) => (
                <Table.Tr key={p.id} data-testid={`packet-${p.id}`}>
                  <Table.Td>{t(`billing.admin.kinds.${p.kind}`)}</Table.Td>
                  <Table.Td>{summary(p)}</Table.Td>
                  <Table.Td>{formatDate(p.startsAt)}</Table.Td>
                  <Table.Td>{p.endsAt ? formatDate(p.endsAt) : t('billing.no_end')}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={p.status === 'active' ? 'teal' : 'gray'}>
                      {t(`billing.admin.statuses.${p.status}`, { defaultValue: p.status })}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {p.status === 'active' ? (
                      <Button size="xs" variant="light" onClick={() => setTarget(p)} data-testid={`extend-${p.id}`}>
                        {t('billing.admin.extend')}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={target !== null}
        onClose={close}
        title={t('billing.admin.extend_title')}
        centered
      >
        <Stack>
          <Text size="sm">{target ? summary(target) : ''}</Text>
          <NumberInput
            label={t('billing.admin.days')}
            min={1}
            max={3660}
            allowDecimal={false}
            value={days}
            onChange={setDays}
            error={error}
            data-testid="extend-days"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void confirm()} loading={extend.isPending} data-testid="extend-submit">
              {t('billing.admin.extend')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
