import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TPlatformAccount, TPlatformApiToken } from '@ulak/shared/platforms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api/error-text';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toast/toast';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { useArchivePlatform, useGeneratePlatformToken, usePlatforms, useShopifyInstall } from '../hooks/use-platforms';
import { AddPlatformModal } from './add-platform-modal';
import { PlatformDataRequests } from './platform-data-requests';
import { PlatformStats } from './platform-stats';
import { PlatformTokenModal } from './platform-token-modal';
import { LoadError } from '../../common/components/query-state';

// Dark shades on outline badges keep the text readable (contrast at least 4.5:1).
const CONNECTION_COLOR = { pending: 'orange.9', connected: 'teal.9', uninstalled: 'gray.8', error: 'red.9' } as const;

function PlatformRow({
  platform,
  selected,
  onSelect,
  onToken,
}: {
  platform: TPlatformAccount;
  selected: boolean;
  onSelect: () => void;
  onToken: (token: TPlatformApiToken) => void;
}) {
  const { t } = useTranslation();
  const archive = useArchivePlatform();
  const token = useGeneratePlatformToken();
  const install = useShopifyInstall();
  const archived = platform.status === 'archived';
  const onArchive = async () => {
    if (!(await confirmIrreversible(t('platforms.archive_confirm', { name: platform.name })))) return;
    archive.mutate(platform.id, { onSuccess: () => showToast(t('platforms.archived_toast'), 'success') });
  };
  // A pending Shopify shop is connected in Shopify: the install asks the merchant there.
  const onConnect = () =>
    install.mutate(platform.domain, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => showToast(apiErrorText(error, t), 'error'),
    });
  return (
    <Table.Tr data-testid={`platform-row-${platform.id}`}>
      <Table.Td>
        <Text fw={600}>{platform.name}</Text>
        <Text size="sm" c="dimmed">
          {platform.domain}
        </Text>
      </Table.Td>
      <Table.Td>{t(`platforms.types.${platform.type}`)}</Table.Td>
      <Table.Td>
        <Group gap={4}>
          <Badge color={archived ? 'gray.8' : 'blue.9'} variant="outline" data-testid="platform-status">
            {t(`platforms.statuses.${platform.status}`)}
          </Badge>
          {!archived ? (
            <Badge color={CONNECTION_COLOR[platform.connection]} variant="outline" data-testid="platform-connection">
              {t(`platforms.connections.${platform.connection}`)}
            </Badge>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td>{formatDateTime(platform.lastSyncAt)}</Table.Td>
      <Table.Td>
        {t('platforms.synced_counts', {
          members: platform.syncedMembers,
          orders: platform.syncedOrders,
          products: platform.syncedProducts,
        })}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant={selected ? 'filled' : 'default'}
            aria-pressed={selected}
            onClick={onSelect}
            data-testid="platform-show-stats"
          >
            {t('platforms.statistics')}
          </Button>
          {!archived && platform.type === 'shopify' && platform.connection !== 'connected' ? (
            <Button size="xs" onClick={onConnect} loading={install.isPending} data-testid="platform-connect">
              {t('platforms.connect_shopify')}
            </Button>
          ) : null}
          {!archived ? (
            <Button
              size="xs"
              variant="default"
              loading={token.isPending}
              onClick={() => token.mutate(platform.id, { onSuccess: onToken })}
              data-testid="platform-generate-token"
            >
              {platform.hasApiToken ? t('platforms.regenerate_token') : t('platforms.generate_token')}
            </Button>
          ) : null}
          {!archived ? (
            <Button
              size="xs"
              color="red.9"
              variant="outline"
              loading={archive.isPending}
              onClick={() => void onArchive()}
              data-testid="platform-archive"
            >
              {t('platforms.archive')}
            </Button>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

// /user/settings/platform (SPEC §2 "Platforms"): account list, add, archive, API token, statistics.
export function PlatformSettingsScreen() {
  const { t } = useTranslation();
  const platforms = usePlatforms();
  const [adding, setAdding] = useState(false);
  const [token, setToken] = useState<TPlatformApiToken | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = platforms.data ?? [];
  const selected = list.find((p) => p.id === selectedId) ?? list.find((p) => p.status === 'active') ?? null;

  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.settings_platform')}
        description={t('platforms.description')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)} data-testid="platform-add">
            {t('platforms.add')}
          </Button>
        }
      />
      {platforms.isPending ? <LoadingScreen /> : null}
      {platforms.isError ? <LoadError onRetry={() => void platforms.refetch()} /> : null}
      {platforms.isSuccess && list.length === 0 ? (
        <EmptyState titleKey="platforms.empty_title" descriptionKey="platforms.empty_description" />
      ) : null}
      {list.length > 0 ? (
        <Table.ScrollContainer minWidth={900}>
          <Table striped verticalSpacing="sm" data-testid="platform-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('platforms.platform')}</Table.Th>
                <Table.Th>{t('platforms.type')}</Table.Th>
                <Table.Th>{t('platforms.state')}</Table.Th>
                <Table.Th>{t('platforms.last_sync')}</Table.Th>
                <Table.Th>{t('platforms.synced')}</Table.Th>
                <Table.Th>{t('platforms.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((platform) => (
                <PlatformRow
                  key={platform.id}
                  platform={platform}
                  selected={selected?.id === platform.id}
                  onSelect={() => setSelectedId(platform.id)}
                  onToken={setToken}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {selected ? <PlatformStats key={selected.id} platform={selected} /> : null}
      {selected?.type === 'shopify' ? (
        <PlatformDataRequests key={`requests-${selected.id}`} platform={selected} />
      ) : null}
      <AddPlatformModal opened={adding} onClose={() => setAdding(false)} />
      <PlatformTokenModal token={token} onClose={() => setToken(null)} />
    </Stack>
  );
}
