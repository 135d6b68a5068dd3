import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { ZTagRenameInput } from '@ulak/shared/audience';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { showToast } from '../../../lib/toast/toast';
import { useRenameTag } from '../hooks/use-tags';

// Renames a tag on every member and device; where a subject already has the new name, they merge.
export function TagRenameModal({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameTag();
  const form = useSchemaForm({ schema: ZTagRenameInput, initialValues: { name } });
  const onSubmit = form.onSubmit((input) =>
    rename.mutate(
      { name, to: input.name },
      {
        onSuccess: (result) => {
          showToast(t('records.tag_renamed', { count: result.renamed }), 'success');
          onClose();
        },
      },
    ),
  );
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened
      onClose={onClose}
      title={t('records.tag_rename_title', { name })}
      centered
    >
      <form onSubmit={onSubmit} noValidate data-testid="tag-rename-form">
        <Stack gap="sm">
          <TextInput
            label={t('records.tag_new_name')}
            description={t('records.tag_rename_hint')}
            {...form.getInputProps('name')}
            error={form.errors.name ? t('validation.fill_all_fields') : undefined}
            data-autofocus
            data-testid="tag-rename-input"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={rename.isPending} data-testid="tag-rename-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
