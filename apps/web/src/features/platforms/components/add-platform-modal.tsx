import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { SegmentedChoice } from '../../common/components/segmented-choice';
import { ZPlatformAccountInput, type TPlatformType } from '@ulak/shared/platforms';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api/error-text';
import { useSchemaForm } from '../../../lib/forms/schema-form';
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
  const form = useSchemaForm({ schema: ZPlatformAccountInput, initialValues: EMPTY });
  const type = form.getValues().type;
  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };

  const onSubmit = form.onSubmit((input) =>
    create.mutate(input, {
      onSuccess: () => {
        showToast(t('platforms.added'), 'success');
        close();
      },
    }),
  );

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
          <SegmentedChoice
            fullWidth
            {...form.getInputProps('type')}
            aria-label={t('platforms.type')}
            data={(['shopify', 'tsoft', 'custom'] as const).map((option) => ({
              value: option,
              label: t(`platforms.types.${option}`),
            }))}
            data-testid="platform-type"
          />
          <Text size="sm" c="dimmed">
            {t(`platforms.type_hints.${type}`)}
          </Text>
          {type === 'shopify' ? (
            <TextInput
              label={t('platforms.shop_domain')}
              placeholder="magazam.myshopify.com"
              {...form.getInputProps('shopDomain')}
              data-testid="platform-shop-domain"
            />
          ) : null}
          {type === 'custom' ? (
            <TextInput label={t('platforms.name')} {...form.getInputProps('name')} data-testid="platform-name" />
          ) : null}
          {type !== 'shopify' ? (
            <TextInput
              label={t('platforms.store_url')}
              placeholder="https://www.magazam.com"
              {...form.getInputProps('storeUrl')}
              data-testid="platform-store-url"
            />
          ) : null}
          {type === 'tsoft' ? (
            <Group grow align="flex-start">
              <TextInput
                label={t('platforms.username')}
                autoComplete="off"
                {...form.getInputProps('username')}
                data-testid="platform-username"
              />
              <PasswordInput
                label={t('platforms.password')}
                autoComplete="new-password"
                {...form.getInputProps('password')}
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
