import { Badge, Button, Card, Modal, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import type { TPacket } from '@ulak/shared/billing-api';
import { ExtendPacketForm } from './extend-packet-form';

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
  const [target, setTarget] = useState<TPacket | null>(null);
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
        onClose={() => setTarget(null)}
        title={t('billing.admin.extend_title')}
        centered
      >
        {target ? (
          <ExtendPacketForm
            accountId={accountId}
            packet={target}
            summary={summary(target)}
            onDone={() => setTarget(null)}
          />
        ) : null}
      </Modal>
    </Card>
  );
}
