import { ActionIcon, Badge, Button, Group, Select, Stack, Table, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ZTagInput, type TTagInput } from '@ulak/shared/audience';
import { useTranslation } from 'react-i18next';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { formatDate, formatText } from '../../../lib/format';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import type { TTag } from '../types';

const TAG_TYPES = ['string', 'number', 'date', 'boolean'] as const;

function AddTagForm({ onAdd, adding }: { onAdd: (tag: TTagInput, done: () => void) => void; adding: boolean }) {
  const { t } = useTranslation();
  const form = useSchemaForm({
    schema: ZTagInput,
    initialValues: { name: '', type: 'string', value: '' },
    toInput: (draft: { name: string; type: string; value: string }) => ({
      ...draft,
      value: draft.value.trim() === '' ? null : draft.value,
    }),
  });
  // the type stays for the next tag
  const onSubmit = form.onSubmit((tag) => onAdd(tag, () => form.setValues({ name: '', value: '' })));
  return (
    <form onSubmit={onSubmit} noValidate data-testid="tag-form">
      <Group align="flex-start" gap="sm">
        <TextInput
          aria-label={t('tags.name')}
          placeholder={t('tags.name')}
          {...form.getInputProps('name')}
          error={form.errors.name ? t('validation.fill_all_fields') : undefined}
          w={200}
          data-testid="tag-name"
        />
        <Select
          aria-label={t('tags.type')}
          data={TAG_TYPES.map((value) => ({ value, label: t(`tags.types.${value}`) }))}
          {...form.getInputProps('type')}
          allowDeselect={false}
          w={140}
        />
        <TextInput
          aria-label={t('tags.value')}
          placeholder={t('tags.value')}
          {...form.getInputProps('value')}
          w={200}
          data-testid="tag-value"
        />
        <Button type="submit" leftSection={<IconPlus size={16} />} loading={adding}>
          {t('tags.add')}
        </Button>
      </Group>
    </form>
  );
}

// The tags of one member or one device: add (or overwrite by name) and remove after a confirm.
export function TagEditor(props: {
  tags: TTag[] | undefined;
  loading: boolean;
  adding: boolean;
  onAdd: (tag: TTagInput, done: () => void) => void;
  onRemove: (name: string) => void;
  rowTestId: string;
}) {
  const { t } = useTranslation();
  const rows = props.tags ?? [];
  const remove = async (name: string) => {
    if (await confirmIrreversible()) props.onRemove(name);
  };
  return (
    <Stack gap="md">
      <AddTagForm onAdd={props.onAdd} adding={props.adding} />
      {props.loading ? <LoadingScreen /> : null}
      {!props.loading && rows.length === 0 ? <EmptyState titleKey="empty.nothing_to_show" /> : null}
      {rows.length > 0 ? (
        <Table striped data-testid={`${props.rowTestId}s`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tags.name')}</Table.Th>
              <Table.Th>{t('tags.type')}</Table.Th>
              <Table.Th>{t('tags.value')}</Table.Th>
              <Table.Th>{t('common.created_at')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((tag) => (
              <Table.Tr key={tag.name} data-testid={props.rowTestId}>
                <Table.Td fw={600}>{tag.name}</Table.Td>
                <Table.Td>
                  <Badge variant="light" tt="none">
                    {t(`tags.types.${tag.type}`, { defaultValue: tag.type })}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatText(tag.value)}</Table.Td>
                <Table.Td>{formatDate(tag.created_at)}</Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('common.delete')}
                    onClick={() => void remove(tag.name)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}
