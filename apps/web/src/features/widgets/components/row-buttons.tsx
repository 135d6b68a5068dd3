import { ActionIcon, Button } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// The editor's list rows (sectors, answers, URL rules): add one, remove one.
export function AddRowButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <Button
      variant="default"
      size="xs"
      w="fit-content"
      leftSection={<IconPlus size={14} />}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

export function RemoveRowButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={t('widgets.fields.remove')}
      onClick={onClick}
      disabled={disabled}
    >
      <IconTrash size={16} />
    </ActionIcon>
  );
}
