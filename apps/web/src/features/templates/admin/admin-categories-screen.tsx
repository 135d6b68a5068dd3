import { Button, Group, Modal, NumberInput, Stack, Table, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ZStoreCategoryInput, type TStoreCategory } from '@ulak/shared/templates/template-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { showServerErrors, useSchemaForm } from '../../../lib/forms/schema-form';
import { showToast } from '../../../lib/toast/toast';
import { PageHeader } from '../../common/components/page-header';
import { QueryState } from '../../common/components/query-state';
import { RowActions, useRowActionLabels } from '../../common/components/row-actions';
import { useAdminCategories, useAdminRemoveCategory, useAdminSaveCategory } from './use-admin-templates';

function CategoryModal({ category, onClose }: { category: TStoreCategory | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const initial = category === 'new' ? null : category;
  const save = useAdminSaveCategory();
  const form = useSchemaForm({
    schema: ZStoreCategoryInput,
    initialValues: { name: initial?.name ?? { tr: '', en: '' }, position: initial?.position ?? 0 },
    toInput: (values) => ({ ...values, position: Number(values.position) || 0 }),
  });
  const { name } = form.getValues();
  const namesGiven = name.tr.trim() !== '' && name.en.trim() !== '';
  const submit = form.onSubmit((body) =>
    save.mutate(
      { id: initial?.id ?? null, body },
      {
        onSuccess: () => {
          showToast(t('email_templates.admin.saved'), 'success');
          onClose();
        },
        onError: (error) => showServerErrors(form, error),
      },
    ),
  );
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened
      onClose={onClose}
      title={t(initial ? 'email_templates.admin.edit_category' : 'email_templates.admin.new_category')}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('email_templates.admin.name_tr')}
            {...form.getInputProps('name.tr')}
            required
            data-testid="category-name-tr"
          />
          <TextInput
            label={t('email_templates.admin.name_en')}
            {...form.getInputProps('name.en')}
            required
            data-testid="category-name-en"
          />
          <NumberInput label={t('email_templates.admin.position')} min={0} {...form.getInputProps('position')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!namesGiven} loading={save.isPending} data-testid="category-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

// /admin/template/categories: the store's categories in both interface languages, in order.
export function AdminCategoriesScreen() {
  const { t } = useTranslation();
  const actionLabels = useRowActionLabels();
  const categories = useAdminCategories();
  const remove = useAdminRemoveCategory();
  const [editing, setEditing] = useState<TStoreCategory | 'new' | null>(null);
  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.admin_template_categories')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="category-new">
            {t('email_templates.admin.new_category')}
          </Button>
        }
      />
      <QueryState query={categories} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <Table striped data-testid="categories-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('email_templates.admin.name_tr')}</Table.Th>
                <Table.Th>{t('email_templates.admin.name_en')}</Table.Th>
                <Table.Th ta="right">{t('email_templates.admin.position')}</Table.Th>
                <Table.Th ta="right">{t('email_templates.admin.template_count')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={c.id} data-testid="category-row">
                  <Table.Td>{c.name.tr}</Table.Td>
                  <Table.Td>{c.name.en}</Table.Td>
                  <Table.Td ta="right">{c.position}</Table.Td>
                  <Table.Td ta="right">{c.templateCount}</Table.Td>
                  <Table.Td>
                    <RowActions
                      labels={actionLabels}
                      onEdit={() => setEditing(c)}
                      onDelete={() =>
                        void confirmIrreversible(t('email_templates.admin.delete_category_confirm')).then(
                          (ok) =>
                            ok &&
                            remove.mutate(c.id, {
                              onSuccess: () => showToast(t('email_templates.admin.deleted'), 'success'),
                            }),
                        )
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
      {editing ? (
        <CategoryModal
          key={editing === 'new' ? 'new' : editing.id}
          category={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
