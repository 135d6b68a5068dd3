import {
  Alert,
  Button,
  Checkbox,
  Container,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { ZShopifyEmbeddedAccountInput, ZShopifyEmbeddedLinkInput } from '@ulak/shared/platforms';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { apiErrorText } from '../../../lib/api/error-text';
import { anyBlank } from '../../../lib/forms/field-errors';
import { showServerErrors, useSchemaForm } from '../../../lib/forms/schema-form';
import { isGuardLoggedIn } from '../../../lib/session/session';
import { FormAlert } from '../../common/components/form-alert';
import { LoadingScreen } from '../../common/components/loading-screen';
import { passwordFieldProblems } from '../../auth/password-feedback';
import { EMPTY_REGISTER_DRAFT, REGISTER_REQUIRED } from '../../auth/register-validation';
import { useEmbeddedAccount, useEmbeddedLink, useEmbeddedShop } from '../hooks/use-platforms';

// The landing path carries a one-time login token: a full load lets the guard sign the owner in.
const land = ({ path }: { path: string }) => window.location.assign(path);

// The owner's part of the register form: the shop's email comes with the session token.
const { email: _shopEmail, ...EMPTY_OWNER } = EMPTY_REGISTER_DRAFT;
const OWNER_REQUIRED = REGISTER_REQUIRED.filter((key) => key !== 'email');

function CreateAccount({ sessionToken, email }: { sessionToken: string; email: string }) {
  const { t } = useTranslation();
  const create = useEmbeddedAccount(land);
  const form = useSchemaForm({
    schema: ZShopifyEmbeddedAccountInput,
    initialValues: EMPTY_OWNER,
    toInput: (owner) => ({ ...owner, sessionToken }),
    rules: (owner) =>
      passwordFieldProblems(owner.password, owner.passwordConfirmation, [owner.name, owner.surname, email]),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const field = (key: keyof typeof EMPTY_OWNER) => ({ name: key, ...form.getInputProps(key) });
  const submit = form.onSubmit((input) =>
    create.mutate(input, {
      onError: (error) => {
        if (!showServerErrors(form, error)) setFormError(apiErrorText(error, t));
      },
    }),
  );
  // Blank fields are one message above the form; other problems sit on their field.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (anyBlank(form.getValues(), OWNER_REQUIRED)) {
      form.clearErrors();
      return setFormError(t('validation.fill_all_fields'));
    }
    submit();
  };
  return (
    <form onSubmit={onSubmit} noValidate data-testid="shopify-app-create">
      <Stack gap="sm">
        <Text size="sm">{t('platforms.shopify.app_create_intro', { email })}</Text>
        <FormAlert message={formError} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={t('auth.name')} autoComplete="given-name" {...field('name')} />
          <TextInput label={t('auth.surname')} autoComplete="family-name" {...field('surname')} />
        </SimpleGrid>
        <TextInput label={t('auth.phone')} type="tel" autoComplete="tel" {...field('phone')} />
        <TextInput label={t('auth.email')} value={email} readOnly />
        <PasswordInput label={t('auth.password')} autoComplete="new-password" {...field('password')} />
        <PasswordInput
          label={t('auth.password_confirmation')}
          autoComplete="new-password"
          {...field('passwordConfirmation')}
        />
        <Checkbox
          name="kvkk"
          {...form.getInputProps('kvkk', { type: 'checkbox' })}
          label={t('platforms.shopify.app_kvkk')}
          data-testid="shopify-app-kvkk"
        />
        <Button type="submit" loading={create.isPending} data-testid="shopify-app-create-submit">
          {t('platforms.shopify.app_create_submit')}
        </Button>
      </Stack>
    </form>
  );
}

function LinkAccount({ sessionToken }: { sessionToken: string }) {
  const { t } = useTranslation();
  const link = useEmbeddedLink(land);
  const form = useSchemaForm({
    schema: ZShopifyEmbeddedLinkInput,
    initialValues: { email: '', password: '' },
    toInput: (values) => ({ ...values, sessionToken }),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.onSubmit((input) =>
    link.mutate(input, {
      onError: (error) => {
        if (!showServerErrors(form, error)) setFormError(apiErrorText(error, t));
      },
    }),
  );
  // Blank fields are one message above the form; other problems sit on their field.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (anyBlank(form.getValues(), ['email', 'password'])) {
      form.clearErrors();
      return setFormError(t('validation.fill_all_fields'));
    }
    submit();
  };
  return (
    <form onSubmit={onSubmit} noValidate data-testid="shopify-app-link">
      <Stack gap="sm">
        <Text size="sm">{t('platforms.shopify.app_link_intro')}</Text>
        <FormAlert message={formError} />
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
          data-testid="shopify-app-link-email"
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          {...form.getInputProps('password')}
          data-testid="shopify-app-link-password"
        />
        <Button type="submit" loading={link.isPending} data-testid="shopify-app-link-submit">
          {t('platforms.shopify.app_link_submit')}
        </Button>
      </Stack>
    </form>
  );
}

// /shopify/app: the embedded app's URL in Shopify admin (managed installation). Signed in: the installed
// page exchanges the session token. Not signed in: the shop owner creates an account with the shop's email
// or signs in to link one, from inside the embedded page.
export function ShopifyAppScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionToken = params.get('id_token') ?? '';
  const signedIn = isGuardLoggedIn('user');
  const shop = useEmbeddedShop(sessionToken, sessionToken !== '' && !signedIn);
  if (signedIn && sessionToken)
    return <Navigate to={`/shopify/installed?id_token=${encodeURIComponent(sessionToken)}`} replace />;
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="md">
          <Title order={1} fz="h2" data-testid="page-title">
            {t('platforms.shopify.app_title')}
          </Title>
          {!sessionToken ? (
            <Alert color="orange.9" data-testid="shopify-app-no-token">
              {t('platforms.shopify.app_no_token')}
            </Alert>
          ) : null}
          {shop.isPending && sessionToken ? <LoadingScreen /> : null}
          {shop.isError ? (
            <Alert color="red" data-testid="shopify-app-error">
              {apiErrorText(shop.error, t)}
            </Alert>
          ) : null}
          {shop.data ? (
            <>
              <Text data-testid="shopify-app-shop">
                {t('platforms.shopify.app_shop', { name: shop.data.name, shop: shop.data.shop })}
              </Text>
              <Tabs defaultValue={shop.data.linked || !shop.data.email ? 'link' : 'create'}>
                <Tabs.List>
                  {shop.data.email ? (
                    <Tabs.Tab value="create" data-testid="shopify-app-tab-create">
                      {t('platforms.shopify.app_tab_create')}
                    </Tabs.Tab>
                  ) : null}
                  <Tabs.Tab value="link" data-testid="shopify-app-tab-link">
                    {t('platforms.shopify.app_tab_link')}
                  </Tabs.Tab>
                </Tabs.List>
                {shop.data.email ? (
                  <Tabs.Panel value="create" pt="md">
                    <CreateAccount sessionToken={sessionToken} email={shop.data.email} />
                  </Tabs.Panel>
                ) : null}
                <Tabs.Panel value="link" pt="md">
                  <LinkAccount sessionToken={sessionToken} />
                </Tabs.Panel>
              </Tabs>
            </>
          ) : null}
        </Stack>
      </Paper>
    </Container>
  );
}
