import { Badge, Button, Stack, Switch, Table } from '@mantine/core';
import { IconCategory, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { formatDateTimeShort } from '../../../lib/format';
import { showToast } from '../../../lib/toast/toast';
import { PageHeader } from '../../common/components/page-header';
import { QueryState } from '../../common/components/query-state';
import { RowActions, useRowActionLabels } from '../../common/components/row-actions';
import { localized } from '../store/store-card';
import { useAdminCategories, useAdminPublish, useAdminRemoveTemplate, useAdminStore } from './use-admin-templates';

// /admin/template: every store template (published or not), free or premium, with publish switches.
export function AdminTemplatesScreen() {
  const { t, i18n } = useTranslation();
  const actionLabels = useRowActionLabels();
  const navigate = useNavigate();
  const templates = useAdminStore();
  const categories = useAdminCategories();
  const publish = useAdminPublish();
  const remove = useAdminRemoveTemplate();
  const categoryName = (id: number | null) => {
    const category = categories.data?.find((c) => c.id === id);
    return category ? localized(category.name, i18n.language) : '-';
  };
  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.admin_templates')}
        description={t('email_templates.admin.description')}
        actions={
          <>
            <Button
              variant="default"
              component={Link}
              to="/admin/template/categories"
              leftSection={<IconCategory size={16} />}
            >
              {t('pages.admin_template_categories')}
            </Button>
            <Button
              component={Link}
              to="/admin/template/create-template"
              leftSection={<IconPlus size={16} />}
              data-testid="admin-template-new"
            >
              {t('pages.admin_template_create')}
            </Button>
          </>
        }
      />
      <QueryState query={templates} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover data-testid="admin-templates-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('email_templates.name')}</Table.Th>
                  <Table.Th>{t('email_templates.store.category')}</Table.Th>
                  <Table.Th>{t('email_templates.admin.kind')}</Table.Th>
                  <Table.Th>{t('email_templates.languages')}</Table.Th>
                  <Table.Th>{t('email_templates.admin.published')}</Table.Th>
                  <Table.Th>{t('email_templates.updated_at')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id} data-testid="admin-template-row">
                    <Table.Td>{localized(row.name, i18n.language)}</Table.Td>
                    <Table.Td>{categoryName(row.categoryId)}</Table.Td>
                    <Table.Td>
                      <Badge color={row.premium ? 'yellow.3' : 'teal.9'} autoContrast>
                        {t(row.premium ? 'email_templates.store.premium' : 'email_templates.store.free')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{row.languages.join(', ')}</Table.Td>
                    <Table.Td>
                      <Switch
                        checked={row.published}
                        aria-label={`${t('email_templates.admin.published')}: ${localized(row.name, i18n.language)}`}
                        onChange={(e) =>
                          publish.mutate(
                            { id: row.id, published: e.currentTarget.checked },
                            { onSuccess: () => showToast(t('email_templates.admin.saved'), 'success') },
                          )
                        }
                      />
                    </Table.Td>
                    <Table.Td>{formatDateTimeShort(row.updatedAt)}</Table.Td>
                    <Table.Td>
                      <RowActions
                        labels={actionLabels}
                        onEdit={() => void navigate(`/admin/template/edit-template?id=${row.id}`)}
                        onDelete={() =>
                          void confirmIrreversible().then(
                            (ok) =>
                              ok &&
                              remove.mutate(row.id, {
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
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Stack>
  );
}
