import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type TRowActionsProps = { onEdit: () => void; onDelete: () => void };

// The edit and delete buttons at the end of a table row.
export function RowActions({ onEdit, onDelete }: TRowActionsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label={t('common.edit')}>
        <ActionIcon variant="subtle" aria-label={t('common.edit')} onClick={onEdit}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('common.delete')}>
        <ActionIcon variant="subtle" color="red" aria-label={t('common.delete')} onClick={onDelete}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
