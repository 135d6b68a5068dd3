import {
  ActionIcon,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { ZAddDomainInput } from '@ulak/shared/accounts';
import { useTranslation } from 'react-i18next';
import { showServerErrors, useSchemaForm } from '../../../lib/forms/schema-form';
import { showToast } from '../../../lib/toast/toast';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import type { TDomain } from '../api';
import { useAddDomain, useDomains, useVerifyDomain } from '../hooks/use-domains';

function CopyValue({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Code style={{ wordBreak: 'break-all' }}>{value}</Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('common.copied') : t('common.copy')}>
            <ActionIcon variant="subtle" onClick={copy} aria-label={t('common.copy')}>
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

function DomainRow({ domain }: { domain: TDomain }) {
  const { t } = useTranslation();
  const verify = useVerifyDomain();
  const onVerify = () =>
    verify.mutate(domain.id, {
      onSuccess: (result) =>
        result.verified
          ? showToast(t('domains.verified_toast', { domain: domain.domain }), 'success')
          : showToast(t('domains.not_verified_toast'), 'warning'),
    });
  return (
    <Paper withBorder p="md" radius="md" data-testid="domain-row">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{domain.domain}</Text>
          <Badge color={domain.verified ? 'teal' : 'yellow'}>
            {t(domain.verified ? 'domains.verified' : 'domains.pending')}
          </Badge>
        </Group>
        {!domain.verified ? (
          <>
            <Text size="sm" c="dimmed">
              {t('domains.txt_instructions')}
            </Text>
            <Table withTableBorder withColumnBorders>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th w={120}>{t('domains.record_type')}</Table.Th>
                  <Table.Td>TXT</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('domains.record_name')}</Table.Th>
                  <Table.Td>
                    <CopyValue value={domain.txtName} />
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('domains.record_value')}</Table.Th>
                  <Table.Td>
                    <CopyValue value={domain.txtValue} />
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Group justify="flex-end">
              <Button onClick={onVerify} loading={verify.isPending} data-testid="verify-domain">
                {t('domains.verify_button')}
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

function AddDomainForm() {
  const { t } = useTranslation();
  const add = useAddDomain();
  const form = useSchemaForm({ schema: ZAddDomainInput, initialValues: { domain: '' } });
  const onSubmit = form.onSubmit(({ domain }) =>
    add.mutate(domain, {
      onSuccess: () => form.reset(),
      onError: (error) => showServerErrors(form, error),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate data-testid="add-domain-form">
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('domains.add_label')}
          placeholder="example.com"
          {...form.getInputProps('domain')}
        />
        <Button type="submit" loading={add.isPending}>
          {t('domains.add_button')}
        </Button>
      </Group>
    </form>
  );
}

export function DomainVerificationPanel() {
  const domains = useDomains();
  if (domains.isPending) return <LoadingScreen />;
  const list = domains.data ?? [];
  return (
    <Stack gap="md" data-testid="domain-verification">
      {list.length === 0 ? (
        <EmptyState descriptionKey="domains.none" />
      ) : (
        list.map((item) => <DomainRow key={item.id} domain={item} />)
      )}
      <AddDomainForm />
    </Stack>
  );
}
