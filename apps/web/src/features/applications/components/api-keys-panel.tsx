import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { SegmentedChoice } from '../../common/components/segmented-choice';
import { IconKey, IconTrash } from '@tabler/icons-react';
import { API_KEY_RESOURCES, ZApiKeyInput, type TApiKeyAccess, type TApiKeyResource } from '@ulak/shared/audience';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { formatDateTimeShort } from '../../../lib/format';
import { showServerErrors, useSchemaForm } from '../../../lib/forms/schema-form';
import { showToast } from '../../../lib/toast/toast';
import { CopyField } from '../../common/components/copy-field';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../hooks/use-api-keys';
import type { TApiKey } from '../types';

// Server API keys: a new key is shown once (only its hash is kept), then only its prefix.
export function ApiKeysPanel() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const form = useSchemaForm({
    schema: ZApiKeyInput,
    initialValues: {
      name: '',
      access: 'write' as TApiKeyAccess,
      resources: [...API_KEY_RESOURCES] as TApiKeyResource[],
    },
    errorNamespace: 'ws_user',
  });
  const [created, setCreated] = useState<string | null>(null);
  const values = form.getValues();

  // A made key keeps its scope choice for the next one; only the name is cleared.
  const onCreate = form.onSubmit((input) =>
    create.mutate(input, {
      onSuccess: (key) => {
        setCreated(key.key);
        form.setFieldValue('name', '');
      },
      onError: (error) => showServerErrors(form, error),
    }),
  );
  const onRevoke = async (key: TApiKey) => {
    if (!(await confirmIrreversible(t('ws_user.revoke_confirm', { name: key.name })))) return;
    revoke.mutate(key.id, { onSuccess: () => showToast(t('api_keys.revoked'), 'success') });
  };
  const list = keys.data ?? [];

  return (
    <Stack gap="md" data-testid="api-keys-panel">
      <Text c="dimmed" size="sm">
        {t('api_keys.intro')}
      </Text>
      <form onSubmit={onCreate} noValidate>
        <Group align="flex-start">
          <TextInput
            placeholder={t('api_keys.name_placeholder')}
            aria-label={t('api_keys.name')}
            {...form.getInputProps('name')}
            style={{ flex: 1, maxWidth: 360 }}
            data-testid="api-key-name"
          />
          <Button type="submit" leftSection={<IconKey size={16} />} loading={create.isPending}>
            {t('api_keys.create')}
          </Button>
        </Group>
        <Group mt="sm" gap="lg" align="flex-start">
          <SegmentedChoice
            aria-label={t('ws_user.access')}
            value={values.access}
            onChange={(value) => form.setFieldValue('access', value as TApiKeyAccess)}
            data={[
              { value: 'read', label: t('ws_user.access_read') },
              { value: 'write', label: t('ws_user.access_write') },
            ]}
            data-testid="api-key-access"
          />
          <Checkbox.Group
            label={t('ws_user.resources')}
            value={values.resources}
            onChange={(value) => form.setFieldValue('resources', value as TApiKeyResource[])}
            error={form.getInputProps('resources').error}
          >
            <Group gap="md" mt={4}>
              {API_KEY_RESOURCES.map((resource) => (
                <Checkbox
                  key={resource}
                  value={resource}
                  label={t(`ws_user.resource_${resource}`)}
                  data-testid={`api-key-resource-${resource}`}
                />
              ))}
            </Group>
          </Checkbox.Group>
        </Group>
      </form>
      {created ? (
        <Alert
          color="teal"
          title={t('api_keys.created_title')}
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setCreated(null)}
        >
          <Stack gap="xs">
            <Text size="sm">{t('api_keys.created_message')}</Text>
            <CopyField value={created} testId="api-key-secret" />
          </Stack>
        </Alert>
      ) : null}
      {keys.isPending ? <LoadingScreen /> : null}
      {keys.isSuccess && list.length === 0 ? <EmptyState /> : null}
      {list.length > 0 ? (
        <Table striped data-testid="api-keys-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('api_keys.name')}</Table.Th>
              <Table.Th>{t('api_keys.prefix')}</Table.Th>
              <Table.Th>{t('ws_user.scope')}</Table.Th>
              <Table.Th>{t('common.created_at')}</Table.Th>
              <Table.Th>{t('api_keys.last_used')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((key) => (
              <Table.Tr key={key.id} data-testid={`api-key-row-${key.id}`}>
                <Table.Td>{key.name}</Table.Td>
                <Table.Td>
                  <Text ff="monospace" size="sm">
                    {key.prefix}…
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Badge color={key.access === 'write' ? 'blue' : 'gray'} variant="light">
                      {t(`ws_user.access_${key.access}`)}
                    </Badge>
                    {key.resources.map((resource) => (
                      <Badge key={resource} variant="outline" color="gray">
                        {t(`ws_user.resource_${resource}`)}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>{formatDateTimeShort(key.created_at)}</Table.Td>
                <Table.Td>{formatDateTimeShort(key.last_used_at)}</Table.Td>
                <Table.Td>
                  <Tooltip label={t('api_keys.revoke')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${t('api_keys.revoke')}: ${key.name}`}
                      onClick={() => void onRevoke(key)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}
