import { ActionIcon } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type TRowActionLabels = { edit: string; remove: string };

export type TRowActionsProps = { labels: TRowActionLabels; onEdit: () => void; onDelete: () => void };

// A table translates its buttons' names once for all its rows (a translation hook and two lookups per row were a
// visible share of a 20-row list's first render).
export function useRowActionLabels(): TRowActionLabels {
  const { t } = useTranslation();
  return useMemo(() => ({ edit: t('common.edit'), remove: t('common.delete') }), [t]);
}

// The edit and delete buttons at the end of a table row. Each names itself on hover and keyboard focus with a
// hint drawn by the style sheet from `data-hint` (app.css): a Mantine Tooltip per button put two positioning
// instances in every row, the largest single cost of a 20-row members page's first render.
export function RowActions({ labels, onEdit, onDelete }: TRowActionsProps) {
  return (
    <div className="ulak-row-actions">
      <ActionIcon variant="subtle" aria-label={labels.edit} data-hint={labels.edit} onClick={onEdit}>
        <IconPencil size={18} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={labels.remove} data-hint={labels.remove} onClick={onDelete}>
        <IconTrash size={18} />
      </ActionIcon>
    </div>
  );
}
