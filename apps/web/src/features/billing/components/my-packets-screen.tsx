import { ActionIcon, Button, Card, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { showDialog } from '../../../lib/dialogs/app-dialog';
import { LoadError } from '../../common/components/query-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { billingApi } from '../api';
import { useCards, useDeleteCard, useOrders, usePackets, useSetAutoRenew } from '../hooks/use-billing';
import { formatKurus } from './money';
import { MainPacketCard, PacketUsage } from './packet-usage';

// /user/profile/packets: the main packet, extra packets, usage bars, member and device limits,
// auto-payment, saved cards and invoices.
export function MyPacketsScreen() {
  const { t, i18n } = useTranslation();
  const packets = usePackets();
  const cards = useCards();
  const orders = useOrders();
  const autoRenew = useSetAutoRenew();
  const deleteCard = useDeleteCard();
  if (packets.isPending) return <LoadingScreen />;
  if (packets.isError) return <LoadError titleKey="billing.load_failed" onRetry={() => void packets.refetch()} />;
  const { main } = packets.data;
  const removeCard = async (id: number) => {
    const choice = await showDialog({
      variant: 'warning',
      title: t('billing.delete_card_title'),
      message: t('billing.delete_card_message'),
      confirmLabel: t('common.delete'),
      cancelLabel: t('common.cancel'),
    });
    if (choice === 'confirm') deleteCard.mutate(id);
  };
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('pages.my_packets')}
        actions={
          <Button component={Link} to="/user/packet">
            {t('billing.upgrade')}
          </Button>
        }
      />
      <MainPacketCard main={main}>
        {main.id !== null ? (
          <Switch
            label={t('billing.auto_payment')}
            checked={main.autoRenew}
            disabled={autoRenew.isPending}
            onChange={(e) => autoRenew.mutate(e.currentTarget.checked)}
          />
        ) : null}
      </MainPacketCard>
      <PacketUsage overview={packets.data} />
      <Card withBorder>
        <Title order={2} fz="h4" mb="sm">
          {t('billing.saved_cards')}
        </Title>
        {(cards.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('billing.no_cards')}
          </Text>
        ) : (
          (cards.data ?? []).map((c) => (
            <Group key={c.id} justify="space-between">
              <Text size="sm">
                {c.cardType} {c.bank} •••• {c.lastFour}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('billing.delete_card_title')}
                onClick={() => void removeCard(c.id)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))
        )}
      </Card>
      <Card withBorder>
        <Title order={2} fz="h4" mb="sm">
          {t('billing.invoices')}
        </Title>
        {(orders.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('billing.no_orders')}
          </Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('billing.date')}</Table.Th>
                <Table.Th>{t('billing.item')}</Table.Th>
                <Table.Th>{t('billing.total')}</Table.Th>
                <Table.Th>{t('billing.status')}</Table.Th>
                <Table.Th>{t('billing.invoice')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(orders.data ?? []).map((o) => (
                <Table.Tr key={o.id}>
                  <Table.Td>{formatDate(o.createdAt)}</Table.Td>
                  <Table.Td>
                    {o.kind === 'main'
                      ? `${o.planCode ?? ''} (${t(`billing.${o.period ?? 'monthly'}`)})`
                      : `${t(`billing.channels.${o.channel ?? 'email'}`)} +${o.amount ?? 0}`}
                  </Table.Td>
                  <Table.Td>{formatKurus(o.total, i18n.language)}</Table.Td>
                  <Table.Td>{t(`billing.order_status.${o.status}`)}</Table.Td>
                  <Table.Td>
                    {o.status === 'completed' ? (
                      <Button size="xs" variant="subtle" onClick={() => void billingApi.invoice(o.id)}>
                        {t('billing.download_pdf')}
                      </Button>
                    ) : (
                      '-'
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
    </Stack>
  );
}
