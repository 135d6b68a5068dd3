import { Alert, Anchor, Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { apiErrorText } from '../../../lib/api/error-text';
import { formatDateTime } from '../../../lib/format';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { usePlatform, usePlatforms, useShopifySession } from '../hooks/use-platforms';

function Count({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

// /shopify/installed: after the install (our callback's ?platform=, or Shopify's embedded load with a
// session token in ?id_token=) the shop's status, what is syncing and the next steps.
export function ShopifyInstalledScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const session = useShopifySession();
  const sent = useRef(false);
  const idToken = params.get('id_token');
  useEffect(() => {
    if (idToken && !sent.current) {
      sent.current = true;
      session.mutate(idToken);
    }
  }, [idToken, session]);
  const list = usePlatforms();
  const fromParam = Number(params.get('platform')) || null;
  const fallback = list.data?.find((p) => p.type === 'shopify' && p.status === 'active')?.id ?? null;
  const platformId = session.data?.id ?? fromParam ?? fallback;
  const platform = usePlatform(platformId);

  if (session.isPending || list.isPending || (platformId !== null && platform.isPending)) return <LoadingScreen />;
  const shop = platform.data;
  return (
    <Stack gap="md">
      <PageHeader title={t('pages.shopify_installed')} />
      {session.isError ? <Alert color="red">{apiErrorText(session.error, t)}</Alert> : null}
      {!shop || shop.type !== 'shopify' ? (
        <EmptyState
          titleKey="platforms.shopify.none_title"
          descriptionKey="platforms.shopify.none_description"
          action={
            <Anchor component={Link} to="/shopify/connect">
              {t('pages.shopify_connect')}
            </Anchor>
          }
        />
      ) : (
        <>
          <Paper withBorder p="md" radius="md" data-testid="shopify-installed-status">
            <Group justify="space-between">
              <Stack gap={2}>
                <Title order={2} fz="h4">
                  {shop.domain}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('platforms.last_sync')}: {formatDateTime(shop.lastSyncAt)}
                </Text>
              </Stack>
              <Badge size="lg" variant="outline" color={shop.connection === 'connected' ? 'teal.9' : 'orange.9'}>
                {t(`platforms.connections.${shop.connection}`)}
              </Badge>
            </Group>
          </Paper>
          {shop.lastError ? <Alert color="red">{shop.lastError}</Alert> : null}
          {shop.themeEditorUrl ? (
            <Paper withBorder p="md" radius="md" data-testid="shopify-app-embed">
              <Text fw={600}>{t('platforms.shopify.embed_title')}</Text>
              <Text size="sm" c="dimmed" mb="sm">
                {t('platforms.shopify.embed_text')}
              </Text>
              <Button
                component="a"
                href={shop.themeEditorUrl}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="shopify-app-embed-link"
              >
                {t('platforms.shopify.embed_action')}
              </Button>
            </Paper>
          ) : null}
          <Text fw={600}>{t('platforms.shopify.syncing')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Count label={t('platforms.members')} value={shop.syncedMembers} testId="shopify-synced-members" />
            <Count label={t('platforms.orders')} value={shop.syncedOrders} testId="shopify-synced-orders" />
            <Count label={t('platforms.products')} value={shop.syncedProducts} testId="shopify-synced-products" />
          </SimpleGrid>
          <Paper withBorder p="md" radius="md">
            <Text fw={600} mb="xs">
              {t('platforms.shopify.next_steps')}
            </Text>
            <List spacing={6}>
              <List.Item>
                <Anchor component={Link} to="/user/members">
                  {t('platforms.shopify.next_members')}
                </Anchor>
              </List.Item>
              <List.Item>
                <Anchor component={Link} to="/user/workflows">
                  {t('platforms.shopify.next_abandoned_cart')}
                </Anchor>
              </List.Item>
              <List.Item>
                <Anchor component={Link} to="/user/campaigns">
                  {t('platforms.shopify.next_campaign')}
                </Anchor>
              </List.Item>
              <List.Item>
                <Anchor component={Link} to="/user/settings/platform">
                  {t('platforms.shopify.next_settings')}
                </Anchor>
              </List.Item>
            </List>
          </Paper>
        </>
      )}
    </Stack>
  );
}
