import { Alert, Button, Container, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { ZShopifyInstallInput } from '@ulak/shared/platforms';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { apiErrorText } from '../../../lib/api/error-text';
import { fieldErrors } from '../../../lib/forms/field-errors';
import { saveLastPage } from '../../../lib/session/auth-state';
import { isGuardLoggedIn } from '../../../lib/session/session';
import { local } from '../../../lib/storage/browser-storage';
import { FormAlert } from '../../common/components/form-alert';
import { useShopifyInstall } from '../hooks/use-platforms';

// /shopify/connect (public): the shop's address starts the install in Shopify. A visitor who is not signed
// in signs in first and comes back here with the address kept.
export function ShopifyConnectScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const install = useShopifyInstall();
  const [shop, setShop] = useState(params.get('shop') ?? '');
  const [error, setError] = useState<string | null>(null);
  const returned = params.get('error');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZShopifyInstallInput.safeParse({ shop });
    if (!parsed.success) return setError(fieldErrors(parsed.error.issues).shop ?? 'platforms.validation.shop_invalid');
    setError(null);
    if (!isGuardLoggedIn('user')) {
      saveLastPage(local, 'user', `/shopify/connect?shop=${encodeURIComponent(parsed.data.shop)}`);
      void navigate('/auth/login');
      return;
    }
    install.mutate(parsed.data.shop, { onSuccess: ({ url }) => window.location.assign(url) });
  };

  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="md">
        <form onSubmit={onSubmit} noValidate data-testid="shopify-connect-form">
          <Stack gap="md">
            <Title order={1} fz="h2" data-testid="page-title">
              {t('pages.shopify_connect')}
            </Title>
            <Text c="dimmed">{t('platforms.shopify.connect_intro')}</Text>
            {returned ? (
              <Alert color="red" data-testid="shopify-connect-returned-error">
                {t(returned === 'signature' ? 'platforms.shopify.error_signature' : 'platforms.shopify.error_install')}
              </Alert>
            ) : null}
            <TextInput
              label={t('platforms.shop_domain')}
              description={t('platforms.shopify.shop_hint')}
              placeholder="magazam.myshopify.com"
              value={shop}
              error={error ? t(error) : undefined}
              onChange={(e) => setShop(e.currentTarget.value)}
              data-testid="shopify-shop"
            />
            <List size="sm" spacing={4}>
              <List.Item>{t('platforms.shopify.step_customers')}</List.Item>
              <List.Item>{t('platforms.shopify.step_carts')}</List.Item>
              <List.Item>{t('platforms.shopify.step_script')}</List.Item>
            </List>
            <FormAlert message={install.isError ? apiErrorText(install.error, t) : null} />
            <Button type="submit" loading={install.isPending} data-testid="shopify-connect-submit">
              {t('platforms.shopify.install')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
