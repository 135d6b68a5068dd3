import { Badge, Button, Card, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { ZAccountSearch } from '@ulak/shared/billing-api';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate, formatText } from '../../../lib/format';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { EmptyState } from '../../common/components/empty-state';
import { LoadError } from '../../common/components/query-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { useAccountPackets, useAccountSearch } from '../hooks/use-billing-admin';
import { AdminPacketHistory } from './admin-packet-history';
import { GrantPacketForm } from './grant-packet-form';
import { MainPacketCard, PacketUsage } from './packet-usage';

// /admin/user-packets: find a merchant account, see its packets and usage, grant and extend packets.
// The chosen account stays in the address (?account=ID) so a page reload keeps it.
export function AdminUserPacketsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const form = useSchemaForm({ schema: ZAccountSearch, initialValues: { q }, errorNamespace: 'billing' });
  const accountParam = Number(params.get('account'));
  const accountId = Number.isInteger(accountParam) && accountParam > 0 ? accountParam : null;
  const search = useAccountSearch(q);
  const searchFor = form.onSubmit((input) => setParams({ q: input.q }));
  // A blank search clears the matches and the chosen account; any other is checked as the server checks it.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (form.getValues().q.trim()) return searchFor(event);
    event.preventDefault();
    form.clearErrors();
    setParams({});
  };
  const choose = (id: number) => setParams({ ...(q ? { q } : {}), account: String(id) });
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.admin_user_packets')} description={t('billing.admin.user_packets_intro')} />
      <Card withBorder component="form" onSubmit={submit} role="search">
        <Group align="flex-end">
          <TextInput
            label={t('billing.admin.account_search')}
            {...form.getInputProps('q')}
            data-testid="account-search"
            style={{ flex: 1 }}
          />
          <Button type="submit" data-testid="account-search-submit">
            {t('billing.admin.search')}
          </Button>
        </Group>
      </Card>
      {q ? <AccountMatches query={search} onChoose={choose} chosen={accountId} /> : null}
      {accountId !== null ? (
        <AccountPackets accountId={accountId} />
      ) : q ? null : (
        <EmptyState titleKey="billing.admin.choose_account" descriptionKey="billing.admin.choose_account_hint" />
      )}
    </Stack>
  );
}

function AccountMatches({
  query,
  onChoose,
  chosen,
}: {
  query: ReturnType<typeof useAccountSearch>;
  onChoose: (id: number) => void;
  chosen: number | null;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingScreen />;
  if (query.isError) return <LoadError titleKey="billing.admin.load_failed" onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState />;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder data-testid="account-matches">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('billing.admin.account')}</Table.Th>
            <Table.Th>{t('billing.admin.owner')}</Table.Th>
            <Table.Th>{t('billing.admin.packet')}</Table.Th>
            <Table.Th>{t('billing.admin.created')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('billing.admin.choose')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.map((a) => (
            <Table.Tr key={a.accountId}>
              <Table.Td>
                {formatText(a.accountName)}{' '}
                <Text span c="dimmed" size="xs">
                  #{a.accountId}
                </Text>
              </Table.Td>
              <Table.Td>
                {formatText(a.ownerName)}
                <Text size="xs" c="dimmed">
                  {a.email}
                </Text>
              </Table.Td>
              <Table.Td>{formatText(a.packetName)}</Table.Td>
              <Table.Td>{formatDate(a.createdAt)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant={chosen === a.accountId ? 'filled' : 'light'}
                  onClick={() => onChoose(a.accountId)}
                  aria-label={t('billing.admin.choose_named', { name: a.email })}
                  data-testid={`choose-account-${a.accountId}`}
                >
                  {t('billing.admin.choose')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function AccountPackets({ accountId }: { accountId: number }) {
  const { t } = useTranslation();
  const packets = useAccountPackets(accountId);
  if (packets.isPending) return <LoadingScreen />;
  if (packets.isError) return <LoadError titleKey="billing.admin.load_failed" onRetry={() => void packets.refetch()} />;
  const { main, features, trials } = packets.data;
  return (
    <Stack gap="lg" data-testid="account-packets">
      <MainPacketCard main={main} prefix={t('billing.admin.account_title', { id: accountId })}>
        <Group gap={4} maw={420}>
          {features.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('billing.admin.no_features')}
            </Text>
          ) : (
            features.map((f) => (
              <Badge key={f} variant="light">
                {t(`billing.features.${f}`)}
                {trials.some((tr) => tr.feature === f && tr.active) ? ` (${t('billing.admin.trial')})` : ''}
              </Badge>
            ))
          )}
        </Group>
      </MainPacketCard>
      <PacketUsage overview={packets.data} />
      <AdminPacketHistory accountId={accountId} packets={packets.data.history} />
      <GrantPacketForm accountId={accountId} />
    </Stack>
  );
}
