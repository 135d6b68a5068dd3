import {
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ADMIN_PLAN_CHOICES, MERCHANT_STATUSES, type TMerchantRow } from '@ulak/shared/admin-area';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { formatCount, formatDate, formatDateTime, formatText } from '../../../lib/format';
import { showToast } from '../../../lib/toast/toast';
import { EmptyState } from '../../common/components/empty-state';
import { ListPager } from '../../common/components/list-pager';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import {
  useMerchant,
  useMerchantLoginLink,
  useMerchants,
  useResendVerification,
  useSetMerchantEnabled,
} from '../hooks/use-admin';

function MerchantStatus({ row }: { row: TMerchantRow }) {
  const { t } = useTranslation();
  if (row.disabled) return <Badge color="red">{t('admin_area.status.disabled')}</Badge>;
  if (row.owner && !row.owner.verified) return <Badge color="yellow">{t('admin_area.status.unverified')}</Badge>;
  return <Badge color="green">{t('admin_area.status.active')}</Badge>;
}

function UsageBar({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const { t, i18n } = useTranslation();
  const percent = limit ? Math.min(100, (used / limit) * 100) : 0;
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm">{label}</Text>
        <Text size="sm" c="dimmed">
          {formatCount(used, i18n.language)} /{' '}
          {limit === null ? t('admin_area.accounts.unlimited') : formatCount(limit, i18n.language)}
        </Text>
      </Group>
      {limit === null ? null : (
        <Progress
          value={percent}
          color={percent >= 90 ? 'red' : percent >= 70 ? 'yellow' : 'blue'}
          aria-label={label}
        />
      )}
    </Stack>
  );
}

function MerchantDrawer({ accountId, onClose }: { accountId: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const merchant = useMerchant(accountId);
  const setEnabled = useSetMerchantEnabled();
  const resend = useResendVerification();
  const loginLink = useMerchantLoginLink();
  const data = merchant.data;

  const toggle = async () => {
    if (!data) return;
    if (!data.disabled && !(await confirmIrreversible(t('admin_area.accounts.disable_confirm', { name: data.name }))))
      return;
    setEnabled.mutate(
      { accountId: data.id, enabled: data.disabled },
      {
        onSuccess: async () => {
          await merchant.refetch();
          showToast(t(data.disabled ? 'admin_area.enabled_done' : 'admin_area.disabled_done'), 'success');
        },
      },
    );
  };
  const loginAsMerchant = () => {
    if (!data) return;
    loginLink.mutate(data.id, { onSuccess: ({ url }) => window.open(url, '_blank', 'noopener') });
  };

  return (
    <Drawer
      opened={accountId !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      position="right"
      size="lg"
      title={data?.name ?? t('admin_area.accounts.detail')}
    >
      {merchant.isPending ? (
        <LoadingScreen />
      ) : !data ? (
        <EmptyState titleKey="empty.nothing_to_show" />
      ) : (
        <Stack gap="md" data-testid="merchant-detail">
          <Group gap="xs">
            <MerchantStatus row={data} />
            <Badge variant="light">{data.packet_name}</Badge>
          </Group>
          {data.owner ? (
            <Paper withBorder p="sm" radius="md">
              <Text fw={600}>{formatText(`${data.owner.name} ${data.owner.surname}`)}</Text>
              <Text size="sm">{data.owner.email}</Text>
              <Text size="sm">{data.owner.phone}</Text>
              <Text size="sm" c="dimmed">
                {t('admin.col_last_login')}: {formatDateTime(data.last_login)}
              </Text>
            </Paper>
          ) : null}
          <Text size="sm">
            {t('admin_area.accounts.domains')}: {data.domains.length ? data.domains.join(', ') : '-'}
          </Text>
          <Text fw={600}>{t('admin_area.accounts.usage')}</Text>
          <UsageBar
            label={t('admin_area.accounts.members')}
            used={data.usage.members}
            limit={data.usage.limits.members}
          />
          <UsageBar
            label={t('admin_area.accounts.devices')}
            used={data.usage.devices}
            limit={data.usage.limits.devices}
          />
          <Table data-testid="merchant-sends">
            <Table.Caption>
              {t('admin_area.accounts.sends_period', { period: data.usage.period.slice(0, 7) })}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin_area.dashboard.channel')}</Table.Th>
                <Table.Th ta="right">{t('admin_area.dashboard.sent')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(['email', 'sms', 'whatsapp', 'webpush', 'mobilepush'] as const).map((channel) => (
                <Table.Tr key={channel}>
                  <Table.Td>{t(`messaging.channels.${channel}`)}</Table.Td>
                  <Table.Td ta="right">
                    {formatCount(data.usage.sends.find((s) => s.channel === channel)?.used ?? 0, i18n.language)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group gap="sm">
            <Button
              color={data.disabled ? 'green' : 'red'}
              variant="light"
              onClick={toggle}
              loading={setEnabled.isPending}
            >
              {data.disabled ? t('admin_area.accounts.enable_account') : t('admin_area.accounts.disable_account')}
            </Button>
            {data.owner && !data.owner.verified ? (
              <Button
                variant="default"
                loading={resend.isPending}
                onClick={() =>
                  resend.mutate(data.id, {
                    onSuccess: () => showToast(t('admin_area.accounts.verification_sent'), 'success'),
                  })
                }
              >
                {t('admin_area.accounts.resend_verification')}
              </Button>
            ) : null}
            {data.owner && !data.disabled ? (
              <Button
                variant="default"
                loading={loginLink.isPending}
                onClick={loginAsMerchant}
                data-testid="login-as-merchant"
              >
                {t('admin_area.accounts.login_as')}
              </Button>
            ) : null}
          </Group>
          {data.owner && !data.disabled ? (
            <Alert color="blue" variant="light">
              {t('admin_area.accounts.login_as_hint')}
            </Alert>
          ) : null}
        </Stack>
      )}
    </Drawer>
  );
}

export function MerchantsScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [plan, setPlan] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [paging, setPaging] = useState({ page: 1, perPage: 20 });
  const [openId, setOpenId] = useState<number | null>(null);
  const query = {
    ...paging,
    // SPEC §5: a search needs at least two letters.
    q: q.length >= 2 ? q : undefined,
    plan: plan ?? undefined,
    status: (status ?? undefined) as (typeof MERCHANT_STATUSES)[number] | undefined,
  };
  const merchants = useMerchants(query);
  const rows = merchants.data?.data ?? [];
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPaging((current) => ({ ...current, page: 1 }));
    };

  return (
    <Stack gap="md">
      <PageHeader title={t('admin_area.accounts.title')} description={t('admin_area.accounts.description')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('admin_area.accounts.search')}
          placeholder={t('admin_area.accounts.search_placeholder')}
          value={search}
          onChange={(e) => filter(setSearch)(e.currentTarget.value)}
          description={search.trim().length === 1 ? t('admin_area.accounts.search_min') : undefined}
          data-testid="merchant-search"
        />
        <Select
          label={t('admin_area.accounts.plan')}
          placeholder={t('common.all')}
          clearable
          value={plan}
          onChange={filter(setPlan)}
          data={[...ADMIN_PLAN_CHOICES, 'trial', 'custom'].map((value) => ({
            value,
            label: t(`admin_area.plans.${value}`),
          }))}
        />
        <Select
          label={t('admin_area.col_status')}
          placeholder={t('common.all')}
          clearable
          value={status}
          onChange={filter(setStatus)}
          data={MERCHANT_STATUSES.map((value) => ({ value, label: t(`admin_area.status.${value}`) }))}
        />
      </SimpleGrid>
      {merchants.isError ? (
        <Alert color="red" title={t('admin_area.load_failed')}>
          <Button size="xs" variant="light" onClick={() => merchants.refetch()}>
            {t('admin_area.retry')}
          </Button>
        </Alert>
      ) : merchants.isPending ? (
        <LoadingScreen />
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover withTableBorder data-testid="merchants-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin_area.accounts.account')}</Table.Th>
                <Table.Th>{t('admin_area.accounts.owner')}</Table.Th>
                <Table.Th>{t('admin_area.accounts.domains')}</Table.Th>
                <Table.Th>{t('admin_area.accounts.plan')}</Table.Th>
                <Table.Th>{t('admin_area.col_status')}</Table.Th>
                <Table.Th>{t('admin.col_created')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-testid={`merchant-row-${row.id}`}>
                  <Table.Td>
                    <UnstyledButton onClick={() => setOpenId(row.id)} c="blue" td="underline">
                      {formatText(row.name)}
                    </UnstyledButton>
                  </Table.Td>
                  <Table.Td>
                    {row.owner ? (
                      <>
                        <Text size="sm">{formatText(`${row.owner.name} ${row.owner.surname}`)}</Text>
                        <Text size="xs" c="dimmed">
                          {row.owner.email}
                        </Text>
                      </>
                    ) : (
                      '-'
                    )}
                  </Table.Td>
                  <Table.Td>{row.domains.length ? row.domains.join(', ') : '-'}</Table.Td>
                  <Table.Td>{row.packet_name}</Table.Td>
                  <Table.Td>
                    <MerchantStatus row={row} />
                  </Table.Td>
                  <Table.Td>{formatDate(row.created_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {merchants.data ? (
        <ListPager page={paging.page} perPage={paging.perPage} total={merchants.data.meta.total} onChange={setPaging} />
      ) : null}
      <MerchantDrawer accountId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
