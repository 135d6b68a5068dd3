import { Button, Group, Modal, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { ZPlatformAccountInput, type TPlatformType } from '@ulak/shared/platforms';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api/error-text';
import { fieldErrors, type TFieldErrors } from '../../../lib/forms/field-errors';
import { showToast } from '../../../lib/toast/toast';
import { FormAlert } from '../../common/components/form-alert';
import { useCreatePlatform } from '../hooks/use-platforms';

type TDraft = {
  type: TPlatformType;
  shopDomain: string;
  storeUrl: string;
  username: string;
  password: string;
  name: string;
};
const EMPTY: TDraft = { type: 'shopify', shopDomain: '', storeUrl: '', username: '', password: '', name: '' };

// Add a platform: a Shopify shop (connected afterwards in Shopify), a T-Soft store's web-service user
// (checked by logging in), or a custom site that sends its data with the script and the API.
export function AddPlatformModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreatePlatform();
  const [draft, setDraft] = useState<TDraft>(EMPTY);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const set = <K extends keyof TDraft>(key: K, value: TDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const errorOf = (key: string) => (errors[key] ? t(errors[key]) : undefined);
  const close = () => {
    setDraft(EMPTY);
    setErrors({});
    create.reset();
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZPlatformAccountInput.safeParse(draft);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        showToast(t('platforms.added'), 'success');
        close();
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('platforms.add_title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={onSubmit} noValidate data-testid="platform-add-form">
        <Stack gap="sm">
          <SegmentedControl
            fullWidth
            value={draft.type}
            onChange={(value) => set('type', value as TPlatformType)}
            aria-label={t('platforms.type')}
            data={(['shopify', 'tsoft', 'custom'] as const).map((type) => ({
              value: type,
              label: t(`platforms.types.${type}`),
            }))}
            data-testid="platform-type"
          />
          <Text size="sm" c="dimmed">
            {t(`platforms.type_hints.${draft.type}`)}
          </Text>
          {draft.type === 'shopify' ? (
            <TextInput
              label={t('platforms.shop_domain')}
              placeholder="magazam.myshopify.com"
              value={draft.shopDomain}
              error={errorOf('shopDomain')}
              onChange={(e) => set('shopDomain', e.currentTarget.value)}
              data-testid="platform-shop-domain"
            />
          ) : null}
          {draft.type === 'custom' ? (
            <TextInput
              label={t('platforms.name')}
              value={draft.name}
              error={errorOf('name')}
              onChange={(e) => set('name', e.currentTarget.value)}
              data-testid="platform-name"
            />
          ) : null}
          {draft.type !== 'shopify' ? (
            <TextInput
              label={t('platforms.store_url')}
              placeholder="https://www.magazam.com"
              value={draft.storeUrl}
              error={errorOf('storeUrl')}
              onChange={(e) => set('storeUrl', e.currentTarget.value)}
              data-testid="platform-store-url"
            />
          ) : null}
          {draft.type === 'tsoft' ? (
            <Group grow align="flex-start">
              <TextInput
                label={t('platforms.username')}
                autoComplete="off"
                value={draft.username}
                error={errorOf('username')}
                onChange={(e) => set('username', e.currentTarget.value)}
                data-testid="platform-username"
              />
              <PasswordInput
                label={t('platforms.password')}
                autoComplete="new-password"
                value={draft.password}
                error={errorOf('password')}
                onChange={(e) => set('password', e.currentTarget.value)}
                data-testid="platform-password"
              />
            </Group>
          ) : null}
          <FormAlert message={create.isError ? apiErrorText(create.error, t) : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="platform-add-submit">
              {t('platforms.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
