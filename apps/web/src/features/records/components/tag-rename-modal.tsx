import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { ZTagRenameInput } from '@ulak/shared/audience';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast/toast';
import { useRenameTag } from '../hooks/use-tags';

// Renames a tag on every member and device; where a subject already has the new name, they merge.
export function TagRenameModal({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameTag();
  const [to, setTo] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZTagRenameInput.safeParse({ name: to });
    if (!parsed.success) return setError(t('validation.fill_all_fields'));
    rename.mutate(
      { name, to: parsed.data.name },
      {
        onSuccess: (result) => {
          showToast(t('records.tag_renamed', { count: result.renamed }), 'success');
          onClose();
        },
      },
    );
  };
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
            value={to}
            error={error}
            onChange={(e) => setTo(e.currentTarget.value)}
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
