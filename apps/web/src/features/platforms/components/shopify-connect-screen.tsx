import { Alert, Button, Container, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { ZShopifyInstallInput } from '@ulak/shared/platforms';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { apiErrorText } from '../../../lib/api/error-text';
import { useSchemaForm } from '../../../lib/forms/schema-form';
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
  const form = useSchemaForm({ schema: ZShopifyInstallInput, initialValues: { shop: params.get('shop') ?? '' } });
  const returned = params.get('error');

  const onSubmit = form.onSubmit(({ shop }) => {
    if (!isGuardLoggedIn('user')) {
      saveLastPage(local, 'user', `/shopify/connect?shop=${encodeURIComponent(shop)}`);
      void navigate('/auth/login');
      return;
    }
    install.mutate(shop, { onSuccess: ({ url }) => window.location.assign(url) });
  });

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
              {...form.getInputProps('shop')}
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
