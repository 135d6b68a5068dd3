import { ActionIcon, Alert, Anchor, Badge, Button, Group, Menu, Stack, Table } from '@mantine/core';
import { IconCopy, IconDots, IconPencil, IconTrash, IconWriting } from '@tabler/icons-react';
import { ZTemplateCreateInput, type TMyTemplateSummary } from '@ulak/shared/templates/template-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { formatDateTimeShort } from '../../../lib/format';
import { showToast } from '../../../lib/toast/toast';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import {
  useDeleteTemplate,
  useDuplicateTemplate,
  useMyTemplates,
  useUpdateTemplate,
} from '../hooks/use-email-templates';
import { NamePromptModal } from '../components/name-prompt-modal';
import { editorPath } from './editor-path';

// A new name follows the rule of a template's name.
const ZRenameInput = ZTemplateCreateInput.pick({ name: true });

function RenameModal({ template, onClose }: { template: TMyTemplateSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateTemplate();
  return (
    <NamePromptModal
      opened
      title={t('email_templates.mine.rename')}
      label={t('email_templates.name')}
      schema={ZRenameInput}
      initial={template.name}
      saving={update.isPending}
      onClose={onClose}
      testId="rename"
      onSave={(name) =>
        update.mutate(
          { id: template.id, body: { name } },
          {
            onSuccess: () => {
              showToast(t('email_templates.mine.renamed'), 'success');
              onClose();
            },
          },
        )
      }
    />
  );
}

// "My templates": open in the editor, rename, duplicate, delete after confirmation.
export function MyTemplates() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const templates = useMyTemplates();
  const duplicate = useDuplicateTemplate();
  const remove = useDeleteTemplate();
  const [renaming, setRenaming] = useState<TMyTemplateSummary | null>(null);
  const rows = templates.data ?? [];

  const onDelete = async (row: TMyTemplateSummary) => {
    if (!(await confirmIrreversible())) return;
    remove.mutate(row.id, { onSuccess: () => showToast(t('email_templates.mine.deleted'), 'success') });
  };

  return (
    <Stack gap="md" data-testid="my-templates">
      {templates.isPending ? <LoadingScreen /> : null}
      {templates.isError ? (
        <Alert color="red" title={t('email_templates.load_failed')}>
          <Button size="xs" variant="light" onClick={() => void templates.refetch()}>
            {t('email_templates.retry')}
          </Button>
        </Alert>
      ) : null}
      {templates.isSuccess && rows.length === 0 ? (
        <EmptyState titleKey="email_templates.mine.empty_title" descriptionKey="email_templates.mine.empty_body" />
      ) : null}
      {rows.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover data-testid="my-templates-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('email_templates.name')}</Table.Th>
                <Table.Th>{t('email_templates.languages')}</Table.Th>
                <Table.Th>{t('email_templates.updated_at')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-testid="my-template-row">
                  <Table.Td>
                    <Anchor component={Link} to={editorPath(row.id)}>
                      {row.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {row.languages.map((l) => (
                        <Badge key={l} variant={l === row.defaultLanguage ? 'filled' : 'light'} size="sm">
                          {l}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>{formatDateTimeShort(row.updatedAt)}</Table.Td>
                  <Table.Td>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`${t('email_templates.mine.actions')}: ${row.name}`}
                          data-testid="my-template-menu"
                        >
                          <IconDots size={18} />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item
                          leftSection={<IconWriting size={14} />}
                          onClick={() => void navigate(editorPath(row.id))}
                        >
                          {t('email_templates.mine.edit')}
                        </Menu.Item>
                        <Menu.Item
                          leftSection={<IconPencil size={14} />}
                          onClick={() => setRenaming(row)}
                          data-testid="my-template-rename"
                        >
                          {t('email_templates.mine.rename')}
                        </Menu.Item>
                        <Menu.Item
                          leftSection={<IconCopy size={14} />}
                          onClick={() =>
                            duplicate.mutate(row.id, {
                              onSuccess: () => showToast(t('email_templates.mine.duplicated'), 'success'),
                            })
                          }
                          data-testid="my-template-duplicate"
                        >
                          {t('email_templates.mine.duplicate')}
                        </Menu.Item>
                        <Menu.Item
                          color="red"
                          leftSection={<IconTrash size={14} />}
                          onClick={() => void onDelete(row)}
                          data-testid="my-template-delete"
                        >
                          {t('common.delete')}
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {renaming ? <RenameModal key={renaming.id} template={renaming} onClose={() => setRenaming(null)} /> : null}
    </Stack>
  );
}
