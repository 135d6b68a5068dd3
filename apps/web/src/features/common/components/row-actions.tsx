import { ActionIcon } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type TRowActionsProps = { onEdit: () => void; onDelete: () => void };

// The edit and delete buttons at the end of a table row. Each names itself on hover and keyboard focus with a
// hint drawn by the style sheet from `data-hint` (app.css): a Mantine Tooltip per button put two positioning
// instances in every row, the largest single cost of a 20-row members page's first render.
export function RowActions({ onEdit, onDelete }: TRowActionsProps) {
  const { t } = useTranslation();
  const edit = t('common.edit');
  const remove = t('common.delete');
  return (
    <div className="ulak-row-actions">
      <ActionIcon variant="subtle" aria-label={edit} data-hint={edit} onClick={onEdit}>
        <IconPencil size={18} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={remove} data-hint={remove} onClick={onDelete}>
        <IconTrash size={18} />
      </ActionIcon>
    </div>
  );
}
