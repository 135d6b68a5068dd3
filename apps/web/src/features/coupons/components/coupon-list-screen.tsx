import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount, formatDateTimeShort, formatText } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { EmptyState } from '../../common/components/empty-state';
import { ListPager } from '../../common/components/list-pager';
import { LoadingScreen } from '../../common/components/loading-screen';
import { RecordState, isNotFound } from '../../common/components/record-state';
import { PageHeader } from '../../common/components/page-header';
import { useCampaign } from '../../campaigns/hooks/use-campaigns';
import { couponsApi } from '../api';
import { useCouponActive, useCoupons } from '../hooks/use-coupons';

const YES_NO = ['yes', 'no'] as const;

// /user/campaign/coupon-list/{id} and /user/coupons/{id}: a campaign's codes, their states and a CSV.
export function CouponListScreen({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const campaign = useCampaign(campaignId);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [sent, setSent] = useState<string | null>(null);
  const [used, setUsed] = useState<string | null>(null);
  const [paging, setPaging] = useState({ page: 1, perPage: 20 });
  const coupons = useCoupons(campaignId, {
    ...paging,
    search: debounced || undefined,
    sent: sent ?? undefined,
    used: used ?? undefined,
  });
  const active = useCouponActive();
  const rows = coupons.data?.data ?? [];
  const summary = coupons.data?.meta.summary;
  const filter = (label: string, value: string | null, set: (v: string | null) => void) => (
    <Select
      aria-label={label}
      placeholder={label}
      data={YES_NO.map((v) => ({ value: v, label: t(`common.${v}`) }))}
      value={value}
      clearable
      w={160}
      onChange={(v) => {
        set(v);
        setPaging((p) => ({ ...p, page: 1 }));
      }}
    />
  );
  if (isNotFound(campaign.error))
    return <RecordState query={campaign} title={t('coupons.title')} listPath="/user/campaigns" />;
  return (
    <Stack gap="md">
      <PageHeader
        title={`${t('coupons.title')}${campaign.data ? `: ${campaign.data.name}` : ''}`}
        actions={
          <Group gap="xs">
            <Button
              variant="default"
              component={Link}
              to={`/user/campaign/report/${campaignId}`}
              data-testid="coupons-campaign-link"
            >
              {t('pages.campaign_report')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() => void couponsApi.exportCsv(campaignId)}
              data-testid="coupons-export"
            >
              {t('coupons.export')}
            </Button>
          </Group>
        }
      />
      {summary ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="coupon-summary">
          {(['total', 'sent', 'used', 'active'] as const).map((k) => (
            <Paper key={k} withBorder p="sm" radius="md">
              <Text size="xs" c="dimmed">
                {t(`coupons.summary.${k}`)}
              </Text>
              <Text fw={700} fz="xl">
                {formatCount(summary[k], currentLanguage())}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      ) : null}
      <Group gap="sm">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('coupons.search')}
          aria-label={t('coupons.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={220}
        />
        {filter(t('coupons.sent'), sent, setSent)}
        {filter(t('coupons.used'), used, setUsed)}
      </Group>
      {coupons.isPending ? <LoadingScreen /> : null}
      {coupons.isSuccess && rows.length === 0 ? <EmptyState /> : null}
      {coupons.isError ? <EmptyState /> : null}
      {rows.length > 0 ? (
        <Table.ScrollContainer minWidth={820}>
          <Table striped data-testid="coupons-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('coupons.code')}</Table.Th>
                <Table.Th>{t('coupons.discount')}</Table.Th>
                <Table.Th>{t('coupons.product_count')}</Table.Th>
                <Table.Th>{t('coupons.sent')}</Table.Th>
                <Table.Th>{t('coupons.used')}</Table.Th>
                <Table.Th>{t('coupons.order')}</Table.Th>
                <Table.Th>{t('coupons.expire_date')}</Table.Th>
                <Table.Th>{t('coupons.active')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={c.id} data-testid="coupon-row">
                  <Table.Td ff="monospace">{c.code}</Table.Td>
                  <Table.Td>{c.discountType === 'percent' ? `%${c.discount}` : `${c.discount} ${c.currency}`}</Table.Td>
                  <Table.Td>{formatText(c.limit)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={c.isSend ? 'blue' : 'gray'}>
                      {c.isSend ? t('coupons.states.sent') : t('coupons.states.not_sent')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={c.used ? 'green' : 'gray'}>
                      {c.used ? t('coupons.states.used') : t('coupons.states.not_used')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatText(c.orderCode)}</Table.Td>
                  <Table.Td>{formatDateTimeShort(c.expireDate)}</Table.Td>
                  <Table.Td>
                    <Switch
                      checked={c.isActive}
                      aria-label={t('coupons.active')}
                      onChange={(e) => active.mutate({ id: c.id, active: e.currentTarget.checked })}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {coupons.data && coupons.data.meta.total > 0 ? (
        <ListPager {...paging} total={coupons.data.meta.total} onChange={setPaging} />
      ) : null}
    </Stack>
  );
}
